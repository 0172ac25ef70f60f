import path from "node:path";
import { z } from "zod";

/** The operational settings (README, "Configuration"), checked once so a bad setup fails with one clear line. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the server listens on (e.g. 127.0.0.1 behind a reverse proxy on the same host); unset: every interface. */
  LISTEN_HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Where the embedded database and the generated secret live. */
  DATA_DIR: z.string().min(1).default(".data"),
  /** The mail server the contact messages' e-mails go through (smtp://user:pass@host:587, smtps://…:465); unset: they wait in the outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL must be smtp://user:password@host:port or smtps://…" })
    .optional(),
  /** The sender of those e-mails, e.g. "Bursa Patent <web@bursapatent.com.tr>". */
  MAIL_FROM: z.string().min(3).optional(),
  /** How many days the audit log keeps its entries (`npm run messages:prune` deletes older ones); 2 years by default. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int("AUDIT_RETENTION_DAYS must be a whole number of days")
    .min(1)
    .max(36500)
    .default(730),
});

export type ServerEnv = z.infer<typeof envSchema>;

/**
 * A whole-number setting read where it is used (the API's limits, the database pool): its fallback
 * when unset or empty, else a whole number from `min` to `max`, refused with one line saying `rule`.
 */
export function wholeNumberSetting(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  { min, max, rule }: { min: number; max: number; rule: string },
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`Invalid configuration: ${name} must be ${rule}`);
  return value;
}

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  // An empty variable means "unset", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  if (Boolean(result.data.ADMIN_EMAIL) !== Boolean(result.data.ADMIN_PASSWORD)) {
    throw new Error("Invalid configuration: set ADMIN_EMAIL and ADMIN_PASSWORD together");
  }
  if (result.data.SMTP_URL && !result.data.MAIL_FROM) {
    throw new Error("Invalid configuration: SMTP_URL needs MAIL_FROM, the sender of the e-mails");
  }
  return result.data;
}

export function dataDirectory(env: ServerEnv): string {
  return path.resolve(env.DATA_DIR);
}
