"use client";

import { useActionState, useEffect, useRef } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client-texts";
import { HONEYPOT_FIELD, ORIGIN_FIELDS } from "@/lib/contact-messages/fields";
import { isLocale, prefixedPath } from "@/lib/i18n/routing";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths } from "@/lib/site/paths";
import type { ContactFormState } from "@/lib/contact-messages/schema";
import { ContactFormField, type ContactFieldSpec } from "./ContactFormField";
import { previousPage } from "./PageTrail";
import styles from "./ContactForm.module.css";

type ContactAction = (state: ContactFormState, formData: FormData) => Promise<ContactFormState>;

const FIELDS: ContactFieldSpec[] = [
  { name: "name", type: "text", required: true, autoComplete: "name" },
  { name: "email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", type: "tel", required: false, autoComplete: "tel" },
  { name: "subject", type: "text", required: false, autoComplete: "off" },
  { name: "message", type: "textarea", required: true, autoComplete: "off" },
];

const INITIAL_STATE: ContactFormState = { status: "idle" };

/**
 * The contact form. Errors come back as codes and are shown here in the page's language; after an
 * error React resets the form to its default values, which are what the visitor typed, and after
 * a success to empty ones.
 */
export function ContactForm({ action, labelledBy }: { action: ContactAction; labelledBy: string }) {
  const t = useTranslations("Contact");
  const locale = useLocale();
  // The contact page's own address, which the server-rendered form posts to before the page's
  // JavaScript runs: without it React writes action="", which HTML does not allow.
  const permalink = `${BASE_PATH}${isLocale(locale) ? prefixedPath(locale, paths.contact) : paths.contact}`;
  const [state, formAction, pending] = useActionState(action, INITIAL_STATE, permalink);
  const formRef = useRef<HTMLFormElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The page of this site that led here, so the firm knows what the visitor was reading.
    if (fromRef.current) fromRef.current.value = previousPage();
  }, []);
  const values = "values" in state ? state.values : undefined;
  const errors = state.status === "invalid" ? state.fieldErrors : {};

  useEffect(() => {
    // Keyboard and screen-reader users land on the first field to fix.
    if (state.status !== "invalid") return;
    const first = FIELDS.find((field) => state.fieldErrors[field.name]);
    const element = first && formRef.current?.elements.namedItem(first.name);
    if (element instanceof HTMLElement) element.focus();
  }, [state]);

  return (
    <form ref={formRef} action={formAction} noValidate aria-labelledby={labelledBy} className={styles.form}>
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <ContactFormField
            key={field.name}
            field={field}
            defaultValue={values?.[field.name] ?? ""}
            error={errors[field.name]}
          />
        ))}
      </div>
      <input type="hidden" name={ORIGIN_FIELDS.languageCode} value={locale} />
      <input ref={fromRef} type="hidden" name={ORIGIN_FIELDS.fromPath} defaultValue="" />
      {/* The honeypot: out of sight, out of the accessibility tree and out of the Tab order. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t("form.honeypot")}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        <button
          type="submit"
          className={styles.submit}
          aria-disabled={pending}
          onClick={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          {pending ? t("form.sending") : t("form.submit")}
        </button>
        <p role="status" aria-live="polite" className={state.status === "sent" ? styles.success : styles.problem}>
          {state.status === "idle" ? "" : t(`status.${state.status}`)}
        </p>
      </div>
    </form>
  );
}
