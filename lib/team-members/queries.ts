import { unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { FIRM } from "@/lib/site/firm";
import { absoluteUrl } from "@/lib/site/url";

/** A team member as the public team page shows it: blanks removed, unsafe URLs dropped. */
export interface TeamMember {
  id: number;
  name: string;
  title: string;
  shortDescription: string;
  /** http(s) URL or a site path; null when the member has no photo (initials are shown). */
  image: string | null;
  biography: string;
  education: string[];
  expertise: string[];
  courses: string[];
  languages: string[];
  memberships: string[];
  publications: string[];
  social: Partial<Record<SocialNetwork, string>>;
}

export const SOCIAL_NETWORKS = ["linkedin", "twitter", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const teamMemberColumns = {
  id: true,
  name: true,
  title: true,
  shortDescription: true,
  image: true,
  biography: true,
  education: true,
  expertise: true,
  courses: true,
  languages: true,
  memberships: true,
  publications: true,
  linkedin: true,
  twitter: true,
  instagram: true,
} satisfies Prisma.TeamMemberSelect;

type TeamMemberRow = Prisma.TeamMemberGetPayload<{ select: typeof teamMemberColumns }>;

/** Spec 5: only active members of that language, by order then id. */
export async function findActiveTeamMembers(languageCode: string): Promise<TeamMember[]> {
  const rows = await db.teamMember.findMany({
    where: { languageCode, isActive: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: teamMemberColumns,
  });
  return rows.map(toTeamMember);
}

export function getActiveTeamMembers(languageCode: string): Promise<TeamMember[]> {
  return unstable_cache(() => findActiveTeamMembers(languageCode), ["team-members", languageCode], {
    tags: [cacheTags.team(languageCode)],
  })();
}

export type TeamRead = { ok: true; members: TeamMember[] } | { ok: false };

/** How long a page showing a failed read is kept before the next visit retries (seconds). */
export const FAILED_READ_RETRY_SECONDS = 60;

/**
 * The team page's read. A failure is reported instead of thrown, so the page shows its error state
 * (spec 2, "Hata") rather than the error screen; the cause is logged, never shown to visitors.
 */
export async function loadActiveTeamMembers(languageCode: string): Promise<TeamRead> {
  try {
    return { ok: true, members: await getActiveTeamMembers(languageCode) };
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Team members of "${languageCode}" could not be read:`, error);
    await expireSoon(languageCode);
    return { ok: false };
  }
}

/**
 * The page is static: without this, a render that caught a passing database failure would be
 * served until the next team edit. A cached read with a short lifetime lowers the page's own
 * revalidation time to it, so the next visit after a minute renders again.
 */
async function expireSoon(languageCode: string): Promise<void> {
  const marker = unstable_cache(async () => true, ["team-members-failed", languageCode], { revalidate: FAILED_READ_RETRY_SECONDS });
  await marker().catch(() => undefined);
}

export function toTeamMember(row: TeamMemberRow): TeamMember {
  const social: TeamMember["social"] = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = safeUrl(row[network], { allowSitePath: false });
    if (url) social[network] = url;
  }
  return {
    id: row.id,
    name: row.name.trim(),
    title: row.title.trim(),
    shortDescription: row.shortDescription.trim(),
    image: safeUrl(row.image, { allowSitePath: true }),
    biography: row.biography.trim(),
    education: withoutBlanks(row.education),
    expertise: withoutBlanks(row.expertise),
    courses: withoutBlanks(row.courses),
    languages: withoutBlanks(row.languages),
    memberships: withoutBlanks(row.memberships),
    publications: withoutBlanks(row.publications),
    social,
  };
}

function withoutBlanks(items: string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/**
 * Admin-entered URLs end up in href and src: only http(s) (and, for photos, a path on this site)
 * is kept, so a "javascript:" value can never become a link.
 */
export function safeUrl(value: string, { allowSitePath }: { allowSitePath: boolean }): string | null {
  const trimmed = value.trim();
  if (allowSitePath && trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Title words such as "Av." or "Dr." are not part of a person's initials. */
const HONORIFIC = /\.$/;

/** "Av. Ayşe Nur Demir" → "AD": first and last name letters, upper-cased for the page's language. */
export function initialsOf(name: string, locale: string): string {
  const all = name.split(/\s+/).filter(Boolean);
  const names = all.filter((word) => !HONORIFIC.test(word));
  const words = names.length > 0 ? names : all;
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] ?? "" : ""))
    .join("")
    .toLocaleUpperCase(locale);
}

/** schema.org Person entries for the team page's JSON-LD. */
export function teamPersonsSchema(members: TeamMember[]) {
  const worksFor = { "@type": "Organization", name: FIRM.name, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@graph": members.map((member) => ({
      "@type": "Person",
      name: member.name,
      jobTitle: member.title,
      description: member.shortDescription || undefined,
      image: member.image ? absoluteUrl(member.image) : undefined,
      worksFor,
      knowsAbout: member.expertise.length > 0 ? member.expertise : undefined,
      sameAs: sameAsOf(member),
    })),
  };
}

function sameAsOf(member: TeamMember): string[] | undefined {
  const profiles = SOCIAL_NETWORKS.flatMap((network) => member.social[network] ?? []);
  return profiles.length > 0 ? profiles : undefined;
}
