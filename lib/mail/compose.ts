import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { FIRM_LOCALE, mailLocale, mailTranslator } from "./texts";

/** A contact message as its mails need it. */
export interface EnquiryMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  languageCode: string | null;
  fromPath: string;
  createdAt: Date;
}

export interface FirmContact {
  name: string;
  /** Where enquiries go: the settings' enquiry address, else their first address. */
  address: string;
  phone: string;
}

export type MailKind = "enquiry" | "acknowledgement";

/** A mail as the outbox stores it (MailOutbox): every header already one line. */
export interface OutgoingMail {
  kind: MailKind;
  toAddress: string;
  replyTo: string;
  subject: string;
  text: string;
}

const SUBJECT_MAX = 200;
const TOPIC_MAX = 100;
const UNKNOWN = "–";

/**
 * One line of at most `max` characters: every line break and other control character becomes a
 * space. What a visitor typed reaches the Subject header through this, so a CR/LF in it can never
 * start a header of its own (Bcc: …) nor end the headers early.
 */
export function singleLine(value: string, max = SUBJECT_MAX): string {
  const flat = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A bare address (local@domain) with nothing a header could be bent with: no space, line break,
 * angle bracket, quote, comma or semicolon. The form's schema already checks the visitor's; this is
 * the last guard before it becomes a To or Reply-To header.
 */
export const isBareAddress = (address: string): boolean =>
  /^[^\s<>"'(),;:\\@]+@[^\s<>"'(),;:\\@]+\.[^\s<>"'(),;:\\@]+$/.test(address);

function receivedAt(date: Date, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: FIRM_TIME_ZONE });
  return `${time.format(date)} (${FIRM_TIME_ZONE})`;
}

/** The firm's copy: every field, Reply-To the visitor, so answering it answers them. */
export function enquiryMail(message: EnquiryMessage, firm: FirmContact, adminUrl: string | null): OutgoingMail {
  const t = mailTranslator(FIRM_LOCALE);
  const language = message.languageCode?.toUpperCase() ?? UNKNOWN;
  const page = message.fromPath || UNKNOWN;
  const topic = singleLine(message.subject, TOPIC_MAX) || singleLine(message.name, TOPIC_MAX);
  const field = (label: string, value: string) => `${label}: ${singleLine(value, 500) || UNKNOWN}`;
  const lines = [
    t("enquiry.intro"),
    "",
    field(t("enquiry.name"), message.name),
    field(t("enquiry.email"), message.email),
    field(t("enquiry.phone"), message.phone),
    field(t("enquiry.subject"), message.subject),
    field(t("enquiry.language"), language),
    field(t("enquiry.page"), page),
    field(t("enquiry.received"), receivedAt(message.createdAt, FIRM_LOCALE)),
    ...(adminUrl ? [field(t("enquiry.admin"), adminUrl)] : []),
    "",
    `${t("enquiry.message")}:`,
    message.message,
  ];
  return {
    kind: "enquiry",
    toAddress: firm.address,
    replyTo: isBareAddress(message.email) ? message.email : "",
    subject: singleLine(`[${firm.name}] ${t("enquiry.title", { language, page, topic })}`),
    text: lines.join("\n"),
  };
}

/**
 * The visitor's acknowledgement, in their language. It repeats nothing they typed (not even their
 * name): anyone can type someone else's address into the form, and a text of their choosing must
 * not go out under the firm's name to a stranger. Replies go to the firm.
 */
export function acknowledgementMail(message: EnquiryMessage, firm: FirmContact): OutgoingMail | null {
  if (!isBareAddress(message.email)) return null;
  const t = mailTranslator(mailLocale(message.languageCode));
  const lines = [
    t("acknowledgement.greeting"),
    "",
    t("acknowledgement.received"),
    t("acknowledgement.next"),
    ...(firm.phone ? [t("acknowledgement.phone", { phone: firm.phone })] : []),
    "",
    t("acknowledgement.signature", { firm: firm.name }),
    "",
    "--",
    t("acknowledgement.automatic"),
  ];
  return {
    kind: "acknowledgement",
    toAddress: message.email,
    replyTo: isBareAddress(firm.address) ? firm.address : "",
    subject: singleLine(t("acknowledgement.subject", { firm: firm.name })),
    text: lines.join("\n"),
  };
}
