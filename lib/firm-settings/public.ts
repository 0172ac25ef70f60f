import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { firmFactsIn, type FirmFacts } from "./facts";
import { findFirmSettings } from "./queries";
import type { FirmSettings } from "./schema";

/**
 * The firm's settings as public pages read them (every page's messages name the firm): cached, under
 * the one tag every save expires. A failed read fails the render, as the translations' does: the
 * shipped defaults would be kept as a good page long after the database is back.
 */
export async function getFirmSettings(): Promise<FirmSettings> {
  const cached = await unstable_cache(() => findFirmSettings(), ["firm-settings"], { tags: [cacheTags.firm] })();
  return { ...cached, updatedAt: new Date(cached.updatedAt) };
}

/** The firm's facts as a page in `locale` shows them. */
export async function getFirmFacts(locale: string): Promise<FirmFacts> {
  return firmFactsIn(await getFirmSettings(), locale);
}
