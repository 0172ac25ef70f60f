import type { getTranslations } from "next-intl/server";
import type { RevisionView } from "@/lib/revisions/queries";

/** How the history names a revision's action, who made it and the item it is of. */
type Translate = Awaited<ReturnType<typeof getTranslations<"Admin.revisions">>>;

export const WITHOUT_REVIEW = "withoutReview";

export function kindLabel(t: Translate, revision: Pick<RevisionView, "kind" | "note">): string {
  return revision.kind === "published" && revision.note === WITHOUT_REVIEW
    ? t("kinds.withoutReview")
    : t(`kinds.${revision.kind}`);
}

export { actorName } from "@/lib/auth/actor";

/** A field's label in the admin's language, its name where it has none (a field added later). */
export function fieldLabel(t: Translate, field: string): string {
  const key = `fields.${field}`;
  return t.has(key) ? t(key as Parameters<Translate>[0]) : field;
}

/** What an item is called: a member by name, anything else by title. */
export const itemTitle = (data: Record<string, unknown>): string => String(data.name ?? data.title ?? "");
