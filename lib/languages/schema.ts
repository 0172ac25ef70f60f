import { z } from "zod";
import { orderSchema } from "@/lib/database/order";

/**
 * A language: the shape stored and exchanged as JSON. Messages are codes; the admin
 * shows them in its language (the Turkish texts in messages/tr.json).
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}$/;

/** The language a record is written in: 2-3 lowercase letters. */
export const languageCodeSchema = z.string().regex(LANGUAGE_CODE_PATTERN, "languageInvalid");

export const languageSchema = z.object({
  // Codes are lowercase ("EN" is "en"), as URLs and every other record write them.
  code: z.string().trim().toLowerCase().min(1, "codeRequired").regex(LANGUAGE_CODE_PATTERN, "codeInvalid"),
  name: z.string().trim().min(1, "nameRequired").max(100, "nameTooLong"),
  nativeName: z.string().trim().min(1, "nativeNameRequired").max(100, "nativeNameTooLong"),
  flag: z.string().trim().min(1, "flagRequired").max(4, "flagTooLong"),
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
  /** None: after the last language on create (a language without an order sorts last), unchanged on edit. */
  order: orderSchema().optional(),
});

/** What an edit may change: everything but the code (immutable once created) and the default flag (its own action). */
export const languageChangesSchema = languageSchema.omit({ code: true, isDefault: true });

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
