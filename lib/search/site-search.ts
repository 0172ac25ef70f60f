import { getTranslations } from "next-intl/server";
import { paths } from "@/lib/site/paths";
import { SERVICE_PAGE_KEY, SERVICE_PAGE_SLUGS } from "@/lib/site/services";
import { searchContent, type SearchResult } from "./queries";
import { searchServicePages, type ServicePageText } from "./services";

/** The service pages' texts in the request's language, the firm's page texts included (next-intl's messages). */
async function servicePageTexts(): Promise<ServicePageText[]> {
  const t = await getTranslations("Services");
  return SERVICE_PAGE_SLUGS.map((slug) => {
    const key = SERVICE_PAGE_KEY[slug];
    return {
      title: t(`pages.${key}.title`),
      href: paths.servicePage(slug),
      text: [t(`pages.${key}.lead`), t(`pages.${key}.metaDescription`), t(`pages.${key}.metaKeywords`)].join(" "),
    };
  });
}

/** Everything the results page lists for a query (lower-cased: ./query-text.ts), best first. */
export async function searchSite(locale: string, lower: string): Promise<SearchResult[]> {
  const [content, services] = await Promise.all([searchContent(locale, lower), servicePageTexts()]);
  return [...content, ...searchServicePages(services, lower, locale)].sort((a, b) => b.rank - a.rank);
}
