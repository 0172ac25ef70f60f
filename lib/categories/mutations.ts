import { languagesLinkedTo, sharedTranslationKey } from "@/lib/counterparts/mutations";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { deleteIfPresent, saveRecord, updateUnlessChanged, type SaveProblem, type SavedRecord } from "@/lib/database/versioned-writes";
import { categoryFieldErrors, categoryInputSchema, type CategoryField } from "./schema";

export type CategorySaveResult =
  | SavedRecord
  | ({ ok: false; fieldErrors: Partial<Record<CategoryField | "languageCode", string>> } & Partial<Pick<SaveProblem, "error">>);

/**
 * Creates a category, or updates one if nobody else saved it since `expectedUpdatedAt` (no lost
 * update: the other save is kept and the caller is told).
 */
export async function saveCategory(
  db: PrismaClient,
  raw: unknown,
  existing?: { id: number; expectedUpdatedAt: Date },
  /** On create: the category (in another language) this one translates; both then share a translationKey. */
  translationOf?: number,
): Promise<CategorySaveResult> {
  const parsed = categoryInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: categoryFieldErrors(parsed.error) };
  // A category keeps its language; its counterparts in other languages are separate rows.
  const { languageCode, ...changes } = parsed.data;
  // Pages of other languages that link its topics read this language's content too, so refreshing
  // its own and its counterparts' languages reaches them.
  return saveRecord(db, "category", languageCode, () =>
    existing
      ? updateUnlessChanged(
          () => db.category.updateMany({ where: { id: existing.id, languageCode, updatedAt: existing.expectedUpdatedAt }, data: { ...changes, updatedAt: new Date() } }),
          () => db.category.findUnique({ where: { id: existing.id }, select: { id: true, translationKey: true } }),
        )
      : db.$transaction(async (tx) => {
          const translationKey = translationOf ? await sharedTranslationKey(tx, "category", translationOf, languageCode) : undefined;
          return tx.category.create({ data: { ...parsed.data, translationKey }, select: { id: true, translationKey: true } });
        }),
  );
}

/**
 * Deletes a category and (by the foreign key's cascade) its topics. Returns its language and the
 * languages whose pages linked it or its topics, or null if it was gone.
 */
export async function deleteCategory(db: PrismaClient, id: number): Promise<{ languageCode: string; affectedLanguages: string[] } | null> {
  const deleted = await deleteIfPresent(() =>
    db.category.delete({ where: { id }, select: { languageCode: true, translationKey: true, contents: { select: { translationKey: true } } } }),
  );
  if (!deleted) return null;
  const linked = [
    ...(await languagesLinkedTo(db, "category", deleted.languageCode, [deleted.translationKey])),
    ...(await languagesLinkedTo(db, "content", deleted.languageCode, deleted.contents.map((topic) => topic.translationKey))),
  ];
  return { languageCode: deleted.languageCode, affectedLanguages: [...new Set(linked)] };
}
