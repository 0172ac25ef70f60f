import { getTranslations } from "next-intl/server";
import { yearsOfExperience, type FirmFacts } from "@/lib/firm-settings/facts";
import { getActiveTeamMembers } from "@/lib/team-members/queries";
import styles from "./AboutStats.module.css";

/**
 * The firm in numbers: the years counted from its founding year, the team from the language's active
 * members (the team page shows them), the others as the firm states them in its settings. A figure
 * the firm left blank, or a team of none, is left out rather than claimed.
 */
export async function AboutStats({ firm, locale }: { firm: FirmFacts; locale: string }) {
  const t = await getTranslations("About");
  const team = (await getActiveTeamMembers(locale)).length;
  const years = yearsOfExperience(firm.foundingYear);
  const stats = [
    { key: "years", label: t("stats.years"), value: years > 0 ? String(years) : "" },
    { key: "projects", label: t("stats.projects"), value: firm.clientsServed },
    { key: "countries", label: t("stats.countries"), value: firm.countriesServed },
    { key: "team", label: t("stats.team", { count: team }), value: team > 0 ? String(team) : "" },
  ].filter((stat) => stat.value !== "");
  return (
    <section className={styles.band} aria-labelledby="about-stats-title">
      <h2 id="about-stats-title" className="visually-hidden">
        {t("statsTitle")}
      </h2>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-testid={`about-${stat.key}-count`}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
