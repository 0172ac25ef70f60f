import { getTranslations } from "next-intl/server";
import { FIRM, telHref } from "@/lib/site/firm";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./ContactDetails.module.css";

/** The firm's address, phones, e-mails and office hours: the contact page's left-hand card. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations("Contact");
  // "Türkiye" in the visitor's language, from the runtime's own data.
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(FIRM.countryCode) ?? FIRM.country;
  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("detailsTitle")}</h2>
      {/* Each heading outside its <address>: an address may hold no heading. */}
      <div className={styles.list}>
        <div className={styles.item}>
          <h3>{t("address")}</h3>
          <address>
            <p>
              {FIRM.legalName}
              <br />
              {FIRM.street}
              <br />
              {FIRM.postalCode} {FIRM.district} / {FIRM.city}, {country}
            </p>
          </address>
        </div>
        <div className={styles.item}>
          <h3>{t("phones")}</h3>
          <address>
            <ul>
              {FIRM.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </address>
        </div>
        <div className={styles.item}>
          <h3>{t("emails")}</h3>
          <address>
            <ul>
              {FIRM.emails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
            </ul>
          </address>
        </div>
      </div>
      <div className={styles.hours}>
        <h3>{t("hoursTitle")}</h3>
        <ul>
          <li>{t("weekdays")}</li>
          <li>{t("weekend")}</li>
        </ul>
      </div>
    </section>
  );
}
