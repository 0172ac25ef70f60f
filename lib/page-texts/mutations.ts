import { cacheTags } from "@/lib/cache-tags";
import { allLanguagesKnown } from "@/lib/languages/known";
import { refuse, type FieldErrors, type WriteOperation } from "@/lib/database/write";
import { messageSyntaxProblem } from "@/lib/translations/message-syntax";
import { turkishSourceOf } from "./sources";
import { pageTextsSchema } from "./schema";

/**
 * Saves a language's changed page texts in one write: a blank text removes the firm's own (the
 * shipped one shows again). Refused, naming each text: one that is no message its Turkish source's
 * placeholders fit (next-intl would print the key), and one someone else saved since the form was
 * loaded (conflict: nothing is written).
 */
export function savePageTexts(input: unknown): WriteOperation<typeof pageTextsSchema, { saved: number }> {
  return {
    entity: "pageText",
    action: "update",
    schema: pageTextsSchema,
    input,
    async apply(tx, { languageCode, texts, seen }) {
      if (!(await allLanguagesKnown(tx, [languageCode]))) return refuse("invalid", { languageCode: "languageUnknown" });
      const problems: FieldErrors = {};
      for (const [key, text] of Object.entries(texts)) {
        const problem = text.trim() && messageSyntaxProblem(turkishSourceOf(key) ?? "", text.trim());
        if (problem) problems[key] = problem;
      }
      if (Object.keys(problems).length > 0) return refuse("invalid", problems);
      const keys = Object.keys(texts);
      const current = await tx.pageText.findMany({
        where: { languageCode, key: { in: keys } },
        select: { key: true, text: true },
      });
      const savedNow = new Map(current.map((row) => [row.key, row.text]));
      const changedMeanwhile = keys.filter((key) => (savedNow.get(key) ?? "") !== (seen[key] ?? ""));
      if (changedMeanwhile.length > 0)
        return refuse("conflict", Object.fromEntries(changedMeanwhile.map((key) => [key, "changedMeanwhile"])));
      for (const [key, raw] of Object.entries(texts)) {
        const text = raw.trim();
        if (!text) await tx.pageText.deleteMany({ where: { languageCode, key } });
        else
          await tx.pageText.upsert({
            where: { languageCode_key: { languageCode, key } },
            create: { languageCode, key, text },
            update: { text },
          });
      }
      return {
        id: languageCode,
        value: { saved: keys.length },
        languages: [languageCode],
        tags: [cacheTags.pageTexts(languageCode)],
      };
    },
  };
}
