import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { getPortraits } from "@/lib/media/public";
import { paths } from "@/lib/site/paths";
import { getActiveTeamMembers } from "@/lib/team-members/queries";
import { TeamAvatar } from "./TeamAvatar";
import cards from "./Card.module.css";
import styles from "./HomeSections.module.css";

/** The home page shows the first members of the team (the team page's order) with their photos. */
export const HOME_TEAM_MEMBERS = 3;

/** A few of the people behind the firm, each linking to their card on the team page; nothing while the language has none. */
export async function HomeTeam({ locale }: { locale: string }) {
  const t = await getTranslations("Home.team");
  const members = (await getActiveTeamMembers(locale)).slice(0, HOME_TEAM_MEMBERS);
  if (members.length === 0) return null;
  const portraitOf = await getPortraits(members.map((member) => member.image));
  return (
    <section className={styles.section} aria-labelledby="home-team-title">
      <h2 id="home-team-title">{t("title")}</h2>
      <ul className={styles.team}>
        {members.map((member) => (
          <li key={member.id} className={cards.card}>
            <TeamAvatar member={member} locale={locale} size="card" portrait={portraitOf(member.image)} />
            <Link href={paths.teamMember(member.id)} className={styles.name}>
              {member.name}
            </Link>
            <p>{member.title}</p>
          </li>
        ))}
      </ul>
      <Link href={paths.team} className={styles.more}>
        {t("all")}
        <span aria-hidden="true"> →</span>
      </Link>
    </section>
  );
}
