import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { SERVICE_LINKS } from "@/lib/site/navigation";
import styles from "./ContentViews.module.css";

/** The content area with nothing selected: a welcome and four service blurbs. */
export async function WelcomeView() {
  const t = await getTranslations("Welcome");
  return (
    <section aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t("title")}</h1>
      <p className={styles.lead}>{t("text")}</p>
      <ul className={styles.blurbs}>
        {SERVICE_LINKS.map((blurb) => (
          <li key={blurb.key} className={styles.card}>
            <h2>{t(`blurbs.${blurb.key}.title`)}</h2>
            <p>{t(`blurbs.${blurb.key}.text`)}</p>
            <Link href={blurb.href}>{t("more")}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
