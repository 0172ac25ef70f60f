import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import type { SearchResult } from "@/lib/search/queries";
import { SEARCH_QUERY_MAX_LENGTH, type SearchQuery } from "@/lib/search/query-text";
import { SiteSearchForm } from "./SiteSearchForm";
import styles from "./SearchResults.module.css";

/** The results page: the form holding the query, then its results with their kind and highlighted excerpt. */
export async function SearchResults({
  locale,
  query,
  results,
}: {
  locale: string;
  query: SearchQuery;
  results: SearchResult[];
}) {
  const t = await getTranslations("Search");
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("heading")}</h1>
      <SiteSearchForm locale={locale} query={query.text} />
      <SearchOutcome query={query} results={results} />
    </div>
  );
}

async function SearchOutcome({ query, results }: { query: SearchQuery; results: SearchResult[] }) {
  const t = await getTranslations("Search");
  if (query.kind === "empty") return <p className={styles.message}>{t("empty")}</p>;
  if (query.kind === "tooLong")
    return (
      <p className={styles.message} role="alert">
        {t("tooLong", { max: SEARCH_QUERY_MAX_LENGTH })}
      </p>
    );
  return (
    <>
      <p className={styles.count} role="status">
        {t("count", { count: results.length })}
      </p>
      {results.length === 0 ? (
        <p className={styles.message}>{t("none", { query: query.text })}</p>
      ) : (
        <ol className={styles.list}>
          {results.map((result) => (
            <li key={`${result.kind}:${result.href}`} className={styles.result}>
              <span className={styles.kind} data-kind={result.kind}>
                {t(`kinds.${result.kind}`)}
              </span>
              <Link href={result.href} className={styles.title}>
                {result.title}
              </Link>
              {/* Escaped text with <mark> around the matches only (lib/search/highlight.ts). */}
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
