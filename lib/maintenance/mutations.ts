import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { allLanguagesKnown } from "@/lib/languages/known";
import { refuse, type Refusal, type WriteOperation } from "@/lib/database/write";
import { isBlankText, maintenanceSchema, type MaintenanceTexts } from "./schema";

/**
 * Writes the single maintenance record (created with these settings when missing) and the texts of
 * the languages it names; one write, whose version is the record's lastUpdated (bumped by every save).
 */
export function saveMaintenanceSettings(
  input: unknown,
  version?: { updatedAt: Date },
): WriteOperation<typeof maintenanceSchema, null> {
  return {
    entity: "maintenance",
    action: "update",
    schema: maintenanceSchema,
    input,
    row: version && { id: 1, updatedAt: version.updatedAt },
    async apply(tx, { texts, ...settings }) {
      await tx.maintenanceSettings.upsert({ where: { id: 1 }, create: { id: 1, ...settings }, update: settings });
      const refused = texts ? await saveTexts(tx, texts) : undefined;
      if (refused) return refused;
      return { id: 1, value: null, languages: [], tags: [cacheTags.maintenance] };
    },
  };
}

/** Each named language's texts as given, a blank one removed; a language the site does not have is refused. */
async function saveTexts(tx: DbTransaction, texts: MaintenanceTexts): Promise<Refusal | undefined> {
  const codes = Object.keys(texts);
  if (!(await allLanguagesKnown(tx, codes))) return refuse("invalid", { texts: "languageUnknown" });
  const blank = codes.filter((code) => isBlankText(texts[code]!));
  if (blank.length > 0) await tx.maintenanceText.deleteMany({ where: { languageCode: { in: blank } } });
  for (const code of codes.filter((one) => !blank.includes(one))) {
    const text = texts[code]!;
    await tx.maintenanceText.upsert({
      where: { languageCode: code },
      create: { languageCode: code, ...text },
      update: text,
    });
  }
  return undefined;
}
