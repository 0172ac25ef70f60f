import { createHmac } from "node:crypto";
import { CLIENT_ADDRESS_HEADER, UNKNOWN_ADDRESS } from "@/lib/site/client-address.mjs";

/**
 * The client's address for rate limits, as the server entry worked it out (lib/site/client-address.mjs:
 * the socket's peer, or the entry TRUSTED_PROXY_HOPS from the right of X-Forwarded-For). The entry
 * replaces any header of that name a client sends; under `next dev`, which has no such entry, every
 * client is "unknown".
 */
export const UNKNOWN_IP = UNKNOWN_ADDRESS;

export function clientIpFrom(headers: Pick<Headers, "get">): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNKNOWN_IP;
}

/**
 * A keyed hash of an IP: rate limits can match repeat clients without the database ever holding an
 * address, and without the secret nobody can test guessed addresses against it.
 */
export function hashIp(ip: string, secret = process.env.AUTH_SECRET): string {
  if (!secret) throw new Error("AUTH_SECRET is not set: client addresses cannot be hashed.");
  return createHmac("sha256", secret).update(ip).digest("hex");
}
