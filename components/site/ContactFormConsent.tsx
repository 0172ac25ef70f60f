import type { ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client-texts";
import { CONSENT_FIELD, CONSENT_GIVEN } from "@/lib/contact-messages/fields";
import type { ContactErrorCode } from "@/lib/contact-messages/schema";
import styles from "./ContactForm.module.css";

const ID = "contact-consent";

/**
 * The explicit-consent checkbox (KVKK art. 9), unticked until the visitor ticks it, and the privacy
 * notice that says what it covers (rendered by the page, with its links).
 */
export function ContactFormConsent({
  notice,
  checked,
  error,
}: {
  notice: ReactNode;
  checked: boolean;
  error: ContactErrorCode | undefined;
}) {
  const t = useTranslations("Contact");
  const errorId = `${ID}-error`;
  return (
    <div className={styles.consentBlock} data-contact-field>
      <div className={styles.notice}>{notice}</div>
      <div className={styles.consent}>
        <input
          id={ID}
          type="checkbox"
          name={CONSENT_FIELD}
          value={CONSENT_GIVEN}
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.checkbox}
        />
        <label htmlFor={ID} className={styles.consentLabel}>
          {t("form.consent")}
          <span className={styles.asterisk} aria-hidden="true">
            {" *"}
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {t("errors.consent.required")}
        </p>
      )}
    </div>
  );
}
