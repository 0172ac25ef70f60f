import { stripHtml } from "@/lib/text/excerpt";
import { parseKeywords } from "@/lib/text/keywords";

/**
 * Which text fields of a version in another language still hold its source's (the Turkish
 * version's) value: copied and not yet translated. Compared whenever the form renders or changes,
 * never stored. Only fields a translator changes are compared: a slug, a photo, links and order are
 * the same in every language by right, and so is a person's name. An empty field is never
 * "identical": there is nothing to translate.
 *
 * How each field is read: `text` as typed; `html` by its words (a rich-text body the editor may
 * re-serialize without changing a word); `list` a field posted once per row (a member's lists);
 * `keywords` comma-separated text, or the list stored.
 */
export type FieldKind = "text" | "html" | "list" | "keywords";
export type TranslatableFields = Readonly<Record<string, FieldKind>>;
/** A form's or a row's values by field (other fields, e.g. isActive, are passed over). */
export type FieldValues = object;
const valueOf = (values: FieldValues, field: string): unknown => (values as Record<string, unknown>)[field];

export const CATEGORY_TRANSLATABLE = { title: "text", description: "text" } as const satisfies TranslatableFields;
export const TOPIC_TRANSLATABLE = {
  title: "text",
  section: "text",
  body: "html",
  keywords: "keywords",
  metaTitle: "text",
  metaDescription: "text",
} as const satisfies TranslatableFields;
export const TEAM_TRANSLATABLE = {
  title: "text",
  shortDescription: "text",
  biography: "text",
  education: "list",
  expertise: "list",
  courses: "list",
  languages: "list",
  memberships: "list",
  publications: "list",
} as const satisfies TranslatableFields;

/** A source version to compare with: its fields' values, and which fields those are. */
export interface TranslationCheck {
  fields: TranslatableFields;
  source: FieldValues;
}

const words = (text: string) => text.replace(/\s+/g, " ").trim();
const asList = (value: unknown): readonly string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];

/** The value as compared: whitespace collapsed, an html body's tags dropped, a list's blank rows left out. */
export function comparable(kind: FieldKind, value: unknown): string {
  if (kind === "keywords") return (typeof value === "string" ? parseKeywords(value) : asList(value)).join("\n");
  if (kind === "list")
    return asList(value)
      .map(words)
      .filter((item) => item !== "")
      .join("\n");
  const text = asList(value).join("\n");
  return kind === "html" ? stripHtml(text) : words(text);
}

/** The fields (in their order) whose value is not empty and the same as the source's. */
export function identicalFields(fields: TranslatableFields, current: FieldValues, source: FieldValues): string[] {
  return Object.entries(fields)
    .filter(([field, kind]) => {
      const value = comparable(kind, valueOf(current, field));
      return value !== "" && value === comparable(kind, valueOf(source, field));
    })
    .map(([field]) => field);
}

/** The compared fields of a form as it would post now. */
export function formFieldValues(fields: TranslatableFields, formData: FormData): FieldValues {
  return Object.fromEntries(
    Object.entries(fields).map(([field, kind]) => {
      const posted = formData.getAll(field).map((value) => (typeof value === "string" ? value : ""));
      return [field, kind === "list" ? posted : (posted[0] ?? "")];
    }),
  );
}
