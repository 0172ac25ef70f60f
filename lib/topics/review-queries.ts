import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import type { ReviewerChoice } from "./review-form";
import { REVIEW_SOON_DAYS, reviewDueAt } from "./review";

/** A published topic whose legal review is overdue or falls due soon, as the dashboard lists it. */
export interface ReviewDue {
  id: number;
  title: string;
  languageCode: string;
  /** The last review plus its interval; for one never reviewed, its first publication (due since then). */
  dueAt: Date;
  reviewed: boolean;
  overdue: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The published topics (every language) whose next review (the last one plus its interval) is past
 * or within REVIEW_SOON_DAYS days, or that were never reviewed (due since their first publication),
 * the oldest due first. Read whole, a few columns per topic: the due day is the firm's calendar
 * arithmetic (lib/topics/review.ts).
 */
export async function findReviewsDue(now = new Date(), client: PrismaClient = db): Promise<ReviewDue[]> {
  const rows = await client.topic.findMany({
    where: { isActive: true },
    select: {
      id: true,
      title: true,
      languageCode: true,
      reviewedAt: true,
      reviewIntervalMonths: true,
      publishedAt: true,
      createdAt: true,
    },
  });
  const horizon = now.getTime() + REVIEW_SOON_DAYS * DAY_MS;
  return rows
    .map(({ reviewedAt, reviewIntervalMonths, publishedAt, createdAt, ...topic }) => {
      const dueAt = reviewedAt ? reviewDueAt(reviewedAt, reviewIntervalMonths) : (publishedAt ?? createdAt);
      return { ...topic, dueAt, reviewed: reviewedAt !== null, overdue: !reviewedAt || dueAt < now };
    })
    .filter((topic) => topic.overdue || topic.dueAt.getTime() <= horizon)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
}

/** Who wrote or reviewed a topic, as its public page names them: linked to their card on the team page when there is one. */
export interface PublicMember {
  name: string;
  /** Their job title and photo (an address, "" for none), as the article's expert box shows them. */
  title: string;
  image: string;
  /** The team member whose card the page's language shows; null when it shows none of them (no link). */
  memberId: number | null;
}

/**
 * An author or reviewer as a page in `languageCode` shows them: their own active row when in that language,
 * else their active version there (the rows sharing their translationKey), else their own name
 * unlinked, if the firm ever published it: a member still a draft is named nowhere public.
 */
export async function findPublicMember(memberId: number, languageCode: string): Promise<PublicMember | null> {
  const shown = { name: true, title: true, image: true } as const;
  const member = await db.teamMember.findUnique({
    where: { id: memberId },
    select: { id: true, languageCode: true, isActive: true, translationKey: true, publishedAt: true, ...shown },
  });
  if (!member) return null;
  const named = (shownRow: { name: string; title: string; image: string }, linkedId: number | null) => ({
    name: shownRow.name.trim(),
    title: shownRow.title.trim(),
    image: shownRow.image,
    memberId: linkedId,
  });
  const unlinked = member.publishedAt ? named(member, null) : null;
  if (member.languageCode === languageCode) return member.isActive ? named(member, member.id) : unlinked;
  const version = member.translationKey
    ? await db.teamMember.findFirst({
        where: { translationKey: member.translationKey, languageCode, isActive: true },
        select: { id: true, ...shown },
      })
    : null;
  return version ? named(version, version.id) : unlinked;
}

/**
 * Cached per member and page language. The rule: a team member's write expires the team tag of
 * its own language (lib/team-members/mutations.ts), so this entry carries the tags of both languages
 * it may read, the page's (the version linked to) and the member's own (the name shown when there
 * is none). A rename, deactivation or deletion in either therefore expires the topic pages naming
 * them at once; a topic page is not re-rendered for team changes in other languages.
 */
function getPublicMember(member: NamedMember, languageCode: string): Promise<PublicMember | null> {
  return unstable_cache(
    () => findPublicMember(member.id, languageCode),
    ["public-member", String(member.id), languageCode],
    { tags: [cacheTags.team(languageCode), cacheTags.team(member.languageCode)] },
  )();
}

/** A team member a topic names (its author or its reviewer), as its row says: looked up in the page's language. */
type NamedMember = { id: number; languageCode: string };

/** Who wrote a topic and who last reviewed it, as a page in `languageCode` names them. */
export interface TopicPeople {
  author: PublicMember | null;
  reviewer: PublicMember | null;
}

export async function getTopicPeople(
  topic: { author?: NamedMember | null; reviewedBy?: NamedMember | null },
  languageCode: string,
): Promise<TopicPeople> {
  const named = (member: NamedMember | null | undefined) => (member ? getPublicMember(member, languageCode) : null);
  const [author, reviewer] = await Promise.all([named(topic.author), named(topic.reviewedBy)]);
  return { author, reviewer };
}

/**
 * The team members the topic form offers as author and reviewer: those of the topic's language, or the Turkish
 * ones while that language has none; the current author and reviewer too when of another language.
 */
export async function findReviewerChoices(
  languageCode: string,
  currentIds: readonly (number | null)[],
): Promise<ReviewerChoice[]> {
  const select = { id: true, name: true } as const;
  const orderBy = [{ order: "asc" as const }, { id: "asc" as const }];
  const own = await db.teamMember.findMany({ where: { languageCode }, orderBy, select });
  const offered = own.length
    ? own
    : await db.teamMember.findMany({ where: { languageCode: DEFAULT_LOCALE }, orderBy, select });
  const missing = [...new Set(currentIds)].filter(
    (id): id is number => id !== null && !offered.some((member) => member.id === id),
  );
  const current = missing.length
    ? await db.teamMember.findMany({ where: { id: { in: missing } }, orderBy: { id: "asc" }, select })
    : [];
  return [...offered, ...current];
}
