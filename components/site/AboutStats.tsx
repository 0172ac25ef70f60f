import { getTranslations } from "next-intl/server";
import styles from "./AboutStats.module.css";

/** The firm in numbers; the figures are the same in every language, the labels are not. */
export const ABOUT_STATS = [
  { key: "years", value: "15+" },
  { key: "projects", value: "500+" },
  { key: "countries", value: "50+" },
  { key: "team", value: "4" },
] as const;

export async function AboutStats() {
  const t = await getTranslations("About");
  return (
    <section className={styles.band} aria-labelledby="about-stats-title">
      <h2 id="about-stats-title" className="visually-hidden">
        {t("statsTitle")}
      </h2>
      <dl className={styles.stats}>
        {ABOUT_STATS.map((stat) => (
          <div key={stat.key} className={styles.stat}>
            <dt>{t(`stats.${stat.key}`)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
