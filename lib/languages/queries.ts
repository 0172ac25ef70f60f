import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/routing";

/** A language as the public site uses it. */
export interface SiteLanguage {
  code: Locale;
  name: string;
  nativeName: string;
  flag: string;
  isDefault: boolean;
}

const isLocale = (code: string): code is Locale => (LOCALES as readonly string[]).includes(code);

/** Active languages the URL may name, by order (spec: unknown order sorts last, as 999). */
export async function findActiveLanguages(): Promise<SiteLanguage[]> {
  const rows = await db.language.findMany({
    where: { isActive: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { code: true, name: true, nativeName: true, flag: true, isDefault: true },
  });
  return rows.filter((row): row is typeof row & { code: Locale } => isLocale(row.code));
}

export const getActiveLanguages = unstable_cache(findActiveLanguages, ["active-languages"], { tags: [cacheTags.languages] });

/** The site's default language: the active one marked default, else tr. */
export function defaultLanguageOf(languages: SiteLanguage[]): Locale {
  return languages.find((language) => language.isDefault)?.code ?? DEFAULT_LOCALE;
}

export async function isActiveLanguage(code: string): Promise<boolean> {
  return (await getActiveLanguages()).some((language) => language.code === code);
}
