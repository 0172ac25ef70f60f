import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { BASE_PATH } from "@/lib/site/base-path";
import { SERVICE_LINKS } from "@/lib/site/services";
import { languageSwitchHref, paths } from "@/lib/site/paths";
import { UntranslatedNotice } from "./UntranslatedNotice";
import styles from "./ContentViews.module.css";

/** A language whose visitors can read the articles, when this one has none yet. */
export interface LanguageWithContent {
  code: string;
  nativeName: string;
}

/**
 * The content area with nothing selected: a welcome and four service blurbs. In a language without
 * articles yet, it says so instead of pointing at an empty menu, and links to the languages that have them.
 */
export async function WelcomeView({ locale, elsewhere }: { locale: string; elsewhere?: LanguageWithContent[] }) {
  const t = await getTranslations("Welcome");
  return (
    <section aria-labelledby="welcome-title">
      <UntranslatedNotice />
      <h1 id="welcome-title">{t("title")}</h1>
      {elsewhere ? (
        <>
          <p className={styles.lead}>{t("noContent")}</p>
          <ul className={styles.otherLanguages} aria-label={t("readIn")}>
            {elsewhere.map((language) => (
              <li key={language.code}>
                <a
                  href={languageSwitchHref(BASE_PATH, language.code, locale, paths.home)}
                  hrefLang={language.code}
                  lang={language.code}
                >
                  {language.nativeName}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.lead}>{t("text")}</p>
      )}
      <ul className={styles.blurbs}>
        {SERVICE_LINKS.map((blurb) => (
          <li key={blurb.key} className={styles.card}>
            <h2>{t(`blurbs.${blurb.key}.title`)}</h2>
            <p>{t(`blurbs.${blurb.key}.text`)}</p>
            {/* Named after its service: four links all saying "Learn more" would tell a search engine or a screen reader nothing. */}
            <Link href={blurb.href}>{t("more", { title: t(`blurbs.${blurb.key}.title`) })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
