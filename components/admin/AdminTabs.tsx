import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import styles from "./AdminShell.module.css";

/** The admin's sections (spec 2); those not built yet keep their place, marked as coming. */
export const ADMIN_SECTIONS = [
  { key: "dashboard", page: "/dashboard", ready: true },
  { key: "categories", page: "/categories", ready: true },
  { key: "contents", page: "/contents", ready: true },
  { key: "languages", page: "/languages", ready: false },
  { key: "translations", page: "/translations", ready: false },
  { key: "team", page: "/team", ready: false },
  { key: "maintenance", page: "/maintenance", ready: false },
  { key: "messages", page: "/messages", ready: false },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]["key"];

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
