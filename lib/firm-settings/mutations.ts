import { cacheTags } from "@/lib/cache-tags";
import { allLanguagesKnown } from "@/lib/languages/known";
import { refuse, type WriteOperation } from "@/lib/database/write";
import { firmSettingsSchema, isBlankFirmText, type FirmSettingsValues, type FirmTexts } from "./schema";

/**
 * Writes the single record (created when missing), one write whose version is its updatedAt. Every
 * page shows some of the firm's facts (the footer), so the tag expires them all, in every language;
 * the About page's figures and the messages' site name come from here too.
 */
export function saveFirmSettings(
  input: unknown,
  version?: { updatedAt: Date },
): WriteOperation<typeof firmSettingsSchema, null> {
  return {
    entity: "firmSettings",
    action: "update",
    schema: firmSettingsSchema,
    input,
    row: version && { id: 1, updatedAt: version.updatedAt },
    async apply(tx, settings) {
      if (!(await allLanguagesKnown(tx, Object.keys(settings.texts))))
        return refuse("invalid", { texts: "languageUnknown" });
      const data = storedFirmSettings(settings);
      await tx.firmSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      return { id: 1, value: null, languages: [], tags: [cacheTags.firm] };
    },
  };
}

/** The row as stored: a language whose texts are all blank shows the Turkish ones, so it is not kept. */
export function storedFirmSettings(settings: FirmSettingsValues) {
  const texts: FirmTexts = Object.fromEntries(
    Object.entries(settings.texts).filter(([, text]) => !isBlankFirmText(text)),
  );
  return { ...settings, texts };
}
