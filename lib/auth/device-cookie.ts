import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieValue } from "./cookies";

/**
 * The device cookie of OWASP's lockout advice: a browser that signed in successfully as an
 * administrator keeps a signed token naming that browser and bound to that e-mail. Its failed
 * attempts count against it alone, so somebody guessing the administrator's password elsewhere locks
 * the e-mail for unknown browsers but never the administrator's usual one (lib/auth/throttle.ts).
 * The cookie holds no e-mail: the signature binds it to the e-mail being tried.
 */
export const DEVICE_COOKIE = "ipsite-device";
const SECURE_DEVICE_COOKIE = `__Secure-${DEVICE_COOKIE}`;
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function signature(deviceId: string, email: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`device:${deviceId}:${email}`).digest();
}

/** A new browser's token for an e-mail that just signed in. */
export function newDeviceToken(email: string, secret: string): string {
  const deviceId = randomBytes(16).toString("base64url");
  return `${deviceId}.${signature(deviceId, email, secret).toString("base64url")}`;
}

/** The browser a token names, if it was signed for this e-mail with this secret; else null. */
export function deviceOf(token: string | undefined, email: string, secret: string): string | null {
  const [deviceId, sent, ...rest] = (token ?? "").split(".");
  if (!deviceId || !sent || rest.length || !ID_PATTERN.test(deviceId)) return null;
  const expected = signature(deviceId, email, secret);
  const given = Buffer.from(sent, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

export const deviceCookieName = (https: boolean): string => (https ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

/** The device token a request's Cookie header carries (the Secure-prefixed name first). */
export function deviceTokenOf(cookieHeader: string | null | undefined): string | undefined {
  return cookieValue(cookieHeader, [SECURE_DEVICE_COOKIE, DEVICE_COOKIE]);
}

/** The Set-Cookie of a token: for the whole site, a year, never readable by scripts. */
export function deviceSetCookie(token: string, https: boolean): string {
  return `${deviceCookieName(https)}=${token}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}
