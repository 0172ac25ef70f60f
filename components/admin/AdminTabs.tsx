import { getTranslations } from "next-intl/server";
import { ADMIN_SECTIONS, adminHref, type AdminLocale, type AdminSection } from "@/lib/admin/paths";
import styles from "./AdminShell.module.css";

/** The admin's sections as tabs (spec 2), the current one marked. */
export async function AdminTabs({ lang, current }: { lang: AdminLocale; current: AdminSection }) {
  const t = await getTranslations("Admin.tabs");
  return (
    <nav aria-label={t("label")} className={styles.tabs}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.key}>
            <a href={adminHref(lang, section.page)} aria-current={section.key === current ? "page" : undefined}>
              {t(section.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
