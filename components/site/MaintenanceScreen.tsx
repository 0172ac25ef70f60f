import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { MAINTENANCE_DEFAULTS, type MaintenanceSettings } from "@/lib/maintenance/schema";
import { LiveClock } from "./LiveClock";
import styles from "./MaintenanceScreen.module.css";

/**
 * The full-page maintenance screen: title, message, estimated time, contact e-mail and
 * phone, a live clock and the last update. The fixed texts are translated (tr and en; others fall
 * back to tr); the spec's default title and time are too, while the firm's own wording is shown as written.
 */
export async function MaintenanceScreen({ settings }: { settings: MaintenanceSettings | null }) {
  const t = await getTranslations("Maintenance");
  const locale = await getLocale();
  const format = await getFormatter();
  const title = !settings || settings.title === MAINTENANCE_DEFAULTS.title ? t("defaultTitle") : settings.title;
  const estimate =
    !settings || settings.estimatedTime === MAINTENANCE_DEFAULTS.estimatedTime
      ? t("defaultEstimatedTime")
      : settings.estimatedTime;
  const updated = settings && settings.lastUpdated.getTime() > 0 ? settings.lastUpdated : null;
  return (
    <main className="backdrop-page">
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </svg>
        <h1>{title}</h1>
        <p className={styles.message}>{settings?.message || t("defaultMessage")}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t("estimatedTime")}</dt>
            <dd>{estimate}</dd>
          </div>
          {settings?.contactEmail && (
            <div>
              <dt>{t("email")}</dt>
              <dd>
                <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
              </dd>
            </div>
          )}
          {settings?.contactPhone && (
            <div>
              <dt>{t("phone")}</dt>
              <dd>
                <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, "")}`}>{settings.contactPhone}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t("now")}</dt>
            <dd>
              <LiveClock locale={locale} />
            </dd>
          </div>
          {updated && (
            <div>
              <dt>{t("lastUpdated")}</dt>
              <dd>
                <time dateTime={updated.toISOString()}>
                  {format.dateTime(updated, { dateStyle: "long", timeStyle: "short" })}
                </time>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </main>
  );
}
