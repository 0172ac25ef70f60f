import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import type { SiteLanguage } from "@/lib/languages/queries";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MobileMenuToggle } from "./MobileMenuToggle";
import { NavLinks } from "./NavLinks";
import { HeaderSearch } from "./HeaderSearch";
import buttons from "./Button.module.css";
import styles from "./SiteHeader.module.css";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths } from "@/lib/site/paths";
import { telHref } from "@/lib/site/firm";

/** The header of every public page; `phone` is the firm's first number (none: the contact bar has only its button). */
export async function SiteHeader({ languages, phone }: { languages: SiteLanguage[]; phone: string | undefined }) {
  const t = await getTranslations("Header");
  const site = await getTranslations("Site");
  const search = await getTranslations("Search");
  const hero = await getTranslations("Hero");
  const locale = await getLocale();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      {/* On a desktop, above the menu (it scrolls away, the menu stays): the office's phone and the way to a first meeting. */}
      <div className={styles.contactBar}>
        {phone && (
          <a href={telHref(phone)} className={styles.phone}>
            {phone}
          </a>
        )}
        <Link href={paths.contact} className={buttons.accent}>
          {hero("contactCta")}
        </Link>
      </div>
      <div className={styles.inner}>
        <Link href={paths.home} className={styles.logo}>
          {/* A plain image: an SVG needs none of next/image's resizing, whose client code every page would load. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={`${BASE_PATH}/logo.svg`} alt="" width={40} height={40} />
          <span>
            <strong>{site("name")}</strong>
            <small>{site("tagline")}</small>
          </span>
        </Link>
        <div className={styles.actions}>
          {languages.length > 1 && (
            <LanguageSwitcher languages={languages.map(({ code, nativeName, flag }) => ({ code, nativeName, flag }))} />
          )}
          <MobileMenuToggle controls="main-navigation" />
        </div>
        {/* Closed from the first paint on a phone where scripts run (SiteHeader.module.css); open without them. */}
        <nav id="main-navigation" aria-label={t("mainMenu")} className={styles.nav} data-open="false">
          <NavLinks />
          {/* In the navigation: on a phone the menu holds it, open or closed with the links. */}
          <HeaderSearch locale={locale} label={search("label")} submit={search("submit")} />
        </nav>
      </div>
    </header>
  );
}
