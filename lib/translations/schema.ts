import { z } from "zod";
import { languageCodeSchema } from "@/lib/languages/schema";

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

export type TranslationInput = z.input<typeof translationSchema>;
