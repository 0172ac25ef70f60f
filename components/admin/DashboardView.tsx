import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import type { DashboardStats } from "@/lib/admin/dashboard";
import styles from "./DashboardView.module.css";
import { ReviewsDue } from "./ReviewsDue";

/** The dashboard's quick actions. */
const QUICK_ACTIONS = [
  { key: "newCategory", page: "/categories/new" },
  { key: "newContent", page: "/contents/new" },
  { key: "newLanguage", page: "/languages/new" },
  { key: "manageCategories", page: "/categories" },
  { key: "manageLanguages", page: "/languages" },
  { key: "deletedItems", page: "/deleted" },
] as const;

/** The dashboard's counts, by message key: "contents" is the spec's word for topics. */
const COUNTS = [
  { label: "categories", stat: "categories" },
  { label: "contents", stat: "topics" },
  { label: "activeLanguages", stat: "activeLanguages" },
  { label: "unreadMessages", stat: "unreadMessages" },
] as const;

export async function DashboardView({
  lang,
  email,
  stats,
}: {
  lang: AdminLocale;
  email: string;
  stats: DashboardStats | null;
}) {
  const t = await getTranslations("Admin.dashboard");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.welcome}>{t("welcome", { email })}</p>
      <dl className={styles.counts}>
        {COUNTS.map(({ label, stat }) => (
          <div key={label} className={styles.card}>
            <dt>{t(label)}</dt>
            <dd data-testid={`count-${label}`}>{stats ? stats[stat] : "–"}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="status-title" className={styles.card}>
        <h2 id="status-title">{t("status")}</h2>
        <ul className={styles.status}>
          <li>
            {t("database")}:{" "}
            <strong className={stats ? styles.ok : styles.bad}>{stats ? t("databaseUp") : t("databaseDown")}</strong>
          </li>
          <li>
            {t("maintenance")}: <strong>{stats?.maintenanceOn ? t("maintenanceOn") : t("maintenanceOff")}</strong>
          </li>
        </ul>
      </section>
      {stats && <ReviewsDue lang={lang} reviews={stats.reviewsDue} />}
      <section aria-labelledby="actions-title" className={styles.card}>
        <h2 id="actions-title">{t("quickActions")}</h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.key}>
              <a href={adminHref(lang, action.page)}>{t(action.key)}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
