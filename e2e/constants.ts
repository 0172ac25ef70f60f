import os from "node:os";
import path from "node:path";

/** Shared by the e2e server (scripts/e2e-server.ts) and the tests. */
/** E2E_PORT=3400 lets a second checkout run its suite beside one on the default port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * Every server the tests start listens on loopback only, as an instance behind a reverse proxy on
 * the same host does (LISTEN_HOST): its rewrites and redirects must not depend on that address.
 */
export const E2E_LISTEN_HOST = "127.0.0.1";
/** The servers the standalone, scale-out, embedded-start, base-path and restart tests start themselves, beside the e2e server. */
export const STANDALONE_PORT = E2E_PORT + 3;
/** Two instances behind one (imagined) load balancer; +6 would be 3306, MySQL's port, with E2E_PORT=3300. */
export const SCALE_OUT_PORTS = [E2E_PORT + 4, E2E_PORT + 5] as const;
export const EMBEDDED_START_PORT = E2E_PORT + 7;
export const BASE_PATH_PORT = E2E_PORT + 8;
export const RESTART_PORT = E2E_PORT + 9;
/** A server whose database the maintenance tests stop (through a gate of their own). */
export const OUTAGE_PORT = E2E_PORT + 6;
/** The resilience tests' nginx, in front of two instances on SCALE_OUT_PORTS, and their loaded server. */
export const NGINX_PORT = E2E_PORT + 3;
export const LOAD_PORT = E2E_PORT + 9;
/**
 * The mail server the e2e web server sends to (playwright.config.ts gives it SMTP_URL): nothing
 * listens there until a test starts its own (tests/helpers/smtp-sink.ts), so every other test's
 * contact mails wait and retry, harmlessly.
 */
export const E2E_SMTP_PORT = E2E_PORT + 21_000;
export const E2E_SCHEMA = "e2e";
/** Signs the e2e server's sessions, and those of any other server on its database. */
export const E2E_AUTH_SECRET = process.env.AUTH_SECRET || "e2e-only-secret-e2e-only-secret-e2e-only";
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password" };
/** A second administrator, whose failed sign-ins (tests of wrong passwords) never count against E2E_ADMIN's limit. */
export const E2E_OTHER_ADMIN = { email: "e2e-other-admin@example.com", password: "e2e-other-admin-password" };
/**
 * The languages whose seed content the e2e database holds. German and Russian are active and empty
 * there: they show a language's empty states (no categories, no articles). The whole seed, every
 * language full, is what the embedded start serves (embedded-start.spec.ts).
 */
export const E2E_CONTENT_LANGUAGES = ["tr", "en", "az"];
/** Deactivated in the e2e database (scripts/e2e-server.ts) to show that inactive languages are not served. */
export const E2E_INACTIVE_LANGUAGE = "az";
/** An interface translation edited "in the admin" (a Translation row), which overrides the shipped file. */
export const E2E_TRANSLATION = { languageCode: "en", source: "Hızlı Bağlantılar", text: "Useful Links" };
/**
 * Where the e2e server writes the address of its database (DATABASE_URL's `e2e` schema, or the
 * embedded one it started), so tests can reach the very data it serves (cleanup, injected faults).
 */
export const E2E_DATABASE_FILE = path.join(os.tmpdir(), `ip-site-e2e-database-${E2E_PORT}.url`);
