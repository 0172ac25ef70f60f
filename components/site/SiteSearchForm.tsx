import { getTranslations } from "next-intl/server";
import { SearchForm } from "./SearchForm";

/** The results page's search form, holding the query searched. */
export async function SiteSearchForm({ locale, query }: { locale: string; query: string }) {
  const t = await getTranslations("Search");
  return (
    <SearchForm locale={locale} label={t("label")} submit={t("submit")} placeholder={t("placeholder")} query={query} />
  );
}
