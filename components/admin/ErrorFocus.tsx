"use client";

import { useTranslations } from "next-intl";
import { useEffect, type RefObject } from "react";
import { useFormStatus } from "react-dom";
import { FallbackToast, showToast } from "./Toast";

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]';

/** Set while a form's save runs: a form the answer renders anew (a new key) still knows it was just sent. */
let awaitingAnswer = false;

/** A form's fields in error, in page order: marked invalid, or described by a field's error text ("title-error"). */
function fieldsInError(form: HTMLFormElement): HTMLElement[] {
  const describedByError = (element: Element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .some((id) => id.endsWith("-error") && form.querySelector(`[id="${CSS.escape(id)}"]`));
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [aria-describedby]')].filter(
    (element) => element.getAttribute("aria-invalid") === "true" || describedByError(element),
  );
}

/** Focuses an element (a group's first control, or the element itself made focusable) and brings it into view. */
function bringIntoView(element: HTMLElement): void {
  const target = element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  if (target === element && !target.matches(FOCUSABLE) && !target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  // Its scroll-margin-top (AdminForm.module.css) keeps it, and its label, clear of the admin's header.
  const top = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const box = target.getBoundingClientRect();
  if (box.top >= top && box.bottom <= window.innerHeight) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}

/**
 * After a save that comes back refused, puts what went wrong in view: focus on the first field in
 * error (or, with none, on the form's alert), scrolled below the header, and a toast summing it up.
 * Rendered by FormAlert, so every admin form does this the same way.
 */
export function ErrorFocus({ alert }: { alert: RefObject<HTMLElement | null> }) {
  const t = useTranslations("Admin.editing");
  const { pending } = useFormStatus();

  useEffect(() => {
    if (pending) {
      awaitingAnswer = true;
      return;
    }
    const form = alert.current?.closest("form");
    if (!awaitingAnswer || !alert.current || !form) return;
    awaitingAnswer = false;
    const fields = fieldsInError(form);
    const errorTexts = [...form.querySelectorAll<HTMLElement>('[id$="-error"]')];
    const reason = alert.current.textContent?.trim() ?? "";
    const first = fields[0] ?? (reason ? alert.current : errorTexts[0]);
    if (!first) return;
    bringIntoView(first);
    const count = Math.max(fields.length, errorTexts.length);
    const message = count > 0 ? t("notSaved", { count }) : t("notSavedBecause", { message: reason });
    showToast({ message, tone: "error" });
  }, [pending, alert, t]);

  // Shows the summary on a page without a toast of its own (the account page).
  return <FallbackToast />;
}
