import { diffWords } from "diff";
import { stripHtml } from "@/lib/text/excerpt";

/**
 * Two revisions of an item side by side: each field that differs, as text compared word by word
 * (jsdiff). A rich-text body is compared as its text, paragraph by paragraph: its markup is not
 * what an editor reads.
 */
export interface WordChange {
  text: string;
  /** "removed": only in the older revision; "added": only in the newer one. */
  change: "same" | "removed" | "added";
}

export interface FieldComparison {
  field: string;
  changes: WordChange[];
}

/**
 * Fields a revision keeps that no restore brings back: a deleted category's topics, the version
 * links, and the order (the list's drag and drop sets it, not a save of the item).
 */
export const NOT_COMPARED = new Set(["topics", "translationKey", "order"]);
const RICH_TEXT_FIELDS = new Set(["body"]);
/** A word diff gives up past this (a 400,000-character body rewritten): the whole texts are shown changed. */
const DIFF_TIMEOUT_MS = 1000;

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|div|pre|tr)>|<br\s*\/?>/gi;

/** A rich-text body as the text a reader sees, its paragraphs on lines of their own. */
export function bodyText(html: string): string {
  return html
    .split(BLOCK_END)
    .map((paragraph) => stripHtml(paragraph))
    .filter((paragraph) => paragraph !== "")
    .join("\n");
}

/** A field's value as text: lists one entry a line, links "network: address". */
export function fieldText(field: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (RICH_TEXT_FIELDS.has(field) && typeof value === "string") return bodyText(value);
  if (Array.isArray(value)) return value.map(String).join("\n");
  if (typeof value === "object")
    return Object.entries(value)
      .filter(([, entry]) => entry !== "" && entry !== null)
      .map(([key, entry]) => `${key}: ${String(entry)}`)
      .join("\n");
  return String(value);
}

export function compareTexts(before: string, after: string): WordChange[] {
  const parts = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!parts)
    return [
      { text: before, change: "removed" },
      { text: after, change: "added" },
    ];
  return parts.map((part) => ({
    text: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

/** The fields that differ between two revisions' data, in the newer one's order (then the older's). */
export function compareRevisionData(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldComparison[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (field) => !NOT_COMPARED.has(field),
  );
  return fields
    .map((field) => ({ field, old: fieldText(field, before[field]), next: fieldText(field, after[field]) }))
    .filter(({ old, next }) => old !== next)
    .map(({ field, old, next }) => ({ field, changes: compareTexts(old, next) }));
}
