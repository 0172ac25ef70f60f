import type { z } from "zod";
import type { DbTransaction } from "@/lib/db";
import { refuse, type Refusal, type WriteOperation } from "@/lib/database/write";
import { updateCategory } from "@/lib/categories/mutations";
import type { PublishedEntity } from "@/lib/publishing/intent";
import type { PublishingChoice, Saved } from "@/lib/publishing/publishable";
import { updateTeamMember } from "@/lib/team-members/mutations";
import { updateTopic } from "@/lib/topics/mutations";

/**
 * "Bu sürümü geri yükle": an earlier revision's fields saved again as a draft, through the entity's
 * own update (lib/publishing): a published item gets them as its working copy, the live page
 * untouched; an unpublished one as its columns. The revision it records is "restored".
 */
export interface RestorableRevision {
  entity: PublishedEntity;
  entityId: number;
  data: unknown;
}

const RESTORE: PublishingChoice = { intent: "draft", kind: "restored" };

/** What a revision holds besides the fields a save takes: the list's order stays the list's, the links stay the item's. */
export function restorableFields(data: unknown): Record<string, unknown> {
  const { order: _order, translationKey: _key, topics: _topics, ...fields } = (data ?? {}) as Record<string, unknown>;
  return fields;
}

const UPDATES = { category: updateCategory, topic: updateTopic, teamMember: updateTeamMember } as const;

export function restoreRevision(
  revision: RestorableRevision,
  version: { id: number; updatedAt: Date },
): WriteOperation<z.ZodType, Saved> {
  const update = UPDATES[revision.entity](version, restorableFields(revision.data), RESTORE) as WriteOperation<
    z.ZodType,
    Saved
  >;
  return {
    ...update,
    async apply(tx, data) {
      // A published item's working copy is written as it is: what the live save would refuse is checked here.
      const refusal = await stillFits(tx, revision.entity, version.id, data as Record<string, unknown>);
      return refusal ?? update.apply(tx, data);
    },
  };
}

/** Why the revision's place is no longer free: its category gone, its slug taken meanwhile. */
async function stillFits(
  tx: DbTransaction,
  entity: PublishedEntity,
  id: number,
  data: Record<string, unknown>,
): Promise<Refusal | null> {
  if (entity === "teamMember") return null;
  const slug = String(data.slug);
  if (entity === "category") {
    const { languageCode } = await tx.category.findUniqueOrThrow({ where: { id }, select: { languageCode: true } });
    const taken = await tx.category.count({ where: { languageCode, slug, id: { not: id } } });
    return taken ? refuse("invalid", { slug: "slugTaken" }) : null;
  }
  const { languageCode } = await tx.topic.findUniqueOrThrow({ where: { id }, select: { languageCode: true } });
  const categoryId = Number(data.categoryId);
  const category = await tx.category.count({ where: { id: categoryId, languageCode } });
  if (!category) return refuse("invalid", { categoryId: "categoryGone" });
  const taken = await tx.topic.count({ where: { categoryId, slug, id: { not: id } } });
  return taken ? refuse("invalid", { slug: "slugTaken" }) : null;
}
