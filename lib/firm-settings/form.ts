import { formChecked, formText, formTexts, type SaveFormState } from "@/lib/admin/forms";
import { LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";
import { WEEKDAYS, type FirmSettings, type FirmSettingsInput, type FirmText, type Registration } from "./schema";

/**
 * The Site ayarları form's codec. Lists (phones, e-mails, profiles) are typed one per line; the
 * registrations are rows of three fields, blank rows dropped; each other language has its own
 * name and hours note.
 */
export const FIRM_TEXT_FIELDS = [
  "name",
  "legalName",
  "street",
  "district",
  "city",
  "postalCode",
  "countryCode",
  "mapUrl",
  "enquiryEmail",
  "foundingYear",
  "opensAt",
  "closesAt",
  "hoursNote",
  "clientsServed",
  "countriesServed",
] as const;
export const FIRM_LIST_FIELDS = ["phones", "emails", "socialProfiles"] as const;
const REGISTRATION_FIELDS = ["authority", "label", "number"] as const;
/** Rows the form offers beyond the saved registrations, for new ones. */
export const BLANK_REGISTRATION_ROWS = 2;

export type FirmFormValues = Record<(typeof FIRM_TEXT_FIELDS)[number] | (typeof FIRM_LIST_FIELDS)[number], string> & {
  acknowledgeVisitors: boolean;
  openDays: string[];
  registrations: Registration[];
  texts: Record<string, FirmText>;
};

export type FirmFormState = SaveFormState<FirmFormValues>;

export const firmTextFieldName = (code: string, field: keyof FirmText) => `texts.${code}.${field}`;
export const registrationFieldName = (index: number, field: keyof Registration) => `registrations.${index}.${field}`;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function registrationsFrom(formData: FormData): Registration[] {
  const rows: Registration[] = [];
  for (let index = 0; formData.has(registrationFieldName(index, "authority")); index++) {
    const row = Object.fromEntries(
      REGISTRATION_FIELDS.map((field) => [field, formText(formData, registrationFieldName(index, field)).trim()]),
    ) as Registration;
    if (row.authority || row.label || row.number) rows.push(row);
  }
  return rows;
}

function textsFrom(formData: FormData): Record<string, FirmText> {
  const codes = new Set<string>();
  for (const name of formData.keys()) {
    const [head, code] = name.split(".");
    if (head === "texts" && code && LANGUAGE_CODE_PATTERN.test(code)) codes.add(code);
  }
  return Object.fromEntries(
    [...codes].map((code) => [
      code,
      {
        name: formText(formData, firmTextFieldName(code, "name")),
        hoursNote: formText(formData, firmTextFieldName(code, "hoursNote")),
      },
    ]),
  );
}

export function firmFormValuesFrom(formData: FormData): FirmFormValues {
  return {
    ...formTexts(formData, [...FIRM_TEXT_FIELDS, ...FIRM_LIST_FIELDS]),
    acknowledgeVisitors: formChecked(formData, "acknowledgeVisitors"),
    openDays: formData.getAll("openDays").filter((day): day is string => typeof day === "string"),
    registrations: registrationsFrom(formData),
    texts: textsFrom(formData),
  };
}

/** What the domain schema checks: a year as typed stays a number the schema can refuse. */
export function firmInputFrom(values: FirmFormValues): FirmSettingsInput {
  const { phones, emails, socialProfiles, foundingYear, ...rest } = values;
  return {
    ...rest,
    countryCode: rest.countryCode.trim().toUpperCase(),
    phones: lines(phones),
    emails: lines(emails),
    socialProfiles: lines(socialProfiles),
    foundingYear: foundingYear.trim() === "" ? Number.NaN : Number(foundingYear),
    openDays: WEEKDAYS.filter((day) => values.openDays.includes(day)),
  };
}

/** The saved settings as the form shows them, with a fieldset for each of these languages. */
export function firmFormValues(settings: FirmSettings, languageCodes: readonly string[]): FirmFormValues {
  const { updatedAt: _version, texts, phones, emails, socialProfiles, foundingYear, ...rest } = settings;
  return {
    ...rest,
    foundingYear: String(foundingYear),
    phones: phones.join("\n"),
    emails: emails.join("\n"),
    socialProfiles: socialProfiles.join("\n"),
    texts: Object.fromEntries(languageCodes.map((code) => [code, texts[code] ?? { name: "", hoursNote: "" }])),
  };
}
