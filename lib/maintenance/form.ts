import { formText, formTexts, type SaveFormState } from "@/lib/admin/forms";
import { LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";
import type { MaintenanceInput, MaintenanceSettings, MaintenanceText } from "./schema";

/** The maintenance form's codec. Its toggle button saves the form with the mode switched. */
export interface MaintenanceFormValues {
  title: string;
  message: string;
  estimatedTime: string;
  contactEmail: string;
  contactPhone: string;
  isActive: boolean;
  /** The texts of each language the form shows besides Turkish (blank fields show the Turkish text). */
  texts: Record<string, MaintenanceText>;
}

export type MaintenanceFormState = SaveFormState<MaintenanceFormValues>;

/** The submit button that was pressed: save as it is, or save and switch the mode. */
export const TOGGLE_INTENT = "toggle";

export const TEXT_FIELDS = ["title", "message", "estimatedTime"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The name of a language's text field in the form: "texts.en.title". */
export const textFieldName = (languageCode: string, field: TextField): string => `texts.${languageCode}.${field}`;

/** The languages whose texts the form sent: those with a title field (every language fieldset has one). */
function languagesSent(formData: FormData): string[] {
  const codes: string[] = [];
  for (const name of formData.keys()) {
    const [head, code, field] = name.split(".");
    if (head === "texts" && field === "title" && code && LANGUAGE_CODE_PATTERN.test(code) && !codes.includes(code))
      codes.push(code);
  }
  return codes;
}

export function maintenanceFormValuesFrom(formData: FormData): MaintenanceFormValues {
  const wasActive = formText(formData, "isActive") === "true";
  const toggled = formText(formData, "intent") === TOGGLE_INTENT;
  const texts = Object.fromEntries(
    languagesSent(formData).map((code) => {
      const text = Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, formText(formData, textFieldName(code, field))]),
      );
      return [code, text as MaintenanceText] as const;
    }),
  );
  return {
    ...formTexts(formData, ["title", "message", "estimatedTime", "contactEmail", "contactPhone"]),
    isActive: toggled ? !wasActive : wasActive,
    texts,
  };
}

export const maintenanceInputFrom = (values: MaintenanceFormValues): MaintenanceInput => values;

const BLANK_TEXT: MaintenanceText = { title: "", message: "", estimatedTime: "" };

/** The stored settings as the form shows them, with a fieldset for each of these languages. */
export function maintenanceFormValues(
  { title, message, estimatedTime, contactEmail, contactPhone, isActive, texts }: MaintenanceSettings,
  languageCodes: readonly string[],
): MaintenanceFormValues {
  const shown = Object.fromEntries(languageCodes.map((code) => [code, texts[code] ?? BLANK_TEXT] as const));
  return { title, message, estimatedTime, contactEmail, contactPhone, isActive, texts: shown };
}
