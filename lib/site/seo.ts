import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { getTranslations } from "next-intl/server";
import { withoutIsolates } from "@/lib/i18n/isolate-stand-ins";
import { openGraphLocale } from "@/lib/i18n/language-traits";
import { prefixedPath, type Locale } from "@/lib/i18n/routing";
import { activeLanguagesOf, defaultLanguageOf, getLanguages } from "@/lib/languages/queries";
import { findAlternates } from "./alternates";
import { pathOf, type PublicPage, type StaticPagePath } from "./paths";
import { absoluteUrl } from "@/lib/site/url";

/** The URL of a public path in a language, prefixed as the router does (Turkish unprefixed). */
export function localizedUrl(locale: Locale, path: string): string {
  return absoluteUrl(prefixedPath(locale, path));
}

export interface PageSeo {
  locale: Locale;
  page: PublicPage;
  title: string;
  description: string;
  keywords?: string[];
  type?: "website" | "article";
  /** The title already carries the brand, so the layout's "… | Bursa Patent" template is skipped. */
  absoluteTitle?: boolean;
}

/**
 * Title, description, keywords, canonical, hreflang (every active language with a counterpart,
 * plus x-default), Open Graph, Twitter card and robots: the same for every public page.
 */
export async function pageMetadata(seo: PageSeo): Promise<Metadata> {
  const { locale, page, type = "website", absoluteTitle } = seo;
  const title = withoutIsolates(seo.title);
  const description = withoutIsolates(seo.description);
  const keywords = seo.keywords?.map(withoutIsolates);
  const languages = await getLanguages();
  const alternates = await findAlternates(
    locale,
    page,
    activeLanguagesOf(languages).map((language) => language.code),
  );
  const hreflang: Record<string, string> = {};
  for (const [language, path] of alternates) if (path) hreflang[language] = localizedUrl(language, path);
  const defaultLanguage = defaultLanguageOf(languages);
  const defaultPath = alternates.get(defaultLanguage);
  hreflang["x-default"] = defaultPath ? localizedUrl(defaultLanguage, defaultPath) : localizedUrl(locale, pathOf(page));
  const canonical = localizedUrl(locale, pathOf(page));
  const siteName = withoutIsolates((await getTranslations({ locale, namespace: "Site" }))("name"));
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords && keywords.length > 0 ? keywords : undefined,
    alternates: { canonical, languages: hreflang },
    // A preview (Next's draft mode: lib/preview) shows what is not published: never indexed.
    robots: (await draftMode()).isEnabled ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: { type, url: canonical, title, description, siteName, locale: openGraphLocale(locale) },
    // X reads the title and description from the Open Graph tags: the page does not carry them twice.
    twitter: { card: "summary" },
  };
}

/**
 * Metadata of a fixed page whose texts live in one message namespace: its title (`metaTitle`, or
 * the key given), `metaDescription` and comma-separated `metaKeywords`.
 */
export async function staticPageMetadata(
  locale: Locale,
  namespace: string,
  path: StaticPagePath,
  titleKey = "metaTitle",
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({
    locale,
    page: { kind: "static", path },
    title: t(titleKey),
    description: t("metaDescription"),
    keywords: t("metaKeywords")
      .split(",")
      .map((keyword) => keyword.trim())
      .filter(Boolean),
  });
}
