import { z } from "zod";
import { LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";

/**
 * The language a record is written in: 2-3 lowercase letters. Apart from the language's own schema,
 * which the browser never needs (its flag check reads every country's flag).
 */
export const languageCodeSchema = z.string().regex(LANGUAGE_CODE_PATTERN, "languageInvalid");
