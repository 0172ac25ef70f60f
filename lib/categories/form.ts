import type { SaveFormState } from "@/lib/admin/forms";

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

/** A new category's form: empty, order 1, active. */
export const emptyCategoryValues = (languageCode: string): CategoryFormValues => ({ languageCode, title: "", slug: "", description: "", order: "1", isActive: true });

/** The form's values for a saved category (to edit it, or to start a version in another language from it). */
export function categoryFormValues(category: Omit<CategoryFormValues, "order"> & { order: number }): CategoryFormValues {
  const { languageCode, title, slug, description, order, isActive } = category;
  return { languageCode, title, slug, description, order: String(order), isActive };
}
