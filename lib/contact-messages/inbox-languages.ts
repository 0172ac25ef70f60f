import { fold } from "@/lib/admin/list-query";

/**
 * Who speaks a message's language: a team member's `languages` are free text as the firm wrote them
 * ("İngilizce", "English", "Almanca (ileri)"), in any of the site's languages. A member speaks the
 * language when one of those texts names it as Turkish, English or the language itself calls it
 * (Intl.DisplayNames), compared case-insensitively the Turkish way (İ/i and I/ı one letter), as the
 * admin's searches compare (lib/admin/list-query.ts fold).
 */
const NAMING_LOCALES = ["tr", "en"] as const;

/** The language's name in `locale` ("İngilizce" for "en" in "tr"), or undefined where CLDR has none (or the code is no tag). */
export function languageName(locale: string, code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language", fallback: "none" }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The language's names: in Turkish, in English and in itself, folded. */
export function languageNames(code: string): string[] {
  const names = [...NAMING_LOCALES, code].map((locale) => languageName(locale, code));
  return [...new Set(names.filter((name): name is string => Boolean(name)).map(fold))];
}

const LETTER = /[\p{L}\p{M}]/u;

/** `name` appears in `text` as a whole word (or words): "ingilizce (ileri)" names İngilizce, "kingilizce" does not. */
function namesWord(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if (!(before && LETTER.test(before)) && !(after && LETTER.test(after))) return true;
  }
  return false;
}

/** Whether one of a member's language texts names the language of `code`. */
export function speaksLanguage(languages: readonly string[], code: string | null): boolean {
  if (!code) return false;
  const names = languageNames(code);
  return languages.some((language) => {
    const text = fold(language.trim());
    return text === code || names.some((name) => namesWord(text, name));
  });
}
