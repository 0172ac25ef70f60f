import { getLocale, getTranslations } from "next-intl/server";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { telHref } from "@/lib/site/firm";
import { Link } from "@/lib/i18n/site-navigation";
import { NAV_ITEMS } from "@/lib/site/navigation";
import { SERVICE_LINKS } from "@/lib/site/services";
import styles from "./SiteFooter.module.css";
import { paths } from "@/lib/site/paths";
import { adminHref } from "@/lib/admin/paths";

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  const nav = await getTranslations("Nav");
  const site = await getTranslations("Site");
  const firm = await getFirmFacts(await getLocale());
  const [email] = firm.emails;
  const [phone] = firm.phones;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site("name")}</h2>
          <p>{t("about")}</p>
          <address className={styles.address}>
            {firm.street}
            <br />
            {firm.postalCode} {firm.district} / {firm.city}, {firm.countryName}
            <br />
            {email && <a href={`mailto:${email}`}>{email}</a>}
            <br />
            {phone && <a href={telHref(phone)}>{phone}</a>}
          </address>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t("quickLinks")}</h2>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{nav(item.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t("services")}</h2>
          <ul>
            {SERVICE_LINKS.map((item) => (
              <li key={item.key}>
                <Link href={item.href}>{t(`serviceLinks.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("legal")}</h2>
          <ul>
            <li>
              <Link href={paths.privacy}>{t("privacy")}</Link>
            </li>
            <li>
              <Link href={paths.terms}>{t("terms")}</Link>
            </li>
            <li>
              <Link href={paths.notice}>{t("notice")}</Link>
            </li>
            <li>
              {/* The footer links the Turkish admin (/admin): the panel has its own layout and language switch,
                  so a plain link (the router would load the whole page anyway). */}
              <a href={adminHref("tr")}>{t("admin")}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t("copyright", { year: new Date().getFullYear(), name: firm.legalName })}</p>
    </footer>
  );
}
