/**
 * The contact form's hidden fields, named in this one place for the form (a client component,
 * which must not bring zod to the contact page) and the schema that reads them (./schema.ts).
 */

/** Hidden fields saying where a message came from: the page's language and the page that led to the form. */
export const ORIGIN_FIELDS = { languageCode: "originLanguage", fromPath: "originPath" } as const;

/** A field real visitors never see or fill (it is hidden from eyes, screen readers and Tab). */
export const HONEYPOT_FIELD = "website";
