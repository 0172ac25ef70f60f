"use client";

import { useState } from "react";
import { searchAddress, SearchForm } from "./SearchForm";
import styles from "./SiteSearchForm.module.css";

/**
 * The header's search: a link to the results page (which holds the full form) until it is used,
 * then the search form in its place, focused. Every page carries the header, and a topic page must
 * stay under 50 KB: the form is made in the browser, not sent twice (HTML and React's payload) with
 * each page.
 */
export function HeaderSearch({ locale, label, submit }: { locale: string; label: string; submit: string }) {
  const [open, setOpen] = useState(false);
  if (open)
    // Opened by the visitor's click, to type in at once.
    return <SearchForm locale={locale} label={label} submit={submit} inputRef={(input) => input?.focus()} />;
  return (
    <a
      href={searchAddress(locale)}
      className={styles.toggle}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      {submit}
    </a>
  );
}
