import { getTranslations } from "next-intl/server";
import type { MediaAddressable } from "@/lib/media/urls";
import { SOCIAL_NETWORKS, type TeamMember } from "@/lib/team-members/schema";
import { TeamAvatar } from "./TeamAvatar";
import styles from "./TeamMemberDialog.module.css";

type ListField = "languages" | "education" | "expertise" | "courses" | "memberships" | "publications";

interface TeamMemberDetailsProps {
  member: TeamMember;
  locale: string;
  /** Id given to the name heading, which labels the dialog. */
  labelId: string;
  /** The library file of the member's photo, when it is one. */
  portrait?: MediaAddressable;
}

/** Everything about a member, in the spec's order; empty fields are left out. */
export async function TeamMemberDetails({ member, locale, labelId, portrait }: TeamMemberDetailsProps) {
  const t = await getTranslations("Team");
  const list = (field: ListField) => <ListSection title={t(`sections.${field}`)} items={member[field]} field={field} />;
  return (
    <>
      <header className={styles.header}>
        <TeamAvatar member={member} locale={locale} size="large" portrait={portrait} />
        <div>
          <h2 id={labelId} className={styles.heading}>
            {member.name}
          </h2>
          <p className={styles.jobTitle}>{member.title}</p>
          <SocialLinks member={member} />
        </div>
      </header>
      {member.shortDescription && <p className={styles.summary}>{member.shortDescription}</p>}
      {list("languages")}
      {list("education")}
      {member.biography && (
        <section className={styles.section}>
          <h3>{t("sections.biography")}</h3>
          {paragraphsOf(member.biography).map((paragraph, index) => (
            <p key={`${index}-${paragraph}`}>{paragraph}</p>
          ))}
        </section>
      )}
      {list("expertise")}
      {list("courses")}
      {list("memberships")}
      {list("publications")}
    </>
  );
}

function ListSection({ title, items, field }: { title: string; items: string[]; field: ListField }) {
  if (items.length === 0) return null;
  // Languages are single words: shown as chips rather than a bulleted list.
  const chips = field === "languages";
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      <ul className={chips ? styles.chips : styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

async function SocialLinks({ member }: { member: TeamMember }) {
  const t = await getTranslations("Team");
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const url = member.social[network];
    return url ? [{ network, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={t("social.label")}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t(`social.${network}`)}
            <span className="visually-hidden"> {t("newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The biography is plain text typed in the admin: each line break starts a paragraph. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}
