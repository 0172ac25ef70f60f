import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { findAdminLanguageChoices } from "@/lib/languages/admin-queries";
import { AdminTabs, type AdminSection } from "./AdminTabs";
import { LogoutButton } from "./LogoutButton";
import styles from "./AdminShell.module.css";

const LANGUAGE_NAMES: Record<AdminLocale, string> = { tr: "Türkçe", en: "English", de: "Deutsch" };

/** Every signed-in admin page: header (brand, admin language, logout) and the section tabs. */
export async function AdminShell({ lang, email, section, children }: { lang: AdminLocale; email: string; section: AdminSection; children: ReactNode }) {
  const t = await getTranslations("Admin");
  const choices = await findAdminLanguageChoices();
  return (
    <>
      <header className={styles.header}>
        <a href={adminHref(lang, "/dashboard")} className={styles.brand}>
          {t("brand")}
        </a>
        <nav aria-label={t("header.language")} className={styles.languages}>
          <ul>
            {choices.map((code) => (
              <li key={code}>
                <a href={adminHref(code, "/dashboard")} hrefLang={code} lang={code} aria-current={code === lang ? "true" : undefined}>
                  {LANGUAGE_NAMES[code]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton label={t("header.logout", { email })} signInPage={adminHref(lang)} />
      </header>
      <AdminTabs lang={lang} current={section} />
      <main className={styles.main} id="admin-main">
        {children}
      </main>
    </>
  );
}
