import { CATEGORY_FIELDS } from "./columns";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { readListPage, searchWhere, type PublicationQuery, type ListPage } from "@/lib/admin/list-query";
import { db } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SERVICE_PAGE_SLUGS, SERVICE_SOURCE_LANGUAGE, servicesOf, type ServicePageSlug } from "@/lib/site/services";
import { MENU_TOPICS, menuTopicsQuery, type MenuCategory, type MenuTopic } from "./menu";
import { PUBLICATION_COLUMNS, publicationWhere, withPublicationState } from "@/lib/publishing/queries";
import type { PublicationState } from "@/lib/publishing/state";

export { MENU_TOPICS, type MenuCategory, type MenuTopic } from "./menu";

/** A language's menu (./menu.ts) as the database holds it now. */
export async function findMenu(languageCode: string): Promise<MenuCategory[]> {
  const [categories, anchors] = await Promise.all([
    db.category.findMany({
      where: { languageCode, isActive: true },
      orderBy: BY_ORDER,
      select: { id: true, title: true, slug: true, description: true, translationKey: true, topics: menuTopicsQuery },
    }),
    // The Turkish categories at the services' addresses, active or not: a version of one belongs to
    // its service. Their writes expire this menu too (a category write expires the menus of the
    // languages of its versions: lib/categories/mutations.ts).
    languageCode === SERVICE_SOURCE_LANGUAGE
      ? []
      : db.category.findMany({
          where: { languageCode: SERVICE_SOURCE_LANGUAGE, slug: { in: [...SERVICE_PAGE_SLUGS] } },
          select: { slug: true, translationKey: true },
        }),
  ]);
  return servicesOf(categories, anchors).map((category) => ({
    ...category,
    topics: category.topics.slice(0, MENU_TOPICS),
    moreTopics: category.topics.length > MENU_TOPICS,
  }));
}

/** The category of a service in a language's menu (its own slug may differ: /en/patents belongs to /en/patent). */
export const findServiceCategory = (menu: MenuCategory[], service: ServicePageSlug) =>
  menu.find((category) => category.service === service);

export function getMenu(languageCode: string): Promise<MenuCategory[]> {
  return unstable_cache(() => findMenu(languageCode), ["menu", languageCode], {
    tags: [cacheTags.menu(languageCode)],
  })();
}

export const findMenuCategory = (menu: MenuCategory[], slug: string) => menu.find((category) => category.slug === slug);

export const MAX_RELATED_TOPICS = 4;

/** Up to four other active topics of the same category: the first of it, as the menu shows them. */
export function relatedTopics(category: MenuCategory, topicId: number): MenuTopic[] {
  return category.topics.filter((other) => other.id !== topicId).slice(0, MAX_RELATED_TOPICS);
}

/** A category row of the admin list. */
export interface AdminCategoryRow {
  id: number;
  title: string;
  slug: string;
  order: number;
  isActive: boolean;
  state: PublicationState;
  topicCount: number;
}

const SEARCHED = ["title", "slug", "description"] as const;

/** One page of a language's categories, by order, searched (title, slug, description) and filtered by status. */
export async function findCategoriesForAdmin(
  languageCode: string,
  query: PublicationQuery,
): Promise<ListPage<AdminCategoryRow>> {
  const scope = { languageCode };
  const where = { ...scope, ...publicationWhere(query.status), ...searchWhere(query.q, SEARCHED) };
  const page = await readListPage(query, {
    count: (filtered) => db.category.count({ where: filtered ? where : scope }),
    rows: ({ skip, take }) =>
      db.category.findMany({
        where,
        orderBy: BY_ORDER,
        skip,
        take,
        select: {
          id: true,
          title: true,
          slug: true,
          order: true,
          ...PUBLICATION_COLUMNS,
          _count: { select: { topics: true } },
        },
      }),
  });
  return {
    ...page,
    rows: page.rows.map(({ _count, ...row }) => ({ ...withPublicationState(row), topicCount: _count.topics })),
  };
}

export interface EditableCategory {
  id: number;
  languageCode: string;
  title: string;
  slug: string;
  description: string;
  order: number;
  isActive: boolean;
  translationKey: string | null;
  updatedAt: Date;
  draft: unknown;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

export function findCategoryForEdit(id: number): Promise<EditableCategory | null> {
  return db.category.findUnique({
    where: { id },
    select: {
      id: true,
      languageCode: true,
      ...CATEGORY_FIELDS,
      updatedAt: true,
      draft: true,
      publishAt: true,
      unpublishAt: true,
    },
  });
}

export interface CategoryChoice {
  id: number;
  title: string;
  isActive: boolean;
  translationKey: string | null;
}

/** Categories of a language for the topic filter (all) and the topic form (only active ones may be chosen). */
export function findCategoryChoices(languageCode: string): Promise<CategoryChoice[]> {
  return db.category.findMany({
    where: { languageCode },
    orderBy: BY_ORDER,
    select: { id: true, title: true, isActive: true, translationKey: true },
  });
}

/** A category as the REST API answers: the domain's shape, its id, its counterparts' key and its version (updatedAt). */
export const CATEGORY_API_FIELDS = {
  id: true,
  languageCode: true,
  ...CATEGORY_FIELDS,
  updatedAt: true,
} as const;

/** The API's categories of a language, by order: the active ones for the public, all for an administrator or a token. */
export function findCategoriesForApi(
  client: PrismaClient,
  languageCode: string,
  { includeInactive }: { includeInactive: boolean },
) {
  return client.category.findMany({
    where: { languageCode, ...(includeInactive ? {} : { isActive: true }) },
    orderBy: BY_ORDER,
    select: CATEGORY_API_FIELDS,
  });
}

export function findCategoryForApi(client: PrismaClient, id: number) {
  return client.category.findUnique({ where: { id }, select: CATEGORY_API_FIELDS });
}
