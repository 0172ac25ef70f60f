import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { refuse, type WriteOperation } from "@/lib/database/write";
import { languageSchema, type LanguageData } from "./schema";

/**
 * Every public page reads the languages (which exist, which is active, which is the default), so a
 * language write expires that one tag.
 */
const LANGUAGE_TAGS = [cacheTags.languages];

/** Spec 4: exactly one default language; making one default clears the flag on the others. */
async function keepOneDefault(tx: DbTransaction, language: LanguageData) {
  if (language.isDefault) await tx.language.updateMany({ where: { code: { not: language.code }, isDefault: true }, data: { isDefault: false } });
}

export function createLanguage(input: unknown): WriteOperation<typeof languageSchema, { id: number; code: string }> {
  return {
    entity: "language",
    action: "create",
    schema: languageSchema,
    input,
    onUniqueViolation: () => refuse("invalid", { code: "codeTaken" }),
    async apply(tx, data) {
      await keepOneDefault(tx, data);
      const created = await tx.language.create({ data, select: { id: true } });
      return { id: created.id, value: { id: created.id, code: data.code }, languages: [data.code], tags: LANGUAGE_TAGS };
    },
  };
}
