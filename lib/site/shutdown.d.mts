export const DEFAULT_SHUTDOWN_GRACE_MS: number;
export function onShutdown(name: string, hook: () => Promise<void> | void): void;
export function runShutdownHooks(log?: (line: string) => void): Promise<void>;
