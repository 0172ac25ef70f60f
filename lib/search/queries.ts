import { getDb, schemaOf } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { stripHtml } from "@/lib/text/excerpt";
import { paths } from "@/lib/site/paths";
import { SERVICE_PAGE_SLUGS, SERVICE_SOURCE_LANGUAGE, servicesOf } from "@/lib/site/services";
import { highlightExcerpt } from "./highlight";
import { queryTerms } from "./query-text";

/**
 * The site search over the database (prisma/migrations/*_site_search): a language's published
 * topics, categories and team members, ranked. Only what visitors see is searched: active rows (a
 * scheduled or unpublished item is inactive), a topic of an active category, and the live columns,
 * never a working copy in `draft`. Each row stores its document (the language's stems and its
 * accent-free words); the query is matched both ways, the accent-free words as prefixes ("faydali
 * model" finds "Faydalı Modeller"). A query of a few words also matches titles by trigrams, for typos.
 */
export type SearchResultKind = "topic" | "category" | "service" | "member";

export interface SearchResult {
  kind: SearchResultKind;
  title: string;
  /** A path without the language prefix (lib/site/paths.ts). */
  href: string;
  /** HTML: escaped text with <mark> around the matching words (lib/search/highlight.ts). */
  excerpt: string;
  rank: number;
}

/** Per kind: a results page lists the best, never the whole site. */
export const SEARCH_RESULT_LIMIT = 20;
/**
 * A query of this many characters also matches titles with a typo (trigram word similarity): not a
 * shorter one (two letters make one trigram, close to every title), nor a longer one (a sentence).
 */
export const TYPO_TOLERANT_LENGTH = { min: 4, max: 30 };
/**
 * How close a query's words must be to a title's (pg_trgm's word similarity, 0..1): below the
 * default 0.6, so that a typo in each of two short words ("fydalı modle") still finds the title.
 */
export const TYPO_SIMILARITY = 0.5;

/** The client's schema, named before each table and function: raw SQL does not get Prisma's schema. */
const schemaOfClient = (client: PrismaClient) => Prisma.raw(`"${schemaOf(client)}"`);

/**
 * The query as a tsquery: the language's stems (websearch syntax: quotes, "or", -word; it accepts
 * any text), or every accent-free word as a prefix; folded by the same functions as the documents.
 * The words are split after accents are removed, on anything not a letter or digit (unaccent turns
 * "ʼ" into "'", which the tsquery syntax would refuse). Computed once, in a CTE read as a parameter
 * `(SELECT query FROM q)`: the planner then reads the documents' index rather than every document.
 */
function searchQuery(s: Prisma.Sql, languageCode: string, lower: string): Prisma.Sql {
  const folded = Prisma.sql`${s}.site_search_fold(${languageCode}::varchar, ${lower})`;
  return Prisma.sql`q AS MATERIALIZED (SELECT (
    websearch_to_tsquery(${s}.site_search_config(${languageCode}::varchar), ${folded})
    || coalesce(to_tsquery('pg_catalog.simple', (
      SELECT string_agg(word || ':*', ' & ')
        FROM regexp_split_to_table(${s}.site_search_unaccent(${folded}), '[^[:alnum:]]+') AS word
       WHERE word <> '')), ''::tsquery)
  ) AS query)`;
}

interface TopicRow {
  id: number;
  title: string;
  slug: string;
  categorySlug: string;
  categoryKey: string | null;
  body: string;
  rank: number;
}

/** A found topic's fields, read for the best only (a body is read for its excerpt). */
const topicFields = (s: Prisma.Sql) => Prisma.sql`
  SELECT t.id, t.title, t.slug, c.slug AS "categorySlug", c."translationKey" AS "categoryKey", t.content AS body,
         found.rank::float8 AS rank
    FROM found JOIN ${s}."Content" t ON t.id = found.id JOIN ${s}."Category" c ON c.id = t."categoryId"
   ORDER BY found.rank DESC, t.title`;

