import { createHash, randomBytes } from "node:crypto";

/**
 * The token itself: 32 random bytes, prefixed so a leaked one is recognisable in logs and by secret
 * scanners. Only its sha256 is stored: 256 random bits need no slow hash, and a lookup by the hash
 * tells a timing observer nothing about any stored token.
 */
export const API_TOKEN_PREFIX = "bip_";

export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Longer than any token we make: refused before it is hashed or looked up. */
const MAX_TOKEN_LENGTH = 100;

export const looksLikeApiToken = (value: string): boolean =>
  value.startsWith(API_TOKEN_PREFIX) && value.length <= MAX_TOKEN_LENGTH;
