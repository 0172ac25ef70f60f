import { getTranslations } from "next-intl/server";
import { openDaysLabel, timeZoneLabel, type FirmFacts } from "@/lib/firm-settings/facts";
import { WEEKDAYS } from "@/lib/firm-settings/schema";
import { telHref } from "@/lib/site/firm";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./ContactDetails.module.css";

/** The firm's address, phones, e-mails, office hours and registrations: the contact page's left-hand card. */
export async function ContactDetails({ locale, firm }: { locale: Locale; firm: FirmFacts }) {
  const t = await getTranslations("Contact");
  const closedDays = WEEKDAYS.filter((day) => !firm.openDays.includes(day));
  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("detailsTitle")}</h2>
      {/* Each heading outside its <address>: an address may hold no heading. */}
      <div className={styles.list}>
        <div className={styles.item}>
          <h3>{t("address")}</h3>
          <address>
            <p>
              {firm.legalName}
              <br />
              {firm.street}
              <br />
              {firm.postalCode} {firm.district} / {firm.city}, {firm.countryName}
            </p>
          </address>
          {firm.mapUrl && (
            <p className={styles.map}>
              <a href={firm.mapUrl} rel="noopener">
                {t("mapLink")}
              </a>
            </p>
          )}
        </div>
        <div className={styles.item}>
          <h3>{t("phones")}</h3>
          <address>
            <ul>
              {firm.phones.map((phone) => (
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
              {firm.emails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
            </ul>
          </address>
        </div>
        {firm.registrations.length > 0 && (
          <div className={styles.item}>
            <h3>{t("registrations")}</h3>
            <ul>
              {firm.registrations.map((registration) => (
                <li key={`${registration.authority}-${registration.number}`}>
                  {registration.authority} · {registration.label}: {registration.number}
                </li>
              ))}
            </ul>
          </div>
        )}
        {firm.socialProfiles.length > 0 && (
          <div className={styles.item}>
            <h3>{t("social")}</h3>
            <ul>
              {firm.socialProfiles.map((url) => (
                <li key={url}>
                  <a href={url} rel="me noopener">
                    {new URL(url).hostname.replace(/^www\./, "")}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.hours} data-testid="contact-hours">
        <h3>{t("hoursTitle")}</h3>
        <ul>
          {firm.openDays.length > 0 && (
            <li>
              {t("openLine", {
                days: openDaysLabel(firm.openDays, locale),
                opens: firm.opensAt,
                closes: firm.closesAt,
              })}
            </li>
          )}
          {closedDays.length > 0 && <li>{t("closedLine", { days: openDaysLabel(closedDays, locale) })}</li>}
          {firm.hoursNote && <li>{firm.hoursNote}</li>}
        </ul>
        <p className={styles.zone}>{t("timeZone", { zone: timeZoneLabel(locale) })}</p>
      </div>
    </section>
  );
}
