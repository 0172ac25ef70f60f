import turkish from "@/messages/tr.json";
import { PAGE_TEXT_NAMESPACES } from "@/lib/page-texts/keys";
import type { Messages } from "./messages";

/**
 * The Turkish source texts of the public interface (a translation maps the Turkish text to
 * the language's), from messages/tr.json; the admin's own texts (Admin) are not the site's, and the
 * page texts (About, Services, home) have an editor of their own, by page and language
 * (lib/page-texts), Turkish included.
 */
const NOT_INTERFACE: readonly string[] = ["Admin", ...PAGE_TEXT_NAMESPACES];

function stringsOf(messages: Messages): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === "string" ? [value] : stringsOf(value)));
}

export const INTERFACE_SOURCES: readonly string[] = [
  ...new Set(
    Object.entries(turkish as Messages)
      .filter(([namespace]) => !NOT_INTERFACE.includes(namespace))
      .flatMap(([, value]) => (typeof value === "string" ? [value] : stringsOf(value))),
  ),
];

/** The shipped file's text for each Turkish source text of a language (what shows when the admin saved none). */
export function shippedTranslations(source: Messages, shipped: Messages | undefined): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(source)) {
    const other = shipped?.[key];
    if (typeof value === "string") {
      if (typeof other === "string" && !result.has(value)) result.set(value, other);
    } else {
      for (const [text, translated] of shippedTranslations(value, typeof other === "object" ? other : undefined))
        if (!result.has(text)) result.set(text, translated);
    }
  }
  return result;
}
