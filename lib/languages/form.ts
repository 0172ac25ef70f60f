import { formChecked, formTexts, orderFromText, type SaveFormState } from "@/lib/admin/forms";
import type { LanguageInput } from "./schema";

/** The language form's codec: what it posts, as typed, and the domain input made from it. */
export interface LanguageFormValues {
  code: string;
  name: string;
  nativeName: string;
  flag: string;
  order: string;
  isActive: boolean;
}

export type LanguageFormState = SaveFormState<LanguageFormValues>;

export function languageFormValuesFrom(formData: FormData): LanguageFormValues {
  return {
    ...formTexts(formData, ["code", "name", "nativeName", "flag", "order"]),
    isActive: formChecked(formData, "isActive"),
  };
}

export function languageInputFrom(values: LanguageFormValues): LanguageInput {
  return { ...values, order: orderFromText(values.order) };
}

/**
 * A new language's form: after the last one, and not yet served: a language activated on its first
 * save would put a site with none of its texts translated before visitors (its "Aktif" box is ticked
 * when it is ready).
 */
export const emptyLanguageValues = (order: number): LanguageFormValues => ({
  code: "",
  name: "",
  nativeName: "",
  flag: "",
  order: String(order),
  isActive: false,
});

export function languageFormValues(
  language: Omit<LanguageFormValues, "order"> & { order: number },
): LanguageFormValues {
  const { code, name, nativeName, flag, order, isActive } = language;
  return { code, name, nativeName, flag, order: String(order), isActive };
}
