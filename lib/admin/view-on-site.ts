import { db } from "@/lib/db";
import { isLocale, prefixedPath } from "@/lib/i18n/routing";
import { activeLanguagesOf, getLanguages } from "@/lib/languages/queries";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths } from "@/lib/site/paths";

/**
 * "View on site" for a category or topic of the admin: its public address, or why the site does
 * not show it (an inactive entry is not public, so the admin says so rather than link to a 404).
 */
export type SitePlace = { href: string } | { hidden: "inactive" | "categoryInactive" | "languageInactive" };
export type PlacedEntity = "category" | "topic";

interface Placed {
  languageCode: string;
  languageServed: boolean;
  category: { slug: string; isActive: boolean };
  topic?: { slug: string; isActive: boolean };
}

/** The decision, apart from the reads: the entry itself, then its category, then its language. */
export function sitePlace({ languageCode, languageServed, category, topic }: Placed, basePath = BASE_PATH): SitePlace {
  if (!(topic ?? category).isActive) return { hidden: "inactive" };
  if (topic && !category.isActive) return { hidden: "categoryInactive" };
  if (!languageServed || !isLocale(languageCode)) return { hidden: "languageInactive" };
  const path = topic ? paths.topic(category.slug, topic.slug) : paths.category(category.slug);
  return { href: `${basePath}${prefixedPath(languageCode, path)}` };
}

/** Reads the entry (null when it no longer exists) and where the site shows it. */
export async function findSitePlace(entity: PlacedEntity, id: number): Promise<SitePlace | null> {
  const category = { slug: true, isActive: true } as const;
  const found =
    entity === "category"
      ? await db.category
          .findUnique({ where: { id }, select: { languageCode: true, ...category } })
          .then((row) => row && { languageCode: row.languageCode, category: row })
      : await db.topic
          .findUnique({
            where: { id },
            select: { languageCode: true, slug: true, isActive: true, category: { select: category } },
          })
          .then((row) => row && { languageCode: row.languageCode, category: row.category, topic: row });
  if (!found) return null;
  const served = activeLanguagesOf(await getLanguages()).some((language) => language.code === found.languageCode);
  return sitePlace({ ...found, languageServed: served });
}
