import type { SaveFormState } from "@/lib/admin-forms";

/** What the category form sends and gets back from its server actions. */
export interface CategoryFormValues {
  languageCode: string;
  title: string;
  slug: string;
  description: string;
  order: string;
  isActive: boolean;
}

export type CategoryFormState = SaveFormState<CategoryFormValues>;
