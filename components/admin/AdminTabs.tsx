import { getTranslations } from "next-intl/server";
import { ADMIN_SECTIONS, adminHref, type AdminLocale, type AdminSection } from "@/lib/admin/paths";
import styles from "./AdminShell.module.css";


export async function AdminTabs({ lang, current }: { lang: AdminLocale; current: AdminSection }) {
  const t = await getTranslations("Admin.tabs");
  return (
    <nav aria-label={t("label")} className={styles.tabs}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.key}>
            {section.ready ? (
              <a href={adminHref(lang, section.page)} aria-current={section.key === current ? "page" : undefined}>
                {t(section.key)}
              </a>
            ) : (
              <span aria-disabled="true" className={styles.soon}>
                {t(section.key)} <small>({t("soon")})</small>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
