import { formTexts, type SaveFormState } from "@/lib/admin/forms";

/** The redirect form's fields as typed: what a refused save puts back. */
export interface RedirectFormValues {
  fromPath: string;
  toPath: string;
}
export type RedirectFormState = SaveFormState<RedirectFormValues>;

const FIELDS = ["fromPath", "toPath"] as const;

export const redirectFormValuesFrom = (formData: FormData): RedirectFormValues => formTexts(formData, FIELDS);

export const EMPTY_REDIRECT: RedirectFormValues = { fromPath: "", toPath: "" };
