import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { activityWhere, readListPage, searchWhere, type ActivityQuery } from "@/lib/admin/list-query";
import { db } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import { ADMIN_LOCALES, isAdminLocale, type AdminLocale } from "@/lib/admin/paths";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/routing";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Language } from "./schema";

/**
 * Which languages exist, which are active and which is the default come from the database only,
 * through this one cached reader; every language write expires its tag. The proxy, the layouts,
 * the admin's selectors and the sitemap all derive what they need from it.
 */
export function findLanguages(): Promise<Language[]> {
  return db.language.findMany({
    orderBy: BY_ORDER,
    select: {
      id: true,
      code: true,
      name: true,
      nativeName: true,
      flag: true,
      isDefault: true,
      isActive: true,
      order: true,
    },
  });
}

export const getLanguages = unstable_cache(findLanguages, ["languages"], { tags: [cacheTags.languages] });

/** A language the public site serves: active, and one the URL may name. */
export type SiteLanguage = Language & { code: Locale };

export function activeLanguagesOf(languages: Language[]): SiteLanguage[] {
  return languages.filter((language): language is SiteLanguage => language.isActive && isLocale(language.code));
}

export async function getActiveLanguages(): Promise<SiteLanguage[]> {
  return activeLanguagesOf(await getLanguages());
}

/** The site's default language: the active one marked default, else tr. */
export function defaultLanguageOf(languages: Language[]): Locale {
  return activeLanguagesOf(languages).find((language) => language.isDefault)?.code ?? DEFAULT_LOCALE;
}

export interface AdminLanguageChoice {
  code: AdminLocale;
  nativeName: string;
}

/** A language's name in itself ("Deutsch"), where the database cannot say. */
const ownName = (code: string) => new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;

/** The admin-language selector's choices: active languages by order that the admin speaks, else tr, en, de. */
export function adminLanguageChoicesOf(languages: Language[]): AdminLanguageChoice[] {
  const spoken = languages.filter(
    (language): language is Language & { code: AdminLocale } => language.isActive && isAdminLocale(language.code),
  );
  return spoken.length > 0
    ? spoken.map(({ code, nativeName }) => ({ code, nativeName }))
    : ADMIN_LOCALES.map((code) => ({ code, nativeName: ownName(code) }));
}

/** The admin-language choices; the fallback list when the database cannot be read (the admin must still be reachable). */
export async function getAdminLanguageChoices(): Promise<AdminLanguageChoice[]> {
  try {
    return adminLanguageChoicesOf(await getLanguages());
  } catch (error) {
    console.error("Languages could not be read for the admin's language selector", error);
    return adminLanguageChoicesOf([]);
  }
}

/** The content language an admin page edits: the one asked for when it exists, else the default. */
export function pickContentLanguage(
  languages: Language[],
  requested: string | string[] | undefined,
): Language | undefined {
  return (
    languages.find((language) => language.code === requested) ??
    languages.find((language) => language.isDefault) ??
    languages[0]
  );
}

/** A language as people read it ("English"), the code when it is unknown. */
export function languageName(languages: Language[], code: string): string {
  return languages.find((language) => language.code === code)?.nativeName ?? code;
}

const SEARCHED = ["code", "name", "nativeName"] as const;

/**
 * One page of the admin's language list (searched by code and names), each with what deleting it
 * would take along (the confirmation names it).
 */
export async function findLanguagesForAdmin(query: ActivityQuery) {
  const where = { ...activityWhere(query.status), ...searchWhere(query.q, SEARCHED) };
  const page = await readListPage(query, {
    count: (filtered) => db.language.count({ where: filtered ? where : {} }),
    rows: ({ skip, take }) => readLanguageRows(where, skip, take),
  });
  return {
    ...page,
    rows: page.rows.map(({ _count, ...row }) => ({ ...row, servedPublicly: isLocale(row.code), counts: _count })),
  };
}
export type AdminLanguageRow = Awaited<ReturnType<typeof findLanguagesForAdmin>>["rows"][number];

function readLanguageRows(where: Prisma.LanguageWhereInput, skip: number, take: number) {
  return db.language.findMany({
    where,
    orderBy: BY_ORDER,
    skip,
    take,
    select: {
      id: true,
      code: true,
      name: true,
      nativeName: true,
      flag: true,
      isDefault: true,
      isActive: true,
      order: true,
      updatedAt: true,
      _count: { select: { categories: true, topics: true, teamMembers: true, translations: true } },
    },
  });
}

export function findLanguageForEdit(id: number) {
  return db.language.findUnique({ where: { id } });
}

/** A language as the REST API answers: the domain's shape, its id and its version (updatedAt). */
const API_FIELDS = {
  id: true,
  code: true,
  name: true,
  nativeName: true,
  flag: true,
  isDefault: true,
  isActive: true,
  order: true,
  updatedAt: true,
} as const;

/** The API's language list: the active ones for the public, all of them for an administrator or a token. */
export function findLanguagesForApi(client: PrismaClient, { includeInactive }: { includeInactive: boolean }) {
  return client.language.findMany({
    where: includeInactive ? {} : { isActive: true },
    orderBy: BY_ORDER,
    select: API_FIELDS,
  });
}

export function findLanguageForApi(client: PrismaClient, id: number) {
  return client.language.findUniqueOrThrow({ where: { id }, select: API_FIELDS });
}
