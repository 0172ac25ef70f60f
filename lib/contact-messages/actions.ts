"use server";

import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/auth/client-ip";
import { refreshFromServerAction } from "@/lib/database/next-cache-refresh";
import { submitContactMessage } from "./mutations";
import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactFormState, type ContactFormValues } from "./schema";

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

/**
 * The contact form's action: reads the post and the sender's IP, hands both to
 * submitContactMessage, and returns what the visitor typed whenever the form must show it again.
 * Public by design, so there is nothing to authorize; spam is handled by the honeypot and rate limit.
 */
export async function sendContactMessage(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(formData.get(field))])) as ContactFormValues;
  try {
    const ip = clientIpFrom(await headers());
    const result = await submitContactMessage({ ...values, [HONEYPOT_FIELD]: text(formData.get(HONEYPOT_FIELD)) }, ip, { refresh: refreshFromServerAction });
    if (result.status === "sent") return { status: "sent" };
    if (result.status === "invalid") return { status: "invalid", values, fieldErrors: result.fieldErrors };
    return { status: "rateLimited", values };
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return { status: "failed", values };
  }
}
