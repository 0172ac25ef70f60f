import { z } from "zod";
import { orderSchema } from "@/lib/database/order";
import { isServableLanguageCode, LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";
import { hasFlagImage } from "./flag-images";

/**
 * A language: the shape stored and exchanged as JSON. Messages are codes; the admin
 * shows them in its language (the Turkish texts in messages/tr.json).
 */
export const languageSchema = z.object({
  // Codes are lowercase ("EN" is "en"), as URLs and every other record write them.
  // A new language is served at once (its prefix, lang, hreflang): only a code the site can serve.
  code: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "codeRequired")
    .regex(LANGUAGE_CODE_PATTERN, "codeInvalid")
    .refine(isServableLanguageCode, "codeUnknown"),
  name: z.string().trim().min(1, "nameRequired").max(100, "nameTooLong"),
  nativeName: z.string().trim().min(1, "nativeNameRequired").max(100, "nativeNameTooLong"),
  flag: z.string().trim().min(1, "flagRequired").max(4, "flagTooLong").refine(hasFlagImage, "flagUnknownCountry"),
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
  /** None: after the last language on create (a language without an order sorts last), unchanged on edit. */
  order: orderSchema().optional(),
});

/**
 * What an edit may change: everything but the code (immutable once created). The default flag is
 * optional: true moves the default here (as the admin's "make default" does), false on the default
 * is refused (there is always one), and left out it stays as it is.
 */
export const languageChangesSchema = languageSchema.omit({ code: true }).extend({ isDefault: z.boolean().optional() });

export type LanguageInput = z.input<typeof languageSchema>;

/** A language as the site and the admin read it. */
export interface Language {
  id: number;
  code: string;
  name: string;
  nativeName: string;
  flag: string;
  isDefault: boolean;
  isActive: boolean;
  order: number;
}
