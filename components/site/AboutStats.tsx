import { getLocale, getTranslations } from "next-intl/server";
import { getActiveTeamMembers } from "@/lib/team-members/queries";
import styles from "./AboutStats.module.css";

/** The firm in numbers: the same in every language, the labels are not. */
export const ABOUT_STATS = [
  { key: "years", value: "15+" },
  { key: "projects", value: "500+" },
  { key: "countries", value: "50+" },
] as const;

/**
 * The numbers band; the team's is the count of the language's active team members (the team page
 * shows them), left out where the language has none rather than claiming a number.
 */
export async function AboutStats() {
  const t = await getTranslations("About");
  const team = (await getActiveTeamMembers(await getLocale())).length;
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
        {team > 0 && (
          <div className={styles.stat} data-testid="about-team-count">
            <dt>{t("stats.team", { count: team })}</dt>
            <dd>{team}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
