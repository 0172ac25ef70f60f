import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale, type AdminSection } from "@/lib/admin/paths";
import { getAdminLanguageChoices } from "@/lib/languages/queries";
import { AdminTabs } from "./AdminTabs";
import { LogoutButton } from "./LogoutButton";
import styles from "./AdminShell.module.css";

/** Every signed-in admin page: header (brand, admin language, change my password, logout) and the section tabs (none marked on a page of no section); compact on a phone, where the password link moves to the tabs' menu. */
export async function AdminShell({
  lang,
  email,
  section,
  children,
}: {
  lang: AdminLocale;
  email: string;
  section: AdminSection | null;
  children: ReactNode;
}) {
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
                <a
                  href={adminHref(code, "/dashboard")}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === lang ? "true" : undefined}
                >
                  {/* On a phone the code shows and the name is read out with it ("English EN"). */}
                  <span className={styles.languageName}>{nativeName}</span>{" "}
                  <span className={styles.languageCode}>{code.toUpperCase()}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={adminHref(lang, "/account")} className={styles.account}>
          {t("header.account")}
        </a>
        <LogoutButton label={t("header.logout")} email={email} signInPage={adminHref(lang)} />
      </header>
      <AdminTabs lang={lang} current={section} account={t("header.account")} />
      <main className={styles.main} id="admin-main">
        {children}
      </main>
    </>
  );
}