/**
 * The best candidates (id, rank) of a language's published topics, each candidate found by an
 * index in `matches` (any language: a condition on the language there would let the planner read
 * another index instead).
 */
const bestOf = (s: Prisma.Sql, languageCode: string, limit: number) => Prisma.sql`
  found AS (
    SELECT m.id, m.rank FROM matches m
     WHERE m."languageCode" = ${languageCode} AND m."isActive"
       AND m."categoryId" = ANY(ARRAY(SELECT c.id FROM ${s}."Category" c WHERE c."languageCode" = ${languageCode} AND c."isActive"))
     ORDER BY m.rank DESC, m.title
     LIMIT ${limit})`;

/**
 * Runs a search's statement reading candidates through the search indexes (bitmap scans) only. The
 * planner counts a stored document as a few bytes of its row, not the TOAST it must fetch and
 * decompress, and so prefers reading every row (a sequential scan, or a whole primary-key index):
 * 25–35 ms over 5,000 topics, against 2–11 ms through the search index (bench/search.ts). The
 * settings hold for this transaction alone.
 */
async function throughIndexes<T>(client: PrismaClient, statement: Prisma.PrismaPromise<T>, trigramThreshold?: number) {
  const settings = [
    client.$executeRaw`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    ...(trigramThreshold === undefined
      ? []
      : [
          client.$executeRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(trigramThreshold)}, true)`,
        ]),
  ];
  const results = await client.$transaction([...settings, statement]);
  return results.at(-1) as T;
}

/**
 * Published topics whose document matches, ranked by their heading (title before keywords and
 * section; a match in the body alone comes after).
 */
function matchingTopics(client: PrismaClient, languageCode: string, lower: string): Promise<TopicRow[]> {
  const s = schemaOfClient(client);
  return throughIndexes(
    client,
    client.$queryRaw<TopicRow[]>`
    WITH ${searchQuery(s, languageCode, lower)}, matches AS MATERIALIZED (
      SELECT id, "languageCode", "isActive", "categoryId", title, ts_rank("searchHeading", (SELECT query FROM q)) AS rank
        FROM ${s}."Content" WHERE "searchDocument" @@ (SELECT query FROM q)
    ), ${bestOf(s, languageCode, SEARCH_RESULT_LIMIT)}
    ${topicFields(s)}`,
  );
}

/**
 * Published topics whose title is close to the query's words (a typo), other than those found:
 * ranked by that closeness. The threshold of the <% operator (the index answers it) is a setting.
 */
function closeTopics(
  client: PrismaClient,
  languageCode: string,
  lower: string,
  found: TopicRow[],
): Promise<TopicRow[]> {
  const s = schemaOfClient(client);
  return throughIndexes(
    client,
    client.$queryRaw<TopicRow[]>`
    WITH w AS MATERIALIZED (SELECT ${s}.site_search_unaccent(${s}.site_search_fold(${languageCode}::varchar, ${lower})) AS words),
    matches AS MATERIALIZED (
      SELECT id, "languageCode", "isActive", "categoryId", title,
             public.word_similarity((SELECT words FROM w), "searchTitle") / 2 AS rank
        FROM ${s}."Content"
       WHERE (SELECT words FROM w) OPERATOR(public.<%) "searchTitle"
         AND id <> ALL(${found.map((topic) => topic.id)}::int[])
    ), ${bestOf(s, languageCode, SEARCH_RESULT_LIMIT - found.length)}
    ${topicFields(s)}`,
    TYPO_SIMILARITY,
  );
}

/** Matching topics, then (for a query of a few words, while the page has room) titles with a typo. */
async function searchTopics(client: PrismaClient, languageCode: string, lower: string): Promise<TopicRow[]> {
  const matching = await matchingTopics(client, languageCode, lower);
  const length = [...lower].length;
  const typoTolerant = length >= TYPO_TOLERANT_LENGTH.min && length <= TYPO_TOLERANT_LENGTH.max;
  if (!typoTolerant || matching.length >= SEARCH_RESULT_LIMIT) return matching;
  return [...matching, ...(await closeTopics(client, languageCode, lower, matching))];
}

