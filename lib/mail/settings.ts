import { readServerEnv, wholeNumberSetting } from "@/lib/env";

/** Where and as whom the outbox sends: SMTP_URL and MAIL_FROM (lib/env.ts checks them together at start). */
export interface MailServer {
  url: string;
  from: string;
}

/** The configured mail server, or null: then nothing is sent and every mail waits in the outbox. */
export function mailServer(env: Record<string, string | undefined> = process.env): MailServer | null {
  const { SMTP_URL, MAIL_FROM } = readServerEnv(env);
  return SMTP_URL && MAIL_FROM ? { url: SMTP_URL, from: MAIL_FROM } : null;
}

/** How often each server looks for mails that are due (10 s; the e2e server's is shorter). */
export const outboxIntervalMs = (env: Record<string, string | undefined> = process.env): number =>
  wholeNumberSetting(env, "MAIL_OUTBOX_INTERVAL_MS", 10_000, { min: 100, max: 3_600_000, rule: "100 to 3600000" });

/** The first retry's delay without MAIL_RETRY_BASE_MS: 30 s, which the later ones double. */
export const DEFAULT_RETRY_BASE_MS = 30_000;

/** The first retry's delay; the e2e server's is shorter so a test waits seconds. */
export const retryBaseMs = (env: Record<string, string | undefined> = process.env): number =>
  wholeNumberSetting(env, "MAIL_RETRY_BASE_MS", DEFAULT_RETRY_BASE_MS, {
    min: 100,
    max: 3_600_000,
    rule: "100 to 3600000",
  });
