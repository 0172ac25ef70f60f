import { z } from "zod";
import { CONSENT_GIVEN, CONTACT_FIELDS, type ContactField, type HONEYPOT_FIELD } from "./fields";

/**
 * The contact form's rules and states. The form (a client component) takes only types from here:
 * its fields' names are in ./fields.ts, which brings no zod to the browser. Validation failures are
 * error codes, not sentences, so the form shows them in the visitor's language.
 */
export const CONTACT_ERROR_CODES = ["required", "tooShort", "tooLong", "invalid", "controlCharacter"] as const;
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** The privacy page promises that messages are deleted after 2 years (Legal.privacy). */
export const RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

// `abort` stops at the first failed rule, so an empty field reports "required" only.
const required = { error: "required", abort: true } as const;

export const contactMessageSchema = z.object({
  name: z.string({ error: "required" }).trim().min(1, required).min(2, "tooShort").max(100, "tooLong"),
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, required)
    .max(200, { error: "tooLong", abort: true })
    .pipe(z.email("invalid")),
  phone: z
    .string()
    .trim()
    .max(30, "tooLong")
    .regex(/^[\d\s()+-]*$/, "invalid")
    .default(""),
  subject: z.string().trim().max(150, "tooLong").default(""),
  message: z.string({ error: "required" }).trim().min(1, required).min(10, "tooShort").max(5000, "tooLong"),
  // Explicit consent (KVKK art. 9) to the transfer abroad the reply by e-mail may involve: no message without it.
  consent: z.literal(CONSENT_GIVEN, { error: "required" }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactFormValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

const isErrorCode = (value: string | undefined): value is ContactErrorCode =>
  (CONTACT_ERROR_CODES as readonly (string | undefined)[]).includes(value);

/** The first failed rule of each field, as an error code. */
export function contactFieldErrors(error: z.ZodError<ContactMessageInput>): ContactFieldErrors {
  const flat = z.flattenError(error).fieldErrors;
  return contactFieldCodes(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, flat[field]?.[0]])));
}

/** The form's fields' codes, from any refusal naming fields: an unknown code is "invalid". */
export function contactFieldCodes(codes: Record<string, string | undefined>): ContactFieldErrors {
  const result: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const code = codes[field];
    if (code !== undefined) result[field] = isErrorCode(code) ? code : "invalid";
  }
  return result;
}

/** What the form posts: the five fields, the consent box and the honeypot, as typed. */
export type ContactSubmission = Partial<Record<ContactField | typeof HONEYPOT_FIELD, string>>;

export type ContactResult =
  { status: "sent" } | { status: "invalid"; fieldErrors: ContactFieldErrors } | { status: "rateLimited" };

/** The state the form's server action hands back to the form. */
export type ContactFormState =
  | { status: "idle" | "sent" }
  | { status: "invalid"; values: ContactFormValues; fieldErrors: ContactFieldErrors }
  | { status: "rateLimited" | "failed"; values: ContactFormValues };
