import { cacheTags } from "@/lib/cache-tags";
import { onRow, rowIdSchema, type WriteOperation } from "@/lib/database/write";
import { translationSaveSchema } from "./schema";

/** Saves the translation of one source text in a language. */
export function saveTranslation(input: unknown): WriteOperation<typeof translationSaveSchema, { id: number }> {
  return {
    entity: "translation",
    action: "update",
    schema: translationSaveSchema,
    input,
    async apply(tx, { languageCode, source, text }) {
      const saved = await tx.translation.upsert({
        where: { languageCode_source: { languageCode, source } },
        create: { languageCode, source, text },
        update: { text },
        select: { id: true },
      });
      return {
        id: saved.id,
        value: { id: saved.id },
        languages: [languageCode],
        tags: [cacheTags.translations(languageCode)],
      };
    },
  };
}

/** Removes the admin's translation of one source text: the shipped text (or the Turkish) shows again. */
export function deleteTranslation(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }> {
  return {
    ...onRow("translation", "delete", id),
    async apply(tx) {
      const { languageCode } = await tx.translation.delete({ where: { id }, select: { languageCode: true } });
      return { id, value: { languageCode }, languages: [languageCode], tags: [cacheTags.translations(languageCode)] };
    },
  };
}
