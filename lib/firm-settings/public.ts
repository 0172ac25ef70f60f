import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { firmFactsIn, type FirmFacts } from "./facts";
import { findFirmSettings } from "./queries";
import { FIRM_DEFAULTS, type FirmSettings } from "./schema";

/** The firm's settings as public pages read them: cached, under the one tag every save expires. */
/**
 * Cached for every page that shows the firm's facts. A failed read fails the render, as the
 * translations' does: the shipped defaults would be kept as a good page long after the database is back.
 */
export async function getFirmSettings(): Promise<FirmSettings> {
  const cached = await unstable_cache(() => findFirmSettings(), ["firm-settings"], { tags: [cacheTags.firm] })();
  return { ...cached, updatedAt: new Date(cached.updatedAt) };
}

/** The firm's facts as a page in `locale` shows them. */
export async function getFirmFacts(locale: string): Promise<FirmFacts> {
  return firmFactsIn(await getFirmSettings(), locale);
}

/**
 * For the screens shown while something is wrong (the maintenance screen): the saved facts, else
 * the shipped ones, so a database that cannot answer still leaves the visitor a phone number.
 */
export async function getFirmSettingsOrDefaults(): Promise<FirmSettings> {
  try {
    return await getFirmSettings();
  } catch (error) {
    console.error("The firm's settings could not be read; the shipped ones are shown:", error);
    return { ...FIRM_DEFAULTS, updatedAt: new Date(0) };
  }
}
