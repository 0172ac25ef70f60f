"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { Link, usePathname } from "@/lib/i18n/site-navigation";
import { NAV_ITEMS } from "@/lib/site/navigation";
import styles from "./SiteHeader.module.css";

/** The five main links; the current page's is marked for assistive technology and styled. */
export function NavLinks() {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  return (
    <ul className={styles.navList}>
      {NAV_ITEMS.map((item) => (
        <li key={item.key}>
          <Link href={item.href} aria-current={pathname === item.href ? "page" : undefined}>
            {t(item.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
