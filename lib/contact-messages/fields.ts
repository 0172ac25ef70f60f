/**
 * The contact form's hidden fields, named in this one place for the form (a client component,
 * which must not bring zod to the contact page) and the schema that reads them (./schema.ts).
 */

/** The visitor's fields, the consent checkbox last (its value is "on" when ticked, else ""). */
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message", "consent"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Hidden fields saying where a message came from: the page's language and the page that led to the form. */
export const ORIGIN_FIELDS = { languageCode: "originLanguage", fromPath: "originPath" } as const;

/** A field real visitors never see or fill (it is hidden from eyes, screen readers and Tab). */
export const HONEYPOT_FIELD = "website";

/**
 * The explicit-consent checkbox (KVKK art. 9: the reply may travel through e-mail servers abroad)
 * and the value a ticked box posts.
 */
export const CONSENT_FIELD = "consent";
export const CONSENT_GIVEN = "on";

/**
 * The version of the privacy notice (Aydınlatma Metni, messages Legal.notice): the date its text
 * took effect, shown on its page and stored with each message as what the sender consented to.
 * Change it with the text.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-26";
