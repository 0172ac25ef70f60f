import nodemailer from "nodemailer";
import type { OutgoingMail } from "./compose";
import type { MailServer } from "./settings";

/** Sends one mail, or throws why the server did not take it. */
interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Each step's limit: connecting, the server's greeting, and any silence after. A server that takes
 * the connection and never answers costs the worker this long, never its whole life.
 */
const STEP_TIMEOUT_MS = 15_000;

/** Past the steps' own limits, the send as a whole gives up (a server dribbling a byte at a time). */
const SEND_DEADLINE_FACTOR = 4;

/** Sends through SMTP_URL's server (smtp:// upgrades with STARTTLS when it offers it, smtps:// is TLS from the start). */
export function createMailTransport(server: MailServer, stepTimeoutMs = STEP_TIMEOUT_MS): MailTransport {
  const transporter = nodemailer.createTransport({
    url: server.url,
    connectionTimeout: stepTimeoutMs,
    greetingTimeout: stepTimeoutMs,
    socketTimeout: stepTimeoutMs,
    dnsTimeout: stepTimeoutMs,
  });
  return {
    async send(mail) {
      const sending = transporter.sendMail({
        from: server.from,
        to: mail.toAddress,
        replyTo: mail.replyTo || undefined,
        subject: mail.subject,
        text: mail.text,
        // The texts are plain: nothing in them may make the mailer read a file or fetch a URL.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      await withDeadline(sending, stepTimeoutMs * SEND_DEADLINE_FACTOR);
    },
    close: () => transporter.close(),
  };
}

async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const ERROR_MAX = 300;

/**
 * What an attempt's failure is recorded as: its first line, short, with anything shaped like a
 * URL's credentials (user:password@) cut out, so the admin and the table never show a secret.
 */
export function describeSendError(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const line = (raw.split(/\r?\n/)[0] ?? "").replace(/\/\/[^/\s@]*@/g, "//…@").trim();
  return (line.length > ERROR_MAX ? `${line.slice(0, ERROR_MAX - 1)}…` : line) || "unknown error";
}
