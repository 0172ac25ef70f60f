import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale, type AdminSection } from "@/lib/admin/paths";
import { getAdminLanguageChoices } from "@/lib/languages/queries";
import { AdminTabs } from "./AdminTabs";
import { LogoutButton } from "./LogoutButton";
import styles from "./AdminShell.module.css";

/** Every signed-in admin page: header (brand, admin language, logout) and the section tabs; compact on a phone. */
export async function AdminShell({ lang, email, section, children }: { lang: AdminLocale; email: string; section: AdminSection; children: ReactNode }) {
  const t = await getTranslations("Admin");
  const choices = await getAdminLanguageChoices();
  return (
    <>
      <header className={styles.header}>
        <a href={adminHref(lang, "/dashboard")} className={styles.brand}>
          {t("brand")}
        </a>
        <nav aria-label={t("header.language")} className={styles.languages}>
          <ul>
            {choices.map(({ code, nativeName }) => (
              <li key={code}>
                <a href={adminHref(code, "/dashboard")} hrefLang={code} lang={code} aria-current={code === lang ? "true" : undefined}>
                  {/* On a phone the code shows and the name is read out with it ("English EN"). */}
                  <span className={styles.languageName}>{nativeName}</span> <span className={styles.languageCode}>{code.toUpperCase()}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton label={t("header.logout")} email={email} signInPage={adminHref(lang)} />
      </header>
      <AdminTabs lang={lang} current={section} />
      <main className={styles.main} id="admin-main">
        {children}
      </main>
    </>
  );
}
