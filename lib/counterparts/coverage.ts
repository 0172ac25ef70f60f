import { db } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import type { CounterpartEntity } from "./mutations";

/**
 * The coverage view's matrix (items by languages): one row per translation group of a category or
 * topic (the rows sharing a translationKey, or a row alone), each topic under its category's group;
 * and the team's, one row per member. One query per table whatever the number of items; no bodies
 * are read.
 */
export type CoverageStatus = "active" | "inactive" | "missing";

export interface CoverageVersion {
  id: number;
  languageCode: string;
  title: string;
  isActive: boolean;
}

export interface CoverageGroup {
  entity: CounterpartEntity;
  /** Unique among the groups of its entity (React key). */
  key: string;
  /** The version in the source language, which a missing one is made from; null when there is none. */
  source: CoverageVersion | null;
  /** The source's version, else the one of the first language that has it: what names the row. */
  lead: CoverageVersion;
  versions: CoverageVersion[];
}

export interface CoverageSection {
  category: CoverageGroup;
  topics: CoverageGroup[];
}

interface Row extends CoverageVersion {
  translationKey: string | null;
}

export function coverageStatus(group: CoverageGroup, languageCode: string): CoverageStatus {
  const version = group.versions.find((candidate) => candidate.languageCode === languageCode);
  return !version ? "missing" : version.isActive ? "active" : "inactive";
}

/** The groups of these rows (read by order), each led by its source-language version, else by the first language's. */
function groupsOf<T extends Row>(
  entity: CounterpartEntity,
  rows: T[],
  sourceLanguage: string,
  languageOrder: string[],
): Map<string, CoverageGroup & { rows: T[] }> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.translationKey ?? `${entity}:${row.id}`;
    const members = groups.get(key) ?? groups.set(key, []).get(key)!;
    members.push(row);
  }
  const rank = (row: Row) => (row.languageCode === sourceLanguage ? -1 : languageOrder.indexOf(row.languageCode) >>> 0);
  return new Map(
    [...groups].map(([key, members]) => {
      const versions = members.map(({ id, languageCode, title, isActive }) => ({ id, languageCode, title, isActive }));
      const lead = [...members].sort((a, b) => rank(a) - rank(b))[0]!;
      const source = versions.find((version) => version.languageCode === sourceLanguage) ?? null;
      return [
        key,
        { entity, key, source, lead: versions.find((version) => version.id === lead.id)!, versions, rows: members },
      ];
    }),
  );
}

/** Groups with a source version first, then the others; each part in its leads' order (the rows were read by order). */
function ordered<T extends CoverageGroup>(groups: Iterable<T>, rows: Row[]): T[] {
  const position = new Map(rows.map((row, index) => [row.id, index]));
  const place = (group: T) => (group.source ? 0 : rows.length) + (position.get(group.lead.id) ?? 0);
  return [...groups].sort((a, b) => place(a) - place(b));
}

const strip = <T extends CoverageGroup>({ entity, key, source, lead, versions }: T): CoverageGroup => ({
  entity,
  key,
  source,
  lead,
  versions,
});

/**
 * Every category group with its topic groups. A topic group sits under the group of its lead
 * version's category. `languageOrder` orders the languages a group without a source version is led by.
 */
export async function findCoverage(sourceLanguage: string, languageOrder: string[]): Promise<CoverageSection[]> {
  const select = { id: true, languageCode: true, title: true, isActive: true, translationKey: true } as const;
  const categoryRows = await db.category.findMany({ select, orderBy: BY_ORDER });
  const topicRows = await db.topic.findMany({ select: { ...select, categoryId: true }, orderBy: BY_ORDER });
  const categories = ordered(groupsOf("category", categoryRows, sourceLanguage, languageOrder).values(), categoryRows);
  const groupOfCategory = new Map(categories.flatMap((group) => group.rows.map((row) => [row.id, group.key] as const)));
  const topicsByCategory = new Map<string, CoverageGroup[]>();
  for (const topic of ordered(groupsOf("topic", topicRows, sourceLanguage, languageOrder).values(), topicRows)) {
    const leadRow = topic.rows.find((row) => row.id === topic.lead.id)!;
    const categoryKey = groupOfCategory.get(leadRow.categoryId)!;
    const under = topicsByCategory.get(categoryKey) ?? topicsByCategory.set(categoryKey, []).get(categoryKey)!;
    under.push(strip(topic));
  }
  return categories.map((category) => ({
    category: strip(category),
    topics: topicsByCategory.get(category.key) ?? [],
  }));
}

/** Every team member's group (a member is named by their name), those with a source version first. */
export async function findTeamCoverage(sourceLanguage: string, languageOrder: string[]): Promise<CoverageGroup[]> {
  const members = await db.teamMember.findMany({
    select: { id: true, languageCode: true, name: true, isActive: true, translationKey: true },
    orderBy: BY_ORDER,
  });
  const rows = members.map(({ name, ...member }) => ({ ...member, title: name }));
  return ordered(groupsOf("teamMember", rows, sourceLanguage, languageOrder).values(), rows).map(strip);
}

/** Per language, how many items of the source language have no version there: what "copy everything missing" copies. */
export function missingCounts(sections: CoverageSection[], team: CoverageGroup[], languageCodes: string[]) {
  const groups = [...sections.flatMap((section) => [section.category, ...section.topics]), ...team];
  return new Map(
    languageCodes.map((code) => [
      code,
      groups.filter((group) => group.source && coverageStatus(group, code) === "missing").length,
    ]),
  );
}
