"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "@/lib/i18n/client-texts";
import { telHref } from "@/lib/site/firm";
import styles from "./ContactForm.module.css";

/**
 * What a visitor sees once the message is stored, in place of the form (so it cannot be sent twice by
 * accident): what happens next, the phone for anything urgent, and a way to write another. Focused,
 * so keyboard and screen-reader users land on it.
 */
export function ContactFormSent({
  phone,
  acknowledged,
  onWriteAnother,
}: {
  phone: string | undefined;
  /** Whether the firm e-mails visitors an acknowledgement (its settings): only then is one promised. */
  acknowledged: boolean;
  onWriteAnother: () => void;
}) {
  const t = useTranslations("Contact");
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} role="status" tabIndex={-1} aria-labelledby="contact-sent-title" className={styles.sent}>
      <h3 id="contact-sent-title" className={styles.sentTitle}>
        {t("sent.title")}
      </h3>
      <p>{t("sent.next")}</p>
      {acknowledged && <p>{t("sent.copy")}</p>}
      {phone && (
        <p>
          {t("sent.call")} <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      <button type="button" className={styles.writeAnother} onClick={onWriteAnother}>
        {t("sent.writeAnother")}
      </button>
    </div>
  );
}