interface CategoryRow {
  title: string;
  slug: string;
  translationKey: string | null;
  description: string;
  rank: number;
}

function searchCategories(client: PrismaClient, languageCode: string, lower: string): Promise<CategoryRow[]> {
  const s = schemaOfClient(client);
  return client.$queryRaw<CategoryRow[]>`
    WITH ${searchQuery(s, languageCode, lower)}
    SELECT c.title, c.slug, c."translationKey", c.description,
           ts_rank(c."searchDocument", (SELECT query FROM q))::float8 AS rank
      FROM ${s}."Category" c
     WHERE c."searchDocument" @@ (SELECT query FROM q) AND c."languageCode" = ${languageCode} AND c."isActive"
     ORDER BY rank DESC, c.title
     LIMIT ${SEARCH_RESULT_LIMIT}`;
}

interface MemberRow {
  id: number;
  name: string;
  title: string;
  shortDescription: string;
  expertise: string[];
  rank: number;
}

function searchMembers(client: PrismaClient, languageCode: string, lower: string): Promise<MemberRow[]> {
  const s = schemaOfClient(client);
  return client.$queryRaw<MemberRow[]>`
    WITH ${searchQuery(s, languageCode, lower)}
    SELECT m.id, m.name, m.title, m."shortDescription", m.expertise,
           ts_rank(m."searchDocument", (SELECT query FROM q))::float8 AS rank
      FROM ${s}."TeamMember" m
     WHERE m."searchDocument" @@ (SELECT query FROM q) AND m."languageCode" = ${languageCode} AND m."isActive"
     ORDER BY rank DESC, m.name
     LIMIT ${SEARCH_RESULT_LIMIT}`;
}

/** The Turkish categories at the services' addresses: a version of one is shown on its service's page. */
async function serviceAnchors(client: PrismaClient, languageCode: string) {
  if (languageCode === SERVICE_SOURCE_LANGUAGE) return [];
  return client.category.findMany({
    where: { languageCode: SERVICE_SOURCE_LANGUAGE, slug: { in: [...SERVICE_PAGE_SLUGS] } },
    select: { slug: true, translationKey: true },
  });
}

/** Topics, categories and team members of a language matching a query (lower-cased: lib/search/query-text.ts). */
export async function searchContent(
  languageCode: string,
  lower: string,
  client: PrismaClient = getDb(),
): Promise<SearchResult[]> {
  const terms = queryTerms(lower, languageCode);
  const excerpt = (plain: string) => highlightExcerpt(plain, terms, languageCode);
  const [topics, categories, members, anchors] = await Promise.all([
    searchTopics(client, languageCode, lower),
    searchCategories(client, languageCode, lower),
    searchMembers(client, languageCode, lower),
    serviceAnchors(client, languageCode),
  ]);
  const shown = servicesOf(
    [...categories, ...topics.map((topic) => ({ slug: topic.categorySlug, translationKey: topic.categoryKey }))],
    anchors,
  );
  const pageOf = (slug: string) => paths.categoryPage(shown.find((category) => category.slug === slug) ?? { slug });
  return [
    ...topics.map((topic) => ({
      kind: "topic" as const,
      title: topic.title,
      href: paths.topic(topic.categorySlug, topic.slug),
      excerpt: excerpt(stripHtml(topic.body)),
      rank: topic.rank,
    })),
    ...categories.map((category) => ({
      kind: "category" as const,
      title: category.title,
      href: pageOf(category.slug),
      excerpt: excerpt(category.description),
      rank: category.rank,
    })),
    ...members.map((member) => ({
      kind: "member" as const,
      title: member.name,
      href: paths.teamMember(member.id),
      excerpt: excerpt([member.title, member.shortDescription, member.expertise.join(", ")].join(" · ")),
      rank: member.rank,
    })),
  ];
}
