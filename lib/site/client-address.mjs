/**
 * The client's address, for the per-address limits (sign-in, contact form, API): worked out once by
 * the server entry (./server.mjs) and handed to the app in a header of its own, which replaces any
 * the client sent. Plain JavaScript: the server entry runs with plain Node.
 *
 * With no proxy in front (TRUSTED_PROXY_HOPS=0, the default) it is the socket's peer, and
 * X-Forwarded-For is the client's own writing, so it is ignored. Behind N proxies that each append
 * the address they saw, the client is the entry N from the right; entries further left are again
 * whatever the client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-site-client-address";
export const UNKNOWN_ADDRESS = "unknown";

/** @param {Record<string, string | undefined>} [env] */
export function trustedProxyHops(env = process.env) {
  const raw = env.TRUSTED_PROXY_HOPS;
  if (raw === undefined || raw === "") return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error("Invalid configuration: TRUSTED_PROXY_HOPS must be a whole number of proxies (0: none)");
  return hops;
}

/**
 * "::ffff:203.0.113.7" (an IPv4 peer of a dual-stack socket) → "203.0.113.7".
 * @param {string} address
 */
const plain = (address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} hops
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const peer = socketAddress ? plain(socketAddress) : UNKNOWN_ADDRESS;
  if (hops === 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // A chain shorter than the proxies configured did not pass them all: its leftmost entry is still the nearest to the client.
  const client = chain[Math.max(0, chain.length - hops)];
  return client === undefined ? peer : plain(client);
}
