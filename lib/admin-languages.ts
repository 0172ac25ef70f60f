import { db } from "@/lib/db";
import { ADMIN_LOCALES, isAdminLocale, type AdminLocale } from "@/lib/admin-paths";

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
