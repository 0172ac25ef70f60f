/**
 * The checked-in demo content (content/seed), read once, for the end-to-end suites and the bench,
 * which look for it on the seeded site. The seed is a whole site in each of the five languages the
 * router knows: a seed without one fails here, by name, rather than in some test's premise.
 */
import { SHIPPED_LOCALES, type ShippedLocale } from "@/lib/i18n/routing";
import { loadSeedContent, type SeedCategory, type SeedTeamMember } from "./seed-content";

type PerLanguage<Item> = Record<string, Item[]> & Record<ShippedLocale, Item[]>;

const content = loadSeedContent();

function covering<Item>(byLanguage: Record<string, Item[]>): PerLanguage<Item> {
  const missing = SHIPPED_LOCALES.find((code) => !byLanguage[code]);
  if (missing) throw new Error(`The seed content has no "${missing}" folder, which the e2e suites and the bench read`);
  return byLanguage as PerLanguage<Item>;
}

export const seedCategories = covering<SeedCategory>(content.categories);
export const seedTeam = covering<SeedTeamMember>(content.team);
