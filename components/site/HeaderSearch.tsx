"use client";

import { useState } from "react";
import { SEARCH_QUERY_MAX_LENGTH } from "@/lib/search/query-text";
import { SEARCH_QUERY_PARAMETER } from "@/lib/site/paths";
import styles from "./SiteSearchForm.module.css";

/**
 * The header's search: a link to the results page (which holds the full form) until it is used,
 * then a search box in its place, focused. Every page carries the header, and a topic page must stay
 * under 50 KB: the box is made in the browser, not sent twice (HTML and React's payload) with each page.
 */
export function HeaderSearch({ action, label, submit }: { action: string; label: string; submit: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <a
        href={action}
        className={styles.toggle}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {submit}
      </a>
    );
  return (
    <form role="search" action={action} className={styles.form}>
      <input
        type="search"
        name={SEARCH_QUERY_PARAMETER}
        aria-label={label}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        // Opened by the visitor's click, to type in at once.
        ref={(input) => input?.focus()}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {submit}
      </button>
    </form>
  );
}
