import { db } from "@/lib/db";
import { MENU_TOPICS, type MenuCategory } from "@/lib/categories/menu";
import { Prisma } from "@/lib/generated/prisma/client";
import { withWorkingCopy } from "@/lib/publishing/working-copy";
import { SERVICE_PAGE_SLUGS, SERVICE_SOURCE_LANGUAGE, servicesOf } from "@/lib/site/services";
import { TEAM_MEMBER_COLUMNS, toTeamMember, workingCopyColumns } from "@/lib/team-members/public";
import type { TeamMember } from "@/lib/team-members/schema";
import { excerpt, TOPIC_EXCERPT_LENGTH } from "@/lib/text/excerpt";
import { LISTED_KEYWORDS } from "@/lib/text/keywords";
import { TOPIC_PAGE_COLUMNS } from "@/lib/topics/columns";
import type { ListedTopic, PublicTopic } from "@/lib/topics/queries";
import type { PreviewEntity } from "./cookies";
import { showsUnpublished, type PreviewScope } from "./scope";

/**
 * The public reads of a preview: the same shapes as the cached ones (lib/categories/queries.ts,
 * lib/topics/queries.ts, lib/team-members/queries.ts), read from the database on every request,
 * with the items the scope shows unpublished as their working copy (a published item's `draft` over
 * its live columns; an item never published is its columns). An administrator sees every item so; a
 * link's holder sees its one item so, and the published site around it.
 */
function visibleWhere(scope: PreviewScope, entity: PreviewEntity) {
  if (scope.kind === "admin") return {};
  return scope.item.entity === entity ? { OR: [{ isActive: true }, { id: scope.item.id }] } : { isActive: true };
}

/** A row as the preview shows it: its working copy where the scope shows that, else as published. */
function asShown<Row extends { id: number; draft: unknown }>(scope: PreviewScope, entity: PreviewEntity, row: Row) {
  return showsUnpublished(scope, entity, row.id) ? withWorkingCopy(row) : row;
}

/** By order, then age: the lists' one rule (lib/database/order.ts), after working copies moved some. */
const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) =>
  a.order - b.order || a.id - b.id;

const MENU_CATEGORY = {
  id: true,
  title: true,
  slug: true,
  description: true,
  translationKey: true,
  order: true,
  draft: true,
} as const;
const MENU_TOPIC = {
  id: true,
  title: true,
  slug: true,
  section: true,
  order: true,
  categoryId: true,
  draft: true,
} as const;

export async function previewMenu(languageCode: string, scope: PreviewScope): Promise<MenuCategory[]> {
  const [categoryRows, topicRows, anchors] = await Promise.all([
    db.category.findMany({ where: { languageCode, ...visibleWhere(scope, "category") }, select: MENU_CATEGORY }),
    db.topic.findMany({ where: { languageCode, ...visibleWhere(scope, "topic") }, select: MENU_TOPIC }),
    languageCode === SERVICE_SOURCE_LANGUAGE
      ? []
      : db.category.findMany({
          where: { languageCode: SERVICE_SOURCE_LANGUAGE, slug: { in: [...SERVICE_PAGE_SLUGS] } },
          select: { slug: true, translationKey: true },
        }),
  ]);
  const topics = topicRows.map((row) => asShown(scope, "topic", row)).sort(byOrder);
  const categories = categoryRows.map((row) => asShown(scope, "category", row)).sort(byOrder);
  return servicesOf(categories, anchors).map(({ id, title, slug, description, translationKey, service }) => {
    const own = topics
      .filter((topic) => topic.categoryId === id)
      .map(({ id, title, slug, section }) => ({ id, title, slug, section }));
    return {
      id,
      title,
      slug,
      description,
      translationKey,
      service,
      topics: own.slice(0, MENU_TOPICS),
      moreTopics: own.length > MENU_TOPICS,
    };
  });
}

const TOPIC_FIELDS = {
  ...TOPIC_PAGE_COLUMNS,
  categoryId: true,
  order: true,
  draft: true,
  publishedAt: true,
  reviewedAt: true,
  reviewedById: true,
  authorId: true,
} as const;

/** A team member the page names, by id. */
const namedMember = (id: number | null | undefined) =>
  id ? db.teamMember.findUnique({ where: { id }, select: { id: true, languageCode: true } }) : null;

/** The byline and review as the page shows them, from the working copy when it has one (its date as JSON's text). */
async function shownByline(topic: {
  reviewedAt: Date | string | null;
  reviewedById: number | null;
  authorId?: number | null;
}) {
  return {
    reviewedAt: topic.reviewedAt ? new Date(topic.reviewedAt) : null,
    reviewedBy: await namedMember(topic.reviewedById),
    author: await namedMember(topic.authorId),
  };
}

/** A language's topics the scope shows, as shown: those at the category (a working copy may move one there). */
async function shownTopics(languageCode: string, scope: PreviewScope, where: Prisma.TopicWhereInput) {
  const rows = await db.topic.findMany({
    where: { languageCode, AND: [visibleWhere(scope, "topic"), where] },
    select: TOPIC_FIELDS,
  });
  return rows.map((row) => asShown(scope, "topic", row)).sort(byOrder);
}

const hasWorkingCopy = { NOT: { draft: { equals: Prisma.DbNull } } };

export async function previewTopic(
  languageCode: string,
  categoryId: number,
  slug: string,
  scope: PreviewScope,
): Promise<PublicTopic | null> {
  const candidates = await shownTopics(languageCode, scope, { OR: [{ categoryId, slug }, hasWorkingCopy] });
  const topic = candidates.find((row) => row.categoryId === categoryId && row.slug === slug);
  if (!topic) return null;
  const {
    categoryId: _category,
    order: _order,
    draft: _draft,
    reviewedById: _reviewer,
    authorId: _author,
    ...shown
  } = topic;
  // What the lawyer checks: the working copy's review, as the published page would show it.
  return { ...shown, ...(await shownByline(topic)) };
}

export async function previewCategoryListing(
  languageCode: string,
  categoryId: number,
  scope: PreviewScope,
): Promise<ListedTopic[]> {
  const topics = await shownTopics(languageCode, scope, { OR: [{ categoryId }, hasWorkingCopy] });
  return topics
    .filter((topic) => topic.categoryId === categoryId)
    .map(({ id, title, slug, body, keywords }) => ({
      id,
      title,
      slug,
      excerpt: excerpt(body, TOPIC_EXCERPT_LENGTH),
      keywords: keywords.slice(0, LISTED_KEYWORDS),
    }));
}

export async function previewTeamMembers(languageCode: string, scope: PreviewScope): Promise<TeamMember[]> {
  const rows = await db.teamMember.findMany({
    where: { languageCode, ...visibleWhere(scope, "teamMember") },
    select: { ...TEAM_MEMBER_COLUMNS, order: true, draft: true },
  });
  return rows
    .map((row) => (showsUnpublished(scope, "teamMember", row.id) ? withWorkingCopy(row, workingCopyColumns) : row))
    .sort(byOrder)
    .map(toTeamMember);
}
