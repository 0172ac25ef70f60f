import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { tagsOfLanguage } from "@/lib/database/entity-registry";
import { BY_ORDER } from "@/lib/database/order";
import { reorderFields, rewriteOrder, type ListReorder } from "@/lib/database/reorder";
import { refuse, onRow, rowIdSchema, type WriteOperation } from "@/lib/database/write";
import { nextLanguageOrder } from "@/lib/database/next-order";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { languageChangesSchema, languageSchema } from "./schema";

/**
 * The writes of a language, as operations for the write path. Every public page reads the
 * languages (which exist, which is active, which is the default), so each expires that one tag;
 * deleting one also removes its pages' entries.
 */
const LANGUAGE_TAGS = [cacheTags.languages];
const DEFAULT_LOCK = 0x6c616e67; // "lang": advisory-lock namespace of the default language

/**
 * Exactly one default language, at every moment. Default changes run one at a time (a
 * lock), so two made at once leave the later one default, never two or none.
 */
async function makeOnlyDefault(tx: DbTransaction, id: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DEFAULT_LOCK}::int4, 0)`;
  await tx.language.updateMany({ where: { id: { not: id }, isDefault: true }, data: { isDefault: false } });
  await tx.language.update({ where: { id }, data: { isDefault: true, isActive: true } });
}

const codeTaken = () => refuse("invalid", { code: "codeTaken" });

export function createLanguage(input: unknown): WriteOperation<typeof languageSchema, { id: number; code: string }> {
  return {
    entity: "language",
    action: "create",
    schema: languageSchema,
    input,
    onUniqueViolation: codeTaken,
    async apply(tx, { isDefault, ...data }) {
      if (isDefault && !data.isActive) return refuse("defaultMustBeActive");
      // Its prefix would take a Turkish (unprefixed) category's address, /{code}.
      if (await tx.category.count({ where: { languageCode: DEFAULT_LOCALE, slug: data.code } }))
        return refuse("invalid", { code: "codeIsCategorySlug" });
      const order = data.order ?? (await nextLanguageOrder(tx));
      const created = await tx.language.create({ data: { ...data, order }, select: { id: true } });
      if (isDefault) await makeOnlyDefault(tx, created.id);
      return {
        id: created.id,
        value: { id: created.id, code: data.code },
        languages: [data.code],
        tags: LANGUAGE_TAGS,
      };
    },
  };
}

/**
 * Edits a language; its code never changes. The default one stays active; `isDefault: true` makes
 * this one the default (active), and the default is never unset, only moved.
 */
export function updateLanguage(
  version: { id: number; updatedAt: Date },
  input: unknown,
): WriteOperation<typeof languageChangesSchema, { id: number }> {
  return {
    entity: "language",
    action: "update",
    schema: languageChangesSchema,
    input,
    row: version,
    async apply(tx, { isDefault, ...data }) {
      const current = await tx.language.findUniqueOrThrow({
        where: { id: version.id },
        select: { code: true, isDefault: true },
      });
      const willBeDefault = isDefault ?? current.isDefault;
      if (willBeDefault && !data.isActive) return refuse("defaultMustBeActive");
      if (current.isDefault && !willBeDefault) return refuse("defaultMustExist");
      await tx.language.update({ where: { id: version.id }, data });
      if (willBeDefault && !current.isDefault) await makeOnlyDefault(tx, version.id);
      return { id: version.id, value: { id: version.id }, languages: [current.code], tags: LANGUAGE_TAGS };
    },
  };
}

/** The status badge: active ↔ inactive. The default language cannot be switched off. */
export function toggleLanguageActive(id: number): WriteOperation<typeof rowIdSchema, { isActive: boolean }> {
  return {
    ...onRow("language", "update", id),
    async apply(tx) {
      const current = await tx.language.findUniqueOrThrow({
        where: { id },
        select: { code: true, isActive: true, isDefault: true },
      });
      if (current.isDefault && current.isActive) return refuse("defaultMustBeActive");
      await tx.language.update({ where: { id }, data: { isActive: !current.isActive } });
      return { id, value: { isActive: !current.isActive }, languages: [current.code], tags: LANGUAGE_TAGS };
    },
  };
}

export function makeDefaultLanguage(id: number): WriteOperation<typeof rowIdSchema, { code: string }> {
  return {
    ...onRow("language", "update", id),
    async apply(tx) {
      const { code } = await tx.language.findUniqueOrThrow({ where: { id }, select: { code: true } });
      await makeOnlyDefault(tx, id);
      return { id, value: { code }, languages: [code], tags: LANGUAGE_TAGS };
    },
  };
}

/** Deletes a language with everything written in it (the foreign keys cascade); never the default one. */
export function deleteLanguage(id: number): WriteOperation<typeof rowIdSchema, { code: string }> {
  return {
    ...onRow("language", "delete", id),
    async apply(tx) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${DEFAULT_LOCK}::int4, 0)`;
      const language = await tx.language.findUniqueOrThrow({ where: { id }, select: { code: true, isDefault: true } });
      if (language.isDefault) return refuse("defaultLanguage");
      await tx.language.delete({ where: { id } });
      const tags = [...LANGUAGE_TAGS, ...tagsOfLanguage(language.code)];
      return { id, value: { code: language.code }, languages: [language.code], tags };
    },
  };
}

const languageReorderSchema = z.object(reorderFields);

/**
 * The languages in a new order (the admin's drag and drop): orders 1..n in one write, refused as
 * "conflict" when the list changed since it was loaded. Every page's language switcher shows it.
 */
export function reorderLanguages(list: ListReorder): WriteOperation<typeof languageReorderSchema, null> {
  return {
    entity: "language",
    action: "reorder",
    schema: languageReorderSchema,
    input: list,
    async apply(tx, list) {
      const refusal = await rewriteOrder(
        tx,
        {
          key: "language",
          read: () => tx.language.findMany({ orderBy: BY_ORDER, select: { id: true, order: true } }),
          write: (id, order) => tx.language.update({ where: { id }, data: { order } }),
        },
        list,
      );
      if (refusal) return refusal;
      const languages = await tx.language.findMany({ select: { code: true } });
      return { id: "all", value: null, languages: languages.map((language) => language.code), tags: LANGUAGE_TAGS };
    },
  };
}
