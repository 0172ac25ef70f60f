import { ResponsivePicture } from "@/components/shared/ResponsivePicture";
import { pictureOf } from "@/lib/media/picture";
import type { MediaAddressable } from "@/lib/media/urls";
import { BASE_PATH } from "@/lib/site/base-path";
import { initialsOf } from "@/lib/team-members/public";
import type { TeamMember } from "@/lib/team-members/schema";
import styles from "./TeamAvatar.module.css";

interface TeamAvatarProps {
  member: Pick<TeamMember, "name" | "image">;
  locale: string;
  size: "card" | "large";
  /** The library file the photo's address names (`/media/12/…`), when it is one. */
  portrait?: MediaAddressable;
  /** Below the fold the browser fetches it when it comes near; the first cards' photos at once. */
  eager?: boolean;
}

/** The side of each size in CSS pixels, as TeamAvatar.module.css sets it (6rem, 7.5rem). */
const SIDES = { card: 96, large: 120 } as const;

/**
 * The member's photo, or their initials in a brand-coloured circle. Decorative either way: the
 * name is always written next to it. A library photo is its square crop around the focal point, in
 * AVIF or WebP where the browser takes them and JPEG (PNG) otherwise, at the size's 1x and 2x.
 */
export function TeamAvatar({ member, locale, size, portrait, eager = false }: TeamAvatarProps) {
  const className = `${styles.avatar} ${styles[size]}`;
  const side = SIDES[size];
  const loading = eager ? "eager" : "lazy";
  const picture = member.image && portrait ? pictureOf(portrait, { square: side }, BASE_PATH) : null;
  if (picture) {
    // Decorative: the member's name is written next to it, so an alt text would only repeat it.
    return <ResponsivePicture className={className} picture={picture} alt="" loading={loading} />;
  }
  if (member.image) {
    // next/image would need every photo host listed in next.config; these URLs are typed in the admin.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        className={className}
        src={member.image}
        alt=""
        width={160}
        height={160}
        loading={loading}
        decoding="async"
      />
    );
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initialsOf(member.name, locale)}
    </span>
  );
}
