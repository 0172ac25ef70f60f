import { initialsOf } from "@/lib/team-members/public";
import type { TeamMember } from "@/lib/team-members/schema";
import styles from "./TeamAvatar.module.css";

interface TeamAvatarProps {
  member: Pick<TeamMember, "name" | "image">;
  locale: string;
  size: "card" | "large";
}

/**
 * The member's photo, or their initials in a brand-coloured circle. Decorative either way: the
 * name is always written next to it.
 */
export function TeamAvatar({ member, locale, size }: TeamAvatarProps) {
  const className = `${styles.avatar} ${styles[size]}`;
  if (member.image) {
    // next/image would need every photo host listed in next.config; these URLs are typed in the admin.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img className={className} src={member.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
    );
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initialsOf(member.name, locale)}
    </span>
  );
}
