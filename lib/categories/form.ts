import { formChecked, formTexts, orderFromText, type SaveFormState } from "@/lib/admin/forms";
import type { CategoryInput } from "./schema";

/** The category form's codec: what it posts, as typed, and the domain input made from it. */
export interface CategoryFormValues {
  languageCode: string;
  title: string;
  slug: string;
  description: string;
  order: string;
  isActive: boolean;
}

export type CategoryFormState = SaveFormState<CategoryFormValues>;

export function categoryFormValuesFrom(formData: FormData): CategoryFormValues {
  return {
    ...formTexts(formData, ["languageCode", "title", "slug", "description", "order"]),
    isActive: formChecked(formData, "isActive"),
  };
}

export function categoryInputFrom(values: CategoryFormValues): CategoryInput {
  return { ...values, order: orderFromText(values.order) };
}

/** A new category's form: empty, after the last category of its language, active. */
export const emptyCategoryValues = (languageCode: string, order: number): CategoryFormValues => ({
  languageCode,
  title: "",
  slug: "",
  description: "",
  order: String(order),
  isActive: true,
});

/** The form's values for a saved category (to edit it, or to start a version in another language from it). */
export function categoryFormValues(
  category: Omit<CategoryFormValues, "order"> & { order: number },
): CategoryFormValues {
  const { languageCode, title, slug, description, order, isActive } = category;
  return { languageCode, title, slug, description, order: String(order), isActive };
}
