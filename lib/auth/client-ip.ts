import { createHmac } from "node:crypto";

/**
 * The client's address for rate limits. Each proxy in front of the app appends the address it saw
 * to X-Forwarded-For, so the client is the entry TRUSTED_PROXY_HOPS (default 1) from the right;
 * entries further left are whatever the client itself sent, and would let it dodge the limits.
 * With no proxy in front, the client can set the header freely: run the app behind one that sets
 * it, or set TRUSTED_PROXY_HOPS=0 to ignore the headers (the per-IP limits then do not apply).
 */
export const UNKNOWN_IP = "unknown";

export function clientIpFrom(headers: Pick<Headers, "get">, hops = trustedProxyHops()): string {
  // 0: nothing in front sets the headers, so none of them can be believed.
  if (hops === 0) return UNKNOWN_IP;
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] || headers.get("x-real-ip")?.trim() || UNKNOWN_IP;
}

function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 0 ? hops : 1;
}

/**
 * A keyed hash of an IP: rate limits can match repeat clients without the database ever holding an
 * address, and without the secret nobody can test guessed addresses against it.
 */
export function hashIp(ip: string, secret = process.env.AUTH_SECRET): string {
  if (!secret) throw new Error("AUTH_SECRET is not set: client addresses cannot be hashed.");
  return createHmac("sha256", secret).update(ip).digest("hex");
}
