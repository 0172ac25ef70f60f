import { getTranslations } from "next-intl/server";
import type { MediaAddressable } from "@/lib/media/urls";
import type { TeamRead } from "@/lib/team-members/queries";
import type { TeamMember } from "@/lib/team-members/schema";
import { TeamAvatar } from "./TeamAvatar";
import { TeamMemberDetails } from "./TeamMemberDetails";
import { TeamMemberDialog } from "./TeamMemberDialog";
import styles from "./TeamGrid.module.css";
import { teamMemberAnchor } from "@/lib/site/paths";

/** Cards of the first row (of up to four) load their photos at once; the rest as they come near. */
const EAGER_CARDS = 4;

/** The team page body: the grid of member cards, or the empty or error state. */
export async function TeamGrid({
  team,
  locale,
  portraitOf = () => undefined,
}: {
  team: TeamRead;
  locale: string;
  /** The library file of a member's photo address (lib/media/public.ts getPortraits). */
  portraitOf?: (address: string | null) => MediaAddressable | undefined;
}) {
  const t = await getTranslations("Team");
  if (!team.ok) {
    return (
      <div className={styles.error} role="alert">
        <h2>{t("errorTitle")}</h2>
        <p>{t("errorMessage")}</p>
      </div>
    );
  }
  if (team.members.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  return (
    <ul className={styles.grid}>
      {team.members.map((member, index) => (
        <TeamCard
          key={member.id}
          member={member}
          locale={locale}
          portrait={portraitOf(member.image)}
          eager={index < EAGER_CARDS}
        />
      ))}
    </ul>
  );
}

async function TeamCard({
  member,
  locale,
  portrait,
  eager,
}: {
  member: TeamMember;
  locale: string;
  portrait?: MediaAddressable;
  eager: boolean;
}) {
  const t = await getTranslations("Team");
  const labelId = `team-member-${member.id}-name`;
  return (
    <li className={styles.card} id={teamMemberAnchor(member.id)}>
      <TeamAvatar member={member} locale={locale} size="card" portrait={portrait} eager={eager} />
      <TeamMemberDialog name={member.name} labelId={labelId} closeLabel={t("close")}>
        <TeamMemberDetails member={member} locale={locale} labelId={labelId} portrait={portrait} />
      </TeamMemberDialog>
      <p className={styles.jobTitle}>{member.title}</p>
      {member.shortDescription && <p className={styles.summary}>{member.shortDescription}</p>}
      {/* The whole card is the name's button; this only says so to sighted visitors. */}
      <span className={styles.more} aria-hidden="true">
        {t("viewProfile")}
      </span>
    </li>
  );
}
