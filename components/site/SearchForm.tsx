import type { Ref } from "react";
import { prefixedPath } from "@/lib/i18n/routing";
import { SEARCH_QUERY_MAX_LENGTH } from "@/lib/search/query-text";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths, SEARCH_QUERY_PARAMETER } from "@/lib/site/paths";
import styles from "./SiteSearchForm.module.css";

/** The results page of a language, as a browser requests it (the base path included). */
export const searchAddress = (locale: string) => `${BASE_PATH}${prefixedPath(locale, paths.search)}`;

/**
 * The site search's form: a plain GET to the results page of the language (no script needed), its
 * field named by `label` (the button and the placeholder say what it is for). Markup only, so the
 * results page renders it on the server and the header's search in the browser.
 */
export function SearchForm({
  locale,
  label,
  submit,
  placeholder,
  query,
  inputRef,
}: {
  locale: string;
  label: string;
  submit: string;
  placeholder?: string;
  query?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <form role="search" action={searchAddress(locale)} className={styles.form}>
      <input
        ref={inputRef}
        type="search"
        name={SEARCH_QUERY_PARAMETER}
        aria-label={label}
        defaultValue={query}
        placeholder={placeholder}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {submit}
      </button>
    </form>
  );
}
