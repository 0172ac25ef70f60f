import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { SERVICE_BULLETS, SERVICE_KEYS, servicePagePath } from "@/lib/site/services";
import { ServiceIcon } from "./ServicesIcons";
import styles from "./ServicesGrid.module.css";

/** The six service cards of /hizmetler, each linking to its page. */
export async function ServicesGrid() {
  const t = await getTranslations("Services");
  return (
    <ul className={styles.grid}>
      {SERVICE_KEYS.map((key) => {
        const titleId = `service-${key}`;
        return (
          <li key={key}>
            <article className={styles.card} aria-labelledby={titleId}>
              <span className={styles.icon}>
                <ServiceIcon service={key} />
              </span>
              <h2 id={titleId}>{t(`cards.${key}.title`)}</h2>
              <p>{t(`cards.${key}.text`)}</p>
              <ul className={styles.bullets}>
                {SERVICE_BULLETS.map((bullet) => (
                  <li key={bullet}>{t(`cards.${key}.bullets.${bullet}`)}</li>
                ))}
              </ul>
              <Link href={servicePagePath(key)} className={styles.more}>
                {t(`cards.${key}.link`)}
                <span aria-hidden="true"> →</span>
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
