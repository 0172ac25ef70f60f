import { getTranslations } from "next-intl/server";
import { SEARCH_QUERY_MAX_LENGTH } from "@/lib/search/query-text";
import { prefixedPath } from "@/lib/i18n/routing";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths, SEARCH_QUERY_PARAMETER } from "@/lib/site/paths";
import styles from "./SiteSearchForm.module.css";

/**
 * The site search: a plain GET form to the results page (no script needed), in the header and on the
 * results page (there holding the query). Each has its own id for its label.
 */
export async function SiteSearchForm({ locale, id, query = "" }: { locale: string; id: string; query?: string }) {
  const t = await getTranslations("Search");
  return (
    <form
      role="search"
      action={`${BASE_PATH}${prefixedPath(locale, paths.search)}`}
      method="get"
      className={styles.form}
    >
      {/* Read by screen readers, hidden from sight: the field's placeholder and the button say it. */}
      <label htmlFor={id} className="visually-hidden">
        {t("label")}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_QUERY_PARAMETER}
        defaultValue={query}
        placeholder={t("placeholder")}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t("submit")}
      </button>
    </form>
  );
}
