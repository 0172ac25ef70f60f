import { getLocale, getTranslations } from "next-intl/server";
import { adminHref, isAdminLocale } from "@/lib/admin/paths";
import styles from "./LoginForm.module.css";

/** The admin's 404: says so in the admin's language and leads back to the dashboard (or sign-in). */
export async function AdminNotFound() {
  const locale = await getLocale();
  const lang = isAdminLocale(locale) ? locale : "tr";
  const t = await getTranslations({ locale: lang, namespace: "Admin.notFound" });
  return (
    <main className="backdrop-page">
      <div className={styles.card}>
        <p className={styles.intro}>404</p>
        <h1>{t("title")}</h1>
        <p className={styles.intro}>{t("text")}</p>
        <p>
          <a href={adminHref(lang, "/dashboard")}>{t("back")}</a>
        </p>
      </div>
    </main>
  );
}
