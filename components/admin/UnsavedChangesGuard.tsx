"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { formSnapshot, linkLeavesPage } from "@/lib/admin/unsaved";
import styles from "./ConfirmDialog.module.css";

/**
 * Put inside a record form: leaving it with changes asks first. The form is dirty when its
 * fields (the editor's hidden body and a team member's rows included) differ from what was loaded.
 * Closing or reloading the tab gets the browser's own question; a link (tabs, header, panels), a
 * [data-leaves-page] button (logout) and the Back button get this dialog, in the admin's language.
 * A save replaces the page (the list, or the form again at its new version), which ends the guard.
 */
export function UnsavedChangesGuard() {
  const t = useTranslations("Admin.editing.unsaved");
  const dialog = useRef<HTMLDialogElement>(null);
  const onLeave = useRef<(() => void) | null>(null);

  useEffect(() => {
    const form = dialog.current?.closest("form");
    if (!form) return;
    const snapshot = () => formSnapshot(new FormData(form));
    const loaded = snapshot();
    let armed = true;
    let guardEntry = false;
    const dirty = () => armed && snapshot() !== loaded;
    const ask = (leave: () => void) => {
      onLeave.current = () => {
        armed = false;
        leave();
      };
      // Back pressed again while it asks: it is already open.
      if (dialog.current && !dialog.current.open) dialog.current.showModal();
    };
    const pushGuardEntry = () => {
      // Back first leaves this copy of the page's own entry, which stays in the page (popstate).
      window.history.pushState(window.history.state, "", window.location.href);
      guardEntry = true;
    };

    // Only once the form is dirty: a form merely visited leaves no extra history entry behind.
    // Checked a moment later, as the editor's toolbar updates the body after its click.
    const onEdit = () =>
      setTimeout(() => {
        if (!guardEntry && dirty()) pushGuardEntry();
      });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], [data-leaves-page]") : null;
      if (!target || form.contains(target)) return;
      if (
        target instanceof HTMLAnchorElement &&
        !linkLeavesPage(
          event,
          { href: target.href, target: target.target, download: target.hasAttribute("download") },
          window.location.href,
        )
      )
        return;
      if (!dirty()) return;
      event.preventDefault();
      event.stopPropagation();
      ask(() => target.click());
    };
    const onPopState = () => {
      if (!guardEntry) return;
      guardEntry = false;
      if (!dirty()) return window.history.back();
      pushGuardEntry();
      ask(() => window.history.go(-2));
    };

    const edits = ["input", "change", "click", "keyup"] as const;
    for (const type of edits) form.addEventListener(type, onEdit);
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      for (const type of edits) form.removeEventListener(type, onEdit);
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-question"
      onClose={() => (onLeave.current = null)}
    >
      <h2 id="unsaved-title">{t("title")}</h2>
      <p id="unsaved-question">{t("question")}</p>
      <div className={styles.buttons}>
        <button type="button" onClick={() => dialog.current?.close()} autoFocus>
          {t("stay")}
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => {
            const leave = onLeave.current;
            dialog.current?.close();
            leave?.();
          }}
        >
          {t("leave")}
        </button>
      </div>
    </dialog>
  );
}
