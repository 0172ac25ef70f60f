"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/auth/client-ip";
import { refreshFromServerAction } from "@/lib/database/next-cache-refresh";
import { runDeleteAction } from "@/lib/admin/actions";
import { formId, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import { deleteContactMessage, submitContactMessage } from "./mutations";
import { contactFormValuesFrom, contactOriginFrom, contactSubmissionFrom } from "./form";
import type { ContactFormState } from "./schema";

/**
 * The contact form's action: reads the post and the sender's IP, hands both to
 * submitContactMessage, and returns what the visitor typed whenever the form must show it again.
 * Public by design, so there is nothing to authorize; spam is handled by the honeypot and rate limit.
 */
export async function sendContactMessage(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  if (!isFormData(formData)) return { status: "failed", values: contactFormValuesFrom(new FormData()) };
  const values = contactFormValuesFrom(formData);
  try {
    const ip = clientIpFrom(await headers());
    const result = await submitContactMessage(contactSubmissionFrom(formData), ip, {
      refresh: refreshFromServerAction,
      origin: contactOriginFrom(formData),
    });
    if (result.status === "sent") return { status: "sent" };
    if (result.status === "invalid") return { status: "invalid", values, fieldErrors: result.fieldErrors };
    return { status: "rateLimited", values };
  } catch (error) {
    console.error("Contact message could not be stored", error);
    return { status: "failed", values };
  }
}

/** Deletes a message from the inbox (after its confirmation). */
export async function deleteContactMessageAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(deleteContactMessage(formId(formData, "id") ?? 0), () =>
    listPathAfterWrite(formData, "messages", "deleted=1"),
  );
}
