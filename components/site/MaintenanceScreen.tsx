import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { MaintenanceSettings } from "@/lib/maintenance/schema";
import { maintenanceScreenTexts, type ScreenTexts } from "@/lib/maintenance/screen-texts";
import { telHref } from "@/lib/site/firm";
import { getFirmSettings } from "@/lib/firm-settings/public";
import { LiveClock } from "./LiveClock";
import styles from "./MaintenanceScreen.module.css";

/**
 * The full-page maintenance screen: title, message, estimated time, contact e-mail and
 * phone, a live clock and the last update. The firm's texts are shown in the page's language when
 * written for it, else in Turkish (lib/maintenance/screen-texts.ts); the fixed texts are translated.
 */
export async function MaintenanceScreen({ settings }: { settings: MaintenanceSettings | null }) {
  const t = await getTranslations("Maintenance");
  const locale = await getLocale();
  const format = await getFormatter();
  const texts = maintenanceScreenTexts(settings, locale, await getFirmSettings());
  const inTurkish = (field: ScreenTexts["inTurkish"][number]) => (texts.inTurkish.includes(field) ? "tr" : undefined);
  const updated = settings && settings.lastUpdated.getTime() > 0 ? settings.lastUpdated : null;
  return (
    <main className="backdrop-page">
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </svg>
        <h1 lang={inTurkish("title")}>{texts.title ?? t("defaultTitle")}</h1>
        <p className={styles.message} lang={inTurkish("message")}>
          {texts.message ?? t("defaultMessage")}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t("estimatedTime")}</dt>
            <dd lang={inTurkish("estimatedTime")}>{texts.estimatedTime ?? t("defaultEstimatedTime")}</dd>
          </div>
          <div>
            <dt>{t("email")}</dt>
            <dd>
              <a href={`mailto:${texts.email}`}>{texts.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t("phone")}</dt>
            <dd>
              <a href={telHref(texts.phone)}>{texts.phone}</a>
            </dd>
          </div>
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
