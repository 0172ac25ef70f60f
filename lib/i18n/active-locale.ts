import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { getActiveLanguages } from "@/lib/languages/queries";
import { routing, type Locale } from "./routing";

/**
 * Every public page starts here: a language that is unknown or not active gets the 404 page, and
 * next-intl learns the page's language (which keeps the page static).
 */
export async function requireActiveLocale(locale: string): Promise<Locale> {
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const active = await getActiveLanguages();
  if (!active.some((language) => language.code === locale)) notFound();
  return locale;
}
