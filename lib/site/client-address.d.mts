export const CLIENT_ADDRESS_HEADER: "x-site-client-address";
export const UNKNOWN_ADDRESS: "unknown";
export function trustedProxyHops(env?: Record<string, string | undefined>): number;
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string;
