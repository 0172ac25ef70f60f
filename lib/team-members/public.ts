import type { Prisma } from "@/lib/generated/prisma/client";
import { SOCIAL_NETWORKS, TEAM_LIST_FIELDS, type TeamMember, type TeamMemberData } from "./schema";

/** A member's profile as stored: what a public team card and its dialog show, the links as columns. */
export const TEAM_MEMBER_PROFILE = {
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
} as const satisfies Prisma.TeamMemberSelect;

/** The columns a public team card and its dialog show. */
export const TEAM_MEMBER_COLUMNS = { id: true, ...TEAM_MEMBER_PROFILE } as const satisfies Prisma.TeamMemberSelect;

type TeamMemberRow = Prisma.TeamMemberGetPayload<{ select: typeof TEAM_MEMBER_COLUMNS }>;

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

export function withoutBlanks(items: string[]): string[] {
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
    .map((word) => (word ? (Array.from(word)[0] ?? "") : ""))
    .join("")
    .toLocaleUpperCase(locale);
}

/** What is stored: list fields without empty entries, the social links as columns. */
export function teamMemberRow<Data extends Omit<TeamMemberData, "languageCode">>({ socialMedia, ...data }: Data) {
  const lists = Object.fromEntries(TEAM_LIST_FIELDS.map((field) => [field, withoutBlanks(data[field])]));
  return { ...data, ...lists, ...socialMedia };
}

/** A member's working copy (the domain's fields) as the row's columns, for the form. */
export const workingCopyColumns = (draft: Record<string, unknown>) =>
  teamMemberRow(draft as Omit<TeamMemberData, "languageCode">);
