"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useHydrated } from "./FormParts";
import styles from "./Toast.module.css";

/** The query parameters that carry a write's outcome back to the page (saved=…, deleted=1…). */
const OUTCOME_PARAMS = ["saved", "deleted", "toggled", "defaulted", "linked", "unlinked"];

/**
 * Drops the last outcome from the address before a change made in place (a reorder, a translation
 * row) re-renders the page, so that an outcome already shown (or closed) does not come back.
 */
export function forgetOutcome(): void {
  const url = new URL(window.location.href);
  if (!OUTCOME_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of OUTCOME_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(null, "", url);
}

/** How long an outcome stays on screen unless the pointer or focus is on it. */
export const TOAST_MS = 8000;

/**
 * The outcome of a write (saved, deleted…) as a toast. The live region is in the page
 * from the start and gets its text once the page runs in the browser, so screen readers announce
 * it; it holds only the message (tests and assistive tech read it alone). The optional link (view
 * on site) and the close button sit beside it. Rendered by OutcomeToast, which names each outcome.
 */
export function Toast({
  message,
  outcome,
  link,
}: {
  message: string;
  outcome: string;
  link?: { href: string; text: string; label: string };
}) {
  const t = useTranslations("Admin.editing");
  const hydrated = useHydrated();
  // Which outcome was closed: the same text after another write (a new outcome) shows again.
  const [closed, setClosed] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const shown = hydrated && message !== "" && closed !== outcome;

  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => setClosed(outcome), TOAST_MS);
    return () => clearTimeout(timer);
  }, [shown, held, outcome]);

  return (
    <div
      className={styles.toast}
      data-shown={shown || undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p role="status" aria-live="polite" className={styles.message}>
        {shown ? message : ""}
      </p>
      {shown && link && (
        <a href={link.href} target="_blank" rel="noopener" aria-label={link.label} className={styles.link}>
          {link.text}
        </a>
      )}
      {shown && (
        <button type="button" className={styles.close} aria-label={t("dismiss")} onClick={() => setClosed(outcome)}>
          ×
        </button>
      )}
    </div>
  );
}
