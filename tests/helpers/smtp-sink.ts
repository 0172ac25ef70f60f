import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server for the tests (the `smtp-server` package, on 127.0.0.1): it keeps every mail it
 * accepts, parsed, or refuses every one with a given reply. Nothing of the outbox is mocked.
 */
interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), where the mail really went. */
  recipients: string[];
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** The header block as sent, to check no line of it came from a visitor. */
  rawHeaders: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Every mail offered (DATA), taken or refused. */
  offered: number;
  stop(): Promise<void>;
}

interface SinkOptions {
  /** 0: any free port. */
  port?: number;
  /** Refuse every mail at the end of DATA with this reply (e.g. 550). */
  refuse?: { code: number; message: string };
}

const addressText = (value: { text: string } | { text: string }[] | undefined): string =>
  [value ?? []]
    .flat()
    .map((address) => address.text)
    .join(", ");

async function parse(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const text = raw.toString("utf8");
  return {
    recipients: session.envelope.rcptTo.map((address) => address.address),
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    replyTo: addressText(parsed.replyTo),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    rawHeaders: text.slice(0, text.search(/\r?\n\r?\n/)),
  };
}

export async function startSmtpSink({ port = 0, refuse }: SinkOptions = {}): Promise<SmtpSink> {
  const sink = { port, received: [] as ReceivedMail[], offered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the outbox would otherwise upgrade with STARTTLS to a self-signed certificate.
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        sink.offered++;
        if (refuse) return callback(Object.assign(new Error(refuse.message), { responseCode: refuse.code }));
        parse(Buffer.concat(chunks), session).then((mail) => {
          sink.received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  sink.port = typeof address === "object" && address ? address.port : port;
  return Object.assign(sink, { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
