import { z } from "zod";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { PAGE_TEXT_MAX } from "./keys";
import { isPageTextKey } from "./sources";

/**
 * One save of a page's texts in one language. `texts` holds what the form sent for each key it
 * changed ("" back to the shipped text); `seen`, the saved text each had when the form was loaded
 * ("" for none), so a text someone else saved meanwhile is not overwritten.
 */
export const pageTextsSchema = z.strictObject({
  languageCode: languageCodeSchema,
  texts: z
    .record(z.string().refine(isPageTextKey, "pageTextUnknown"), z.string().max(PAGE_TEXT_MAX, "pageTextTooLong"))
    .refine((texts) => Object.keys(texts).length > 0, "nothingChanged"),
  seen: z.record(z.string(), z.string()).default({}),
});
export type PageTextsInput = z.input<typeof pageTextsSchema>;
