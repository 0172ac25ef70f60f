import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isRecordNotFound, isUniqueViolation } from "@/lib/prisma-errors";
import { categoryFieldErrors, categoryInputSchema, type CategoryField } from "./schema";

export type CategorySaveResult =
  | { ok: true; id: number; languageCode: string }
  | { ok: false; fieldErrors: Partial<Record<CategoryField | "languageCode", string>>; error?: "conflict" | "notFound" };

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
  const data = parsed.data;
  try {
    if (!existing) {
      const created = await db.$transaction(async (tx) => {
        const translationKey = translationOf ? await sharedTranslationKey(tx, translationOf, data.languageCode) : undefined;
        return tx.category.create({ data: { ...data, translationKey } });
      });
      return { ok: true, id: created.id, languageCode: created.languageCode };
    }
    // A category keeps its language; its counterparts in other languages are separate rows.
    const { languageCode, ...changes } = data;
    const { count } = await db.category.updateMany({
      where: { id: existing.id, languageCode, updatedAt: existing.expectedUpdatedAt },
      data: { ...changes, updatedAt: new Date() },
    });
    if (count === 1) return { ok: true, id: existing.id, languageCode };
    const stillThere = await db.category.findUnique({ where: { id: existing.id }, select: { id: true } });
    return { ok: false, fieldErrors: {}, error: stillThere ? "conflict" : "notFound" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw error;
  }
}

/** Deletes a category and (by the foreign key's cascade) its topics; returns its language, or null if it was gone. */
export async function deleteCategory(db: PrismaClient, id: number): Promise<{ languageCode: string } | null> {
  try {
    return await db.category.delete({ where: { id }, select: { languageCode: true } });
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

type Transaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** The source's translationKey, given to it first if it had none; undefined for a source of the same language or none. */
async function sharedTranslationKey(tx: Transaction, sourceId: number, languageCode: string): Promise<string | undefined> {
  const source = await tx.category.findUnique({ where: { id: sourceId }, select: { translationKey: true, languageCode: true } });
  if (!source || source.languageCode === languageCode) return undefined;
  if (source.translationKey) return source.translationKey;
  const translationKey = `category:${randomUUID()}`;
  await tx.category.update({ where: { id: sourceId }, data: { translationKey } });
  return translationKey;
}
