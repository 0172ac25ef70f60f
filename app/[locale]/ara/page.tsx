import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchResults } from "@/components/site/SearchResults";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { normalizeQuery } from "@/lib/search/query-text";
import { searchSite } from "@/lib/search/site-search";
import { SEARCH_QUERY_PARAMETER } from "@/lib/site/paths";

/** Each query its own page, rendered when asked (the languages' pages are otherwise prerendered). */
export const dynamic = "force-dynamic";

/** Results pages are for visitors, never for search engines (not in the sitemap either). */
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/ara">): Promise<Metadata> {
  const locale = await requireActiveLocale((await params).locale);
  const query = normalizeQuery((await searchParams)[SEARCH_QUERY_PARAMETER], locale);
  const t = await getTranslations({ locale, namespace: "Search" });
  return {
    title: query.kind === "ready" ? t("metaTitle", { query: query.text }) : t("title"),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: PageProps<"/[locale]/ara">) {
  const locale = await requireActiveLocale((await params).locale);
  const query = normalizeQuery((await searchParams)[SEARCH_QUERY_PARAMETER], locale);
  const results = query.kind === "ready" ? await searchSite(locale, query.lower) : [];
  return <SearchResults locale={locale} query={query} results={results} />;
}
