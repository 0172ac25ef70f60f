import { createHmac } from "node:crypto";

/** The client's address as the proxy in front reports it; "unknown" when no header says. */
export function clientIpFrom(headers: Pick<Headers, "get">): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}

/**
 * A keyed hash of an IP: rate limits can match repeat clients without the database ever holding an
 * address, and without the secret nobody can test guessed addresses against it.
 */
export function hashIp(ip: string, secret = process.env.AUTH_SECRET): string {
  if (!secret) throw new Error("AUTH_SECRET is not set: client addresses cannot be hashed.");
  return createHmac("sha256", secret).update(ip).digest("hex");
}
