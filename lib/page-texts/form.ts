import { formText, type SaveFormState } from "@/lib/admin/forms";
import { isPageTextKeyShape, type PageTextPage } from "./keys";
import type { PageTextsInput } from "./schema";

/**
 * The page texts form's codec: each text's field holds the text as the page shows it (the firm's, or
 * the shipped one), beside the saved text it was loaded with and the shipped one. Only the texts
 * the form changed are sent to the save; one put back to the shipped text (or emptied) removes
 * the firm's own.
 */
export const textFieldName = (key: string) => `text.${key}`;
export const seenFieldName = (key: string) => `seen.${key}`;
export const shippedFieldName = (key: string) => `shipped.${key}`;

export interface PageTextsFormValues {
  languageCode: string;
  page: PageTextPage;
  texts: Record<string, string>;
}
export type PageTextsFormState = SaveFormState<PageTextsFormValues>;

function keysSent(formData: FormData): string[] {
  return [...formData.keys()].flatMap((name) => {
    const key = name.startsWith("text.") ? name.slice("text.".length) : "";
    return isPageTextKeyShape(key) ? [key] : [];
  });
}

export function pageTextsFormValuesFrom(formData: FormData, page: PageTextPage): PageTextsFormValues {
  return {
    languageCode: formText(formData, "languageCode"),
    page,
    texts: Object.fromEntries(keysSent(formData).map((key) => [key, formText(formData, textFieldName(key))])),
  };
}

/** The save's input: the texts that differ from what the form was loaded with. */
export function pageTextsInputFrom(formData: FormData, values: PageTextsFormValues): PageTextsInput {
  const texts: Record<string, string> = {};
  const seen: Record<string, string> = {};
  for (const [key, typed] of Object.entries(values.texts)) {
    const saved = formText(formData, seenFieldName(key));
    const shipped = formText(formData, shippedFieldName(key));
    const text = typed.trim();
    if (text === (saved || shipped).trim()) continue;
    texts[key] = text === shipped.trim() ? "" : text;
    seen[key] = saved;
  }
  return { languageCode: values.languageCode, texts, seen };
}
