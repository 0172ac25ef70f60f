import { languagesLinkedTo, sharedTranslationKey } from "@/lib/counterparts/mutations";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { deleteIfPresent, saveRecord, updateUnlessChanged, type SaveProblem, type SavedRecord } from "@/lib/database/versioned-writes";
import { contentFieldErrors, contentInputSchema, type ContentField } from "./schema";

export type ContentSaveResult =
  | SavedRecord
  | ({ ok: false; fieldErrors: Partial<Record<ContentField, string>> } & Partial<Pick<SaveProblem, "error">>);

/**
 * Creates a topic, or updates one if nobody else saved it since `expectedUpdatedAt`. The body is
 * sanitized here, on every save, whatever sent it.
 */
export async function saveContent(
  db: PrismaClient,
  raw: unknown,
  existing?: { id: number; expectedUpdatedAt: Date },
  /** On create: the topic (in another language) this one translates; both then share a translationKey. */
  translationOf?: number,
): Promise<ContentSaveResult> {
  const parsed = contentInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: contentFieldErrors(parsed.error) };
  const { languageCode, ...fields } = parsed.data;
  // Only an active category of the topic's own language can hold it (spec 5).
  const category = await db.category.findFirst({ where: { id: fields.categoryId, languageCode, isActive: true }, select: { id: true } });
  if (!category) return { ok: false, fieldErrors: { categoryId: "categoryRequired" } };
  const data = { ...fields, content: sanitizeRichText(fields.content) };
  return saveRecord(db, "content", languageCode, () =>
    existing
      ? updateUnlessChanged(
          () => db.content.updateMany({ where: { id: existing.id, languageCode, updatedAt: existing.expectedUpdatedAt }, data: { ...data, updatedAt: new Date() } }),
          () => db.content.findUnique({ where: { id: existing.id }, select: { id: true, translationKey: true } }),
        )
      : db.$transaction(async (tx) => {
          const translationKey = translationOf ? await sharedTranslationKey(tx, "content", translationOf, languageCode) : undefined;
          return tx.content.create({ data: { ...data, languageCode, translationKey }, select: { id: true, translationKey: true } });
        }),
  );
}

/** Deletes a topic; returns its language and the languages whose pages linked it, or null if it was gone. */
export async function deleteContent(db: PrismaClient, id: number): Promise<{ languageCode: string; affectedLanguages: string[] } | null> {
  const deleted = await deleteIfPresent(() => db.content.delete({ where: { id }, select: { languageCode: true, translationKey: true } }));
  if (!deleted) return null;
  return { languageCode: deleted.languageCode, affectedLanguages: await languagesLinkedTo(db, "content", deleted.languageCode, [deleted.translationKey]) };
}
