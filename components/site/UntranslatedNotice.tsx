"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { useSyncExternalStore } from "react";
import { UNTRANSLATED_NOTICE } from "@/lib/site/paths";
import styles from "./ContentViews.module.css";

const noSubscription = () => () => {};
const askedFor = () =>
  new URLSearchParams(window.location.search).get(UNTRANSLATED_NOTICE.name) === UNTRANSLATED_NOTICE.value;

/**
 * After the language switch found no version of the page in this language (it then lands on the
 * home page with a notice query): says so, in this language. Read in the browser, since the page
 * itself is cached for every visitor.
 */
export function UntranslatedNotice() {
  const t = useTranslations("Site");
  const shown = useSyncExternalStore(noSubscription, askedFor, () => false);
  return shown ? (
    <p role="status" className={styles.notice}>
      {t("untranslated")}
    </p>
  ) : null;
}
