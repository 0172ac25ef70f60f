import { E2E_PORT } from "./constants";

/**
 * The mail server the e2e web server sends to (playwright.config.ts gives it SMTP_URL): nothing
 * listens there until a test starts its own (tests/helpers/smtp-sink.ts), so every other test's
 * contact mails wait and retry, harmlessly. Derived from E2E_PORT, so checkouts side by side keep apart.
 */
export const E2E_SMTP_PORT = E2E_PORT + 21_000;
