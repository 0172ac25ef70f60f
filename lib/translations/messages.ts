import { isShippedLocale } from "@/lib/i18n/routing";
import { messageSyntaxProblem } from "./message-syntax";

/**
 * Interface strings: Turkish is the source; another language takes the database row for
 * the Turkish text, then the shipped messages file, then the Turkish text itself. A row that is no
 * usable message for its source (saved before saves were checked, or imported) is passed over: the
 * visitor sees the shipped text, never a message key.
 */
export type Messages = { [key: string]: string | Messages };

/** Whether each (source, text) pair was usable: asked on every page's messages, so each pair is parsed once. */
const usable = new Map<string, boolean>();
const USABLE_REMEMBERED = 10_000;

export function isUsableTranslation(source: string, text: string): boolean {
  const key = `${source}\u0000${text}`;
  let known = usable.get(key);
  if (known === undefined) {
    known = messageSyntaxProblem(source, text) === undefined;
    if (usable.size >= USABLE_REMEMBERED) usable.clear();
    usable.set(key, known);
  }
  return known;
}

function overrideOf(overrides: Record<string, string>, source: string): string | undefined {
  const text = overrides[source];
  return text !== undefined && isUsableTranslation(source, text) ? text : undefined;
}

export function translateMessages(
  source: Messages,
  shipped: Messages | undefined,
  overrides: Record<string, string>,
): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(source)) {
    const fallback = shipped?.[key];
    if (typeof value === "string") {
      result[key] = overrideOf(overrides, value) ?? (typeof fallback === "string" ? fallback : value);
    } else {
      result[key] = translateMessages(value, typeof fallback === "object" ? fallback : undefined, overrides);
    }
  }
  return result;
}

/** A language's shipped messages file (messages/<code>.json), or undefined for a language the site ships none for. */
export async function shippedMessagesOf(languageCode: string): Promise<Messages | undefined> {
  if (!isShippedLocale(languageCode)) return undefined;
  return (await import(`../../messages/${languageCode}.json`)).default as Messages;
}
