"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "./FormParts";
import styles from "./Toast.module.css";

/** The query parameters that carry a write's outcome back to the page (saved=…, deleted=1…). */
const OUTCOME_PARAMS = ["saved", "deleted", "toggled", "defaulted", "linked", "unlinked", "bulkPublished"];

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

/** A message from the page itself (a failed save), shown by the page's toast in place of its outcome. */
export interface ToastNote {
  message: string;
  tone: "error";
}

type NoteListener = (note: ToastNote) => void;
const listeners: NoteListener[] = [];
const fallbacks: NoteListener[] = [];
let notesShown = 0;

/** Shows a note in the page's toast (the first one mounted, so one live region speaks), else in a FallbackToast. */
export function showToast(note: ToastNote): void {
  (listeners[0] ?? fallbacks[0])?.(note);
}

function useListener(registry: NoteListener[], listener: NoteListener): void {
  useEffect(() => {
    registry.push(listener);
    return () => {
      registry.splice(registry.indexOf(listener), 1);
    };
  }, [registry, listener]);
}

/** Where a note goes on a page without a toast of its own (the account page): a toast made for it. */
export function FallbackToast() {
  const [note, setNote] = useState<(ToastNote & { id: string }) | null>(null);
  useListener(
    fallbacks,
    useCallback((next: ToastNote) => setNote({ ...next, id: `note-${++notesShown}` }), []),
  );
  return note && <Toast message={note.message} outcome={note.id} tone={note.tone} />;
}

/** The last note `showToast` sent this toast, until a new outcome (the page rendered again by a write) replaces it. */
function useToastNote(outcomeId: string): (ToastNote & { id: string }) | null {
  const [note, setNote] = useState<(ToastNote & { id: string; over: string }) | null>(null);
  useListener(
    listeners,
    useCallback((next: ToastNote) => setNote({ ...next, id: `note-${++notesShown}`, over: outcomeId }), [outcomeId]),
  );
  return note?.over === outcomeId ? note : null;
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
  message: outcomeMessage,
  outcome: outcomeId,
  link: outcomeLink,
  tone: outcomeTone,
}: {
  message: string;
  outcome: string;
  link?: { href: string; text: string; label: string };
  tone?: ToastNote["tone"];
}) {
  const t = useTranslations("Admin.editing");
  const hydrated = useHydrated();
  const note = useToastNote(outcomeId);
  const message = note?.message ?? outcomeMessage;
  const outcome = note?.id ?? outcomeId;
  const link = note ? undefined : outcomeLink;
  const tone = note?.tone ?? outcomeTone;
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
      data-tone={tone}
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
