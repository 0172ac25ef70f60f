import { db } from "@/lib/db";
import { sitePlace, type SitePlace } from "@/lib/admin/view-on-site";
import { isLocale, prefixedPath } from "@/lib/i18n/routing";
import { activeLanguagesOf, getLanguages } from "@/lib/languages/queries";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths } from "@/lib/site/paths";
import { withWorkingCopy } from "@/lib/publishing/working-copy";
import type { PreviewItem } from "./cookies";

/**
 * Where a preview of an item opens: its public page in its language, at its working copy's address
 * (an item never published has one all the same; a draft may change a published item's slug). Found
 * as "view on site" finds a saved item's place, the item and its category taken as shown.
 * Null when the item no longer exists. A link's holder sees the published site around its item, so
 * a topic's category is at its live address there (`everyDraft` false).
 */
export async function previewPlace(item: PreviewItem, everyDraft: boolean): Promise<SitePlace | null> {
  const languages = activeLanguagesOf(await getLanguages()).map((language) => language.code);
  const served = (code: string) => languages.includes(code);
  if (item.entity === "teamMember") {
    const member = await db.teamMember.findUnique({ where: { id: item.id }, select: { languageCode: true } });
    if (!member) return null;
    const { languageCode } = member;
    if (!served(languageCode) || !isLocale(languageCode)) return { hidden: "languageInactive" };
    return { href: `${BASE_PATH}${prefixedPath(languageCode, paths.team)}` };
  }
  const category = { id: true, slug: true, draft: true, languageCode: true } as const;
  if (item.entity === "category") {
    const row = await db.category.findUnique({ where: { id: item.id }, select: category });
    if (!row) return null;
    const shown = withWorkingCopy(row);
    return sitePlace({
      languageCode: row.languageCode,
      languageServed: served(row.languageCode),
      category: { slug: shown.slug, isActive: true },
    });
  }
  const topic = await db.topic.findUnique({
    where: { id: item.id },
    select: { slug: true, categoryId: true, draft: true, languageCode: true },
  });
  if (!topic) return null;
  const shownTopic = withWorkingCopy(topic);
  const categoryRow = await db.category.findUnique({ where: { id: shownTopic.categoryId }, select: category });
  if (!categoryRow) return null;
  return sitePlace({
    languageCode: topic.languageCode,
    languageServed: served(topic.languageCode),
    category: { slug: (everyDraft ? withWorkingCopy(categoryRow) : categoryRow).slug, isActive: true },
    topic: { slug: shownTopic.slug, isActive: true },
  });
}
