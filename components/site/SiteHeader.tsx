import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import styles from "./SiteHeader.module.css";

const NAV_ITEMS = [
  { key: "home", href: "/" },
  { key: "about", href: "/kurumsal" },
  { key: "services", href: "/hizmetler" },
  { key: "team", href: "/ekibimiz" },
  { key: "contact", href: "/iletisim" },
] as const;

export async function SiteHeader() {
  const t = await getTranslations("Nav");
  const site = await getTranslations("Site");
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">BP</span>
          <span>
            <strong>{site("name")}</strong>
            <small>{site("tagline")}</small>
          </span>
        </Link>
        <nav aria-label={t("label")}>
          <ul className={styles.nav}>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{t(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
