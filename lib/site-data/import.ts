import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { restartIdsAfterHighest } from "@/lib/database/id-sequences";
import { refuse, type WriteOperation } from "@/lib/database/write";
import { teamMemberRow } from "@/lib/team-members/mutations";
import { normalizeTopic } from "@/lib/topics/schema";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { siteDataSchema, type SiteData } from "./document";

/**
 * `npm run db:import`: an export file into an empty database, as one write of the write path
 * (authorized, validated with the document schema, one transaction, one change record naming every
 * language's tags, one NOTIFY). Rows keep their ids, so an export of the result equals the file.
 * Only an empty database: merging into content would need rules for every clash, and a restore
 * starts from an empty one anyway.
 */
const CONTENT_LISTS = ["languages", "categories", "topics", "teamMembers", "translations"] as const;
type ContentCounts = Record<(typeof CONTENT_LISTS)[number], number>;

const IMPORT_LOCK = 0x696d7074; // "impt": advisory-lock namespace of imports (two at once: the second finds content)

async function countContent(tx: DbTransaction): Promise<ContentCounts> {
  const [languages, categories, topics, teamMembers, translations] = await Promise.all([
    tx.language.count(),
    tx.category.count(),
    tx.topic.count(),
    tx.teamMember.count(),
    tx.translation.count(),
  ]);
  return { languages, categories, topics, teamMembers, translations };
}

const LIST_NAMES: Record<keyof ContentCounts, string> = { languages: "languages", categories: "categories", topics: "topics", teamMembers: "team members", translations: "translations" };

/** "the database already holds 5 languages and 12 categories: import needs an empty one"; undefined when it holds no content. */
export function describeContentInTheWay(counts: ContentCounts): string | undefined {
  const held = CONTENT_LISTS.filter((list) => counts[list] > 0).map((list) => `${counts[list]} ${LIST_NAMES[list]}`);
  if (held.length === 0) return undefined;
  const listed = held.length === 1 ? held[0] : `${held.slice(0, -1).join(", ")} and ${held.at(-1)}`;
  return `the database already holds ${listed}: import needs an empty one`;
}

/** What an import refused for content in the way names it in this field. */
export const IN_THE_WAY_FIELD = "database";

async function insertAll(tx: DbTransaction, data: SiteData) {
  await tx.language.createMany({ data: data.languages });
  await tx.category.createMany({ data: data.categories });
  await tx.topic.createMany({ data: data.topics.map(({ id, ...topic }) => ({ id, ...normalizeTopic(topic, sanitizeRichText) })) });
  await tx.teamMember.createMany({ data: data.teamMembers.map(({ id, ...member }) => ({ id, ...teamMemberRow(member) })) });
  await tx.translation.createMany({ data: data.translations });
  await tx.maintenanceSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data.maintenance }, update: data.maintenance });
}

/** Every tag a page of the imported languages (or the maintenance screen) may have cached while the site was empty. */
function tagsOf(languageCodes: string[]): string[] {
  const perLanguage = languageCodes.flatMap((code) => [cacheTags.menu(code), cacheTags.team(code), cacheTags.translations(code), cacheTags.sitemap(code)]);
  return [cacheTags.languages, cacheTags.maintenance, cacheTags.topicGroups, ...perLanguage];
}

/** `schema` is the database client's (lib/db.ts schemaOf): the id sequences are moved past the imported ids. */
export function importSiteData(input: unknown, schema: string): WriteOperation<typeof siteDataSchema, ContentCounts> {
  return {
    entity: "siteData",
    action: "import",
    schema: siteDataSchema,
    input,
    // The file's own keys were checked (lib/site-data/relations.ts): a clash is with a row written meanwhile.
    onUniqueViolation: () => refuse("notEmpty", { [IN_THE_WAY_FIELD]: "the database was written to during the import: import needs an empty one" }),
    async apply(tx, data) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK}::int4, 0)`;
      const inTheWay = describeContentInTheWay(await countContent(tx));
      if (inTheWay) return refuse("notEmpty", { [IN_THE_WAY_FIELD]: inTheWay });
      await insertAll(tx, data);
      await restartIdsAfterHighest(tx, schema, ["Language", "Category", "Content", "TeamMember", "Translation"]);
      const codes = data.languages.map((language) => language.code);
      const counts = Object.fromEntries(CONTENT_LISTS.map((list) => [list, data[list].length])) as ContentCounts;
      return { id: "all", value: counts, languages: codes, tags: tagsOf(codes) };
    },
  };
}
