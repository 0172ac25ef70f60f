import type { SaveFormState } from "@/lib/admin/forms";
import { formatKeywords } from "@/lib/text/keywords";

/** What the topic form sends and gets back from its server action. */
export interface ContentFormValues {
  languageCode: string;
  categoryId: string;
  section: string;
  title: string;
  slug: string;
  content: string;
  keywords: string;
  metaTitle: string;
  metaDescription: string;
  order: string;
  isActive: boolean;
}

export type ContentFormState = SaveFormState<ContentFormValues>;

/** A new topic's form: empty, order 1, active, in the given category ("" for none). */
export const emptyContentValues = (languageCode: string, categoryId: string): ContentFormValues => ({
  languageCode,
  categoryId,
  section: "",
  title: "",
  slug: "",
  content: "",
  keywords: "",
  metaTitle: "",
  metaDescription: "",
  order: "1",
  isActive: true,
});

interface SavedTopic extends Omit<ContentFormValues, "categoryId" | "keywords" | "order"> {
  categoryId: number;
  keywords: string[];
  order: number;
}

/** The form's values for a saved topic (to edit it, or to start a version in another language from it). */
export function contentFormValues(topic: SavedTopic): ContentFormValues {
  const { languageCode, section, title, slug, content, metaTitle, metaDescription, isActive } = topic;
  return { languageCode, categoryId: String(topic.categoryId), section, title, slug, content, keywords: formatKeywords(topic.keywords), metaTitle, metaDescription, order: String(topic.order), isActive };
}
