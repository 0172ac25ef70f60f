import { z } from "zod";
import { LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";

/**
 * The language a record is written in: 2-3 lowercase letters. Kept apart from the language's own
 * schema (./schema.ts), whose flag check reads every country's flag: schemas the browser loads
 * import this one.
 */
export const languageCodeSchema = z.string().regex(LANGUAGE_CODE_PATTERN, "languageInvalid");
