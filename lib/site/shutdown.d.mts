import type { Server, ServerResponse } from "node:http";

export const DEFAULT_SHUTDOWN_GRACE_MS: number;
export function onShutdown(name: string, hook: () => Promise<void> | void): void;
export function runShutdownHooks(log?: (line: string) => void): Promise<void>;
export function trackResponsesInFlight(server: Server): Set<ServerResponse>;
export function stopGracefully(server: Server, inFlight: Set<ServerResponse>, options?: { grace?: number; log?: (line: string) => void }): Promise<void>;
