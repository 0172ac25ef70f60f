import { db } from "@/lib/db";
import { ADMIN_LOCALES, isAdminLocale, type AdminLocale } from "@/lib/admin/paths";

/** The admin-language selector's choices: active languages by order that the admin speaks, else tr, en, de. */
export async function findAdminLanguageChoices(): Promise<AdminLocale[]> {
  try {
    const active = await db.language.findMany({ where: { isActive: true }, orderBy: [{ order: "asc" }, { id: "asc" }], select: { code: true } });
    const choices = active.map((language) => language.code).filter(isAdminLocale);
    return choices.length > 0 ? choices : [...ADMIN_LOCALES];
  } catch {
    return [...ADMIN_LOCALES];
  }
}

export interface ContentLanguage {
  code: string;
  nativeName: string;
  flag: string;
  isDefault: boolean;
}

/** The languages whose content an admin can edit (all of them, active or not), by order. */
export function findContentLanguages(): Promise<ContentLanguage[]> {
  return db.language.findMany({
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { code: true, nativeName: true, flag: true, isDefault: true },
  });
}

/** The content language an admin page edits: the one asked for when it exists, else the default. */
export function pickContentLanguage(languages: ContentLanguage[], requested: string | string[] | undefined): ContentLanguage | undefined {
  return languages.find((language) => language.code === requested) ?? languages.find((language) => language.isDefault) ?? languages[0];
}

/** A content language as people read it ("English"), the code when it is unknown. */
export function languageName(languages: ContentLanguage[], code: string): string {
  return languages.find((language) => language.code === code)?.nativeName ?? code;
}
