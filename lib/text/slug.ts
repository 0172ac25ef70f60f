import { z } from "zod";

/**
 * The slug rule, shared by the forms, the server actions and the database's CHECK:
 * lowercase, Turkish letters transliterated, other non-alphanumerics removed, spaces to hyphens,
 * repeated hyphens collapsed.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const TURKISH: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  i̇: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
};

export function slugify(text: string): string {
  return text
    .replace(/İ/g, "i")
    .replace(/I/g, "i")
    .toLowerCase()
    .replace(/i̇/g, "i")
    .replace(/[çğıöşüâîû]/g, (letter) => TURKISH[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const SLUG_MAX_LENGTH = 120;

/** A slug field of a domain schema: required, and of the rule's form. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, "slugRequired")
  .max(SLUG_MAX_LENGTH, "slugInvalid")
  .regex(SLUG_PATTERN, "slugInvalid");

/** Whether a URL's segment can be a slug at all (anything else names no page, and is not looked up). */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
