import { useTranslations } from "@/lib/i18n/client-texts";
import type { ContactField } from "@/lib/contact-messages/fields";
import type { ContactErrorCode } from "@/lib/contact-messages/schema";
import styles from "./ContactForm.module.css";

export interface ContactFieldSpec {
  name: Exclude<ContactField, "consent">;
  type: "text" | "email" | "tel" | "textarea";
  required: boolean;
  autoComplete: string;
}

interface Props {
  field: ContactFieldSpec;
  defaultValue: string;
  error: ContactErrorCode | undefined;
}

/** One labelled input of the contact form, with its error text (in the page's language) below it. */
export function ContactFormField({ field, defaultValue, error }: Props) {
  const t = useTranslations("Contact");
  const id = `contact-${field.name}`;
  const errorId = `${id}-error`;
  const errorKey = `errors.${field.name}.${error}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: styles.input,
  };
  return (
    <div className={field.type === "textarea" ? `${styles.field} ${styles.wide}` : styles.field} data-contact-field>
      <label htmlFor={id} className={styles.label}>
        {t(`form.${field.name}`)}
        {field.required && (
          <span className={styles.asterisk} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {field.type === "textarea" ? <textarea rows={7} {...common} /> : <input type={field.type} {...common} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {t.has(errorKey) ? t(errorKey) : t.has(`errors.${error}`) ? t(`errors.${error}`) : t("errors.generic")}
        </p>
      )}
    </div>
  );
}
