import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import styles from "./Breadcrumb.module.css";

export interface Crumb {
  label: string;
  href?: string;
}

/** Home › category › topic; the last crumb is the current page. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations("Breadcrumb");
  return (
    <nav aria-label={t("label")} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
