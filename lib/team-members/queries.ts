import { unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { cacheTags } from "@/lib/cache-tags";
import { readListPage, searchWhere, type PublicationQuery } from "@/lib/admin/list-query";
import { db } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { safeUrl, TEAM_MEMBER_COLUMNS, toTeamMember } from "./public";
import type { TeamMember } from "./schema";
import { PUBLICATION_COLUMNS, publicationWhere, withPublicationState } from "@/lib/publishing/queries";

/** Only active members of that language, by order then id. */
export async function findActiveTeamMembers(languageCode: string): Promise<TeamMember[]> {
  const rows = await db.teamMember.findMany({
    where: { languageCode, isActive: true },
    orderBy: BY_ORDER,
    select: TEAM_MEMBER_COLUMNS,
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
export const FAILED_READ_RETRY_SECONDS = 5;

/**
 * The team page's read. A failure is reported instead of thrown, so the page shows its error state
 * (titled "Hata") rather than the error screen; the cause is logged, never shown to visitors.
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
  const marker = unstable_cache(async () => true, ["team-members-failed", languageCode], {
    revalidate: FAILED_READ_RETRY_SECONDS,
  });
  await marker().catch(() => undefined);
}

const SEARCHED = ["name", "title"] as const;

/** One page of a language's members, active or not, by order then id (the admin's team tab), searched by name and title; the photo only when safe to show. */
export async function findTeamMembersForAdmin(languageCode: string, query: PublicationQuery) {
  const scope = { languageCode };
  const where = { ...scope, ...publicationWhere(query.status), ...searchWhere(query.q, SEARCHED) };
  const page = await readListPage(query, {
    count: (filtered) => db.teamMember.count({ where: filtered ? where : scope }),
    rows: ({ skip, take }) =>
      db.teamMember.findMany({
        where,
        orderBy: BY_ORDER,
        skip,
        take,
        select: { id: true, name: true, title: true, image: true, order: true, ...PUBLICATION_COLUMNS },
      }),
  });
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...withPublicationState(row),
      image: safeUrl(row.image, { allowSitePath: true }),
    })),
  };
}
export type AdminTeamMemberRow = Awaited<ReturnType<typeof findTeamMembersForAdmin>>["rows"][number];

export function findTeamMemberForEdit(id: number) {
  return db.teamMember.findUnique({ where: { id } });
}

const API_COLUMNS = {
  ...TEAM_MEMBER_COLUMNS,
  languageCode: true,
  isActive: true,
  order: true,
  updatedAt: true,
} satisfies Prisma.TeamMemberSelect;

/** A member as the REST API answers: the domain schema's shape (social links nested as it has them), its id and its version. */
function toApiTeamMember({
  linkedin,
  twitter,
  instagram,
  ...row
}: Prisma.TeamMemberGetPayload<{ select: typeof API_COLUMNS }>) {
  return { ...row, socialMedia: { linkedin, twitter, instagram } };
}

/** The API's members of a language, by order: the active ones for the public, all for an administrator or a token. */
export async function findTeamMembersForApi(
  client: PrismaClient,
  languageCode: string,
  { includeInactive }: { includeInactive: boolean },
) {
  const rows = await client.teamMember.findMany({
    where: { languageCode, ...(includeInactive ? {} : { isActive: true }) },
    orderBy: BY_ORDER,
    select: API_COLUMNS,
  });
  return rows.map(toApiTeamMember);
}

export async function findTeamMemberForApi(client: PrismaClient, id: number) {
  const row = await client.teamMember.findUnique({ where: { id }, select: API_COLUMNS });
  return row && toApiTeamMember(row);
}
