export function publicContentSecurityPolicy(): string;
export function adminContentSecurityPolicy(nonce: string, options?: { development?: boolean }): string;
export function securityHeaders(options: { https: boolean }): Record<string, string>;
