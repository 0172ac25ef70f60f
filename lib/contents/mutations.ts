import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isRecordNotFound, isUniqueViolation } from "@/lib/prisma-errors";
import { sanitizeRichText } from "@/lib/rich-text";
import { contentFieldErrors, contentInputSchema, type ContentField } from "./schema";

export type ContentSaveResult =
  | { ok: true; id: number; languageCode: string }
  | { ok: false; fieldErrors: Partial<Record<ContentField, string>>; error?: "conflict" | "notFound" };

/**
 * Creates a topic, or updates one if nobody else saved it since `expectedUpdatedAt`. The body is
 * sanitized here, on every save, whatever sent it.
 */
export async function saveContent(db: PrismaClient, raw: unknown, existing?: { id: number; expectedUpdatedAt: Date }): Promise<ContentSaveResult> {
  const parsed = contentInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, fieldErrors: contentFieldErrors(parsed.error) };
  const { languageCode, ...fields } = parsed.data;
  // Only an active category of the topic's own language can hold it (spec 5).
  const category = await db.category.findFirst({ where: { id: fields.categoryId, languageCode, isActive: true }, select: { id: true } });
  if (!category) return { ok: false, fieldErrors: { categoryId: "categoryRequired" } };
  const data = { ...fields, content: sanitizeRichText(fields.content) };
  try {
    if (!existing) {
      const created = await db.content.create({ data: { ...data, languageCode } });
      return { ok: true, id: created.id, languageCode };
    }
    const { count } = await db.content.updateMany({
      where: { id: existing.id, languageCode, updatedAt: existing.expectedUpdatedAt },
      data: { ...data, updatedAt: new Date() },
    });
    if (count === 1) return { ok: true, id: existing.id, languageCode };
    const stillThere = await db.content.findUnique({ where: { id: existing.id }, select: { id: true } });
    return { ok: false, fieldErrors: {}, error: stillThere ? "conflict" : "notFound" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw error;
  }
}

export async function deleteContent(db: PrismaClient, id: number): Promise<{ languageCode: string } | null> {
  try {
    return await db.content.delete({ where: { id }, select: { languageCode: true } });
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}
