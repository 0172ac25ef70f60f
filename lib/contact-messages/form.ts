import { formText, formTexts } from "@/lib/admin/forms";
import { isLocale } from "@/lib/i18n/routing";
import { CONTACT_FIELDS, HONEYPOT_FIELD, ORIGIN_FIELDS } from "./fields";
import type { ContactFormValues, ContactSubmission } from "./schema";

/** The contact form's codec: the visitor's fields as typed, the honeypot, and where the message came from. */
export function contactFormValuesFrom(formData: FormData): ContactFormValues {
  return formTexts(formData, CONTACT_FIELDS);
}

export function contactSubmissionFrom(formData: FormData): ContactSubmission {
  return { ...contactFormValuesFrom(formData), [HONEYPOT_FIELD]: formText(formData, HONEYPOT_FIELD) };
}

/** The language of the contact page, and the page of this site that led there (the browser's referrer). */
export interface ContactOrigin {
  languageCode: string | null;
  fromPath: string;
}

/** Only a path on this site is kept (never another site's address), at most 500 characters. */
export function sitePathOf(value: string): string {
  const path = value.trim();
  return path.startsWith("/") && !path.startsWith("//") && !/[\s\\]/.test(path) && path.length <= 500 ? path : "";
}

export function contactOriginFrom(formData: FormData): ContactOrigin {
  const languageCode = formText(formData, ORIGIN_FIELDS.languageCode);
  return {
    languageCode: isLocale(languageCode) ? languageCode : null,
    fromPath: sitePathOf(formText(formData, ORIGIN_FIELDS.fromPath)),
  };
}
