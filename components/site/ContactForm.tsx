"use client";

import { useActionState, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client-texts";
import { CONSENT_GIVEN, CONTACT_FIELDS, HONEYPOT_FIELD, ORIGIN_FIELDS } from "@/lib/contact-messages/fields";
import { useLocalizedPath } from "@/lib/i18n/site-navigation";
import { withBasePath } from "@/lib/site/base-path";
import { paths } from "@/lib/site/paths";
import type { ContactFormState } from "@/lib/contact-messages/schema";
import { ContactFormConsent } from "./ContactFormConsent";
import { ContactFormField, type ContactFieldSpec } from "./ContactFormField";
import { ContactFormSent } from "./ContactFormSent";
import { revealField } from "./reveal-field";
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

interface Props {
  action: ContactAction;
  labelledBy: string;
  /** The privacy notice shown above the consent box, with its links (rendered by the page). */
  notice: ReactNode;
  /** The firm's phone, offered once the message is sent. */
  phone: string | undefined;
  /** Whether the firm e-mails visitors an acknowledgement (its settings). */
  acknowledged: boolean;
}

/**
 * The contact form. Errors come back as codes and are shown here in the page's language; after an
 * error React resets the form to its default values, which are what the visitor typed. Once sent,
 * a panel takes the form's place until the visitor asks to write another.
 */
export function ContactForm({ action, labelledBy, notice, phone, acknowledged }: Props) {
  const t = useTranslations("Contact");
  const locale = useLocale();
  // The contact page's own address, which the server-rendered form posts to before the page's
  // JavaScript runs: without it React writes action="", which HTML does not allow.
  const permalink = withBasePath(useLocalizedPath(paths.contact));
  const [state, formAction, pending] = useActionState(action, INITIAL_STATE, permalink);
  const [dismissed, setDismissed] = useState<ContactFormState | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set on the first click of a send, so a second click before React shows `pending` sends nothing.
  const sending = useRef(false);
  // The page of this site that led here, read once on arrival and kept here, not in the hidden field
  // alone: React resets the form after a refused send, and a new form follows "write another".
  const origin = useRef<string | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    origin.current ??= previousPage();
    if (fromRef.current) fromRef.current.value = origin.current;
  }, [state, dismissed]);

  useEffect(() => {
    sending.current = false;
  }, [state, pending]);

  useEffect(() => {
    // Keyboard and screen-reader users land on the first field to fix, its label clear of the sticky header.
    if (state.status !== "invalid") return;
    const first = CONTACT_FIELDS.find((field) => state.fieldErrors[field]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) revealField(element);
  }, [state]);

  if (state.status === "sent" && dismissed !== state)
    return <ContactFormSent phone={phone} acknowledged={acknowledged} onWriteAnother={() => setDismissed(state)} />;

  const values = "values" in state ? state.values : undefined;
  const errors = state.status === "invalid" ? state.fieldErrors : {};
  const problem = state.status === "invalid" || state.status === "rateLimited" || state.status === "failed";
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
      <ContactFormConsent notice={notice} checked={values?.consent === CONSENT_GIVEN} error={errors.consent} />
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
            if (pending || sending.current) event.preventDefault();
            else sending.current = true;
          }}
        >
          {pending ? t("form.sending") : t("form.submit")}
        </button>
        <p role="status" aria-live="polite" className={styles.problem}>
          {problem ? t(`status.${state.status}`) : ""}
        </p>
      </div>
    </form>
  );
}
