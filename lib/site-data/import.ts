import type { DbTransaction } from "@/lib/db";
import { EXPORTED, ROW_LISTS, tagsOfLanguage, type RowListKey } from "@/lib/database/entity-registry";
import { restartIdsAfterHighest } from "@/lib/database/id-sequences";
import { refuse, type WriteOperation } from "@/lib/database/write";
import { siteDataSchema, type SiteData } from "./document";

/**
 * `npm run db:import`: an export file into an empty database, as one write of the write path
 * (authorized, validated with the document schema, one transaction, one change record naming every
 * language's tags, one NOTIFY). Rows keep their ids, so an export of the result equals the file.
 * Only an empty database: merging into content would need rules for every clash, and a restore
 * starts from an empty one anyway. The lists, and how each is counted and written, are the entity
 * registry's (lib/database/entity-registry.ts).
 */
type ContentCounts = Record<RowListKey, number>;

const IMPORT_LOCK = 0x696d7074; // "impt": advisory-lock namespace of imports (two at once: the second finds content)

async function countContent(tx: DbTransaction): Promise<ContentCounts> {
  const counts = await Promise.all(ROW_LISTS.map((list) => list.count(tx)));
  return Object.fromEntries(ROW_LISTS.map((list, index) => [list.key, counts[index]])) as ContentCounts;
}

/**
 * "the database already holds 5 languages and 12 categories: import needs an empty one"; undefined
 * when it holds no content.
 */
export function describeContentInTheWay(counts: ContentCounts): string | undefined {
  const held = ROW_LISTS.filter((list) => counts[list.key] > 0).map((list) => `${counts[list.key]} ${list.label}`);
  if (held.length === 0) return undefined;
  const listed = held.length === 1 ? held[0] : `${held.slice(0, -1).join(", ")} and ${held.at(-1)}`;
  return `the database already holds ${listed}: import needs an empty one`;
}

/**
 * The codes of a failed write: Prisma's own (P2028: the transaction ran out of time) and the
 * database's beneath it (57014: a statement cancelled by its timeout; 55P03: a lock not granted).
 */
function failureCodes(error: unknown): string[] {
  const { code, meta } = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  };
  return [code, meta?.driverAdapterError?.cause?.originalCode].filter((value) => typeof value === "string");
}

const OUT_OF_TIME = new Set(["P2028", "57014", "55P03"]);

/**
 * Why a write the database did not finish failed, in words: Prisma's text names its internals
 * ("Transaction API error: A query cannot be executed on an expired transaction…"). Nothing was
 * written either way, as the import is one transaction.
 */
export function describeImportFailure(error: unknown): string {
  const codes = failureCodes(error);
  if (codes.some((code) => OUT_OF_TIME.has(code)))
    return "the database did not finish the import in the time one write may take, so nothing was written; import a smaller file, or try again when the database is less busy";
  const reference = codes.length > 0 ? ` (error ${codes.join(", ")})` : "";
  return `the database stopped the import${reference}, so nothing was written; check that DATABASE_URL names a database migrated with npm run db:migrate, and try again`;
}

/** What an import refused for content in the way names it in this field. */
export const IN_THE_WAY_FIELD = "database";

/**
 * Rows per INSERT: one statement per batch keeps each query Prisma builds (and the database parses)
 * small, where one createMany of a whole list built a query as large as the file.
 */
const INSERT_BATCH = 2_000;

/** List by list, in the registry's order (a row's references are written before it), a list in batches. */
async function insertAll(tx: DbTransaction, data: SiteData) {
  const lists: Record<string, unknown> = data;
  for (const { export: list } of EXPORTED) {
    const value = lists[list.key];
    if (!Array.isArray(value)) await list.insert(tx, value);
    else
      for (let start = 0; start < value.length; start += INSERT_BATCH)
        await list.insert(tx, value.slice(start, start + INSERT_BATCH));
  }
  for (const { export: list } of EXPORTED) if (list.link) await list.link(tx, lists[list.key]);
}

/** Every tag a page of the imported languages (or the maintenance screen) may have cached while the site was empty. */
function tagsOf(languageCodes: string[]): string[] {
  const whole = EXPORTED.flatMap((entry) => entry.tags?.whole ?? []);
  return [...new Set([...whole, ...languageCodes.flatMap(tagsOfLanguage)])];
}

/** `schema` is the database client's (lib/db.ts schemaOf): the id sequences are moved past the imported ids. */
export function importSiteData(input: unknown, schema: string): WriteOperation<typeof siteDataSchema, ContentCounts> {
  return {
    entity: "siteData",
    action: "import",
    schema: siteDataSchema,
    input,
    // The file's own keys were checked (lib/site-data/relations.ts): a clash is with a row written meanwhile.
    onUniqueViolation: () =>
      refuse("notEmpty", {
        [IN_THE_WAY_FIELD]: "the database was written to during the import: import needs an empty one",
      }),
    async apply(tx, data) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK}::int4, 0)`;
      const inTheWay = describeContentInTheWay(await countContent(tx));
      if (inTheWay) return refuse("notEmpty", { [IN_THE_WAY_FIELD]: inTheWay });
      await insertAll(tx, data);
      await restartIdsAfterHighest(
        tx,
        schema,
        ROW_LISTS.map((list) => list.table),
      );
      const codes = data.languages.map((language) => language.code);
      const counts = Object.fromEntries(ROW_LISTS.map((list) => [list.key, data[list.key].length])) as ContentCounts;
      return { id: "all", value: counts, languages: codes, tags: tagsOf(codes) };
    },
  };
}
