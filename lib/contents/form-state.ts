import type { SaveFormState } from "@/lib/admin-forms";

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
