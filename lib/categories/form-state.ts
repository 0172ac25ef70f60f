/** What the category form sends and gets back from its server actions. */
export interface CategoryFormValues {
  languageCode: string;
  title: string;
  slug: string;
  description: string;
  order: string;
  isActive: boolean;
}

export type CategoryFormError = "unauthorized" | "conflict" | "notFound" | "saveFailed";

export interface CategoryFormState {
  status: "idle" | "error";
  values?: CategoryFormValues;
  fieldErrors?: Partial<Record<keyof CategoryFormValues, string>>;
  error?: CategoryFormError;
}

export type { DeleteState } from "@/lib/admin-forms";
