import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getActiveLanguages } from "@/lib/languages/queries";
import { isLocale, type Locale } from "./routing";

/**
 * Every public page starts here: a language that is unknown or not active gets the 404 page, and
 * next-intl learns the page's language (which keeps the page static).
 */
export async function requireActiveLocale(locale: string): Promise<Locale> {
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const active = await getActiveLanguages();
  if (!active.some((language) => language.code === locale)) notFound();
  return locale;
}
