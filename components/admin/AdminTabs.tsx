import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale, type AdminSection } from "@/lib/admin/paths";
import { ADMIN_SECTIONS } from "@/lib/admin/sections";
import styles from "./AdminShell.module.css";

/**
 * The admin's sections, the current one marked: a row of tabs, and on a phone a menu that
 * names the current section (eight tabs would take a third of the screen there), and also leads to
 * "change my password". CSS shows one.
 */
export async function AdminTabs({
  lang,
  current,
  account,
}: {
  lang: AdminLocale;
  current: AdminSection | null;
  account: string;
}) {
  const t = await getTranslations("Admin.tabs");
  const links = (
    <ul>
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.key}>
          <a href={adminHref(lang, section.page)} aria-current={section.key === current ? "page" : undefined}>
            {t(section.key)}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t("label")} className={styles.tabs}>
      <div className={styles.tabRow}>{links}</div>
      <details className={styles.tabMenu}>
        <summary>
          <span className="menu-icon" aria-hidden="true" />
          {current ? t("menu", { section: t(current) }) : t("label")}
        </summary>
        {links}
        {/* The header's "change my password" has no room on a phone's one header line: it is here instead. */}
        <ul>
          <li>
            <a href={adminHref(lang, "/account")}>{account}</a>
          </li>
        </ul>
      </details>
    </nav>
  );
}
