import { z } from "zod";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { messageSyntaxProblem } from "./message-syntax";

/**
 * One interface string's translation: the Turkish source text and its text in the
 * language. Turkish itself is never translated. Both must be non-empty ('Orijinal metin ve
 * çeviri boş olamaz').
 */
export const translationSchema = z.object({
  languageCode: languageCodeSchema.refine((code) => code !== "tr", "sourceLanguage"),
  source: z.string().trim().min(1, "bothRequired").max(5000, "tooLong"),
  text: z.string().trim().min(1, "bothRequired").max(5000, "tooLong"),
});

/**
 * What a save accepts (the admin's forms and the REST API alike, through saveTranslation): the text
 * must also be an ICU message with its source's placeholders (lib/translations/message-syntax.ts),
 * as one that is not would show visitors a message key. Kept apart from the fields above, which the
 * API's documentation extends and an export file carries as the database holds them.
 */
export const translationSaveSchema = translationSchema.superRefine(({ source, text }, context) => {
  const problem = messageSyntaxProblem(source, text);
  if (problem) context.addIssue({ code: "custom", path: ["text"], message: problem });
});

export type TranslationInput = z.input<typeof translationSchema>;
