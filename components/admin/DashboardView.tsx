import { getTranslations } from "next-intl/server";
import type { DashboardStats } from "@/lib/dashboard";
import styles from "./DashboardView.module.css";

const QUICK_ACTIONS = ["newCategory", "newContent", "newLanguage", "manageCategories", "manageLanguages"] as const;

export async function DashboardView({ email, stats }: { email: string; stats: DashboardStats | null }) {
  const t = await getTranslations("Admin.dashboard");
  const soon = (await getTranslations("Admin.tabs"))("soon");
  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.welcome}>{t("welcome", { email })}</p>
      <dl className={styles.counts}>
        {(["categories", "contents", "activeLanguages"] as const).map((key) => (
          <div key={key} className={styles.card}>
            <dt>{t(key)}</dt>
            <dd data-testid={`count-${key}`}>{stats ? stats[key] : "–"}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="status-title" className={styles.card}>
        <h2 id="status-title">{t("status")}</h2>
        <ul className={styles.status}>
          <li>
            {t("database")}: <strong className={stats ? styles.ok : styles.bad}>{stats ? t("databaseUp") : t("databaseDown")}</strong>
          </li>
          <li>
            {t("maintenance")}: <strong>{stats?.maintenanceOn ? t("maintenanceOn") : t("maintenanceOff")}</strong>
          </li>
        </ul>
      </section>
      <section aria-labelledby="actions-title" className={styles.card}>
        <h2 id="actions-title">{t("quickActions")}</h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action}>
              <span aria-disabled="true">
                {t(action)} <small>({soon})</small>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
