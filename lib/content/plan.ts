import type { FieldErrors } from "@/lib/database/write";
import type { ContentCategory, ContentTopic } from "./schema";

/**
 * What replacing a language's content does to its rows, decided before anything is written: which
 * rows the body keeps (by id, at the version it read), which it leaves out (deleted), and which ids
 * it names that are no row of the language (404) or twice (400).
 */
export interface ExistingRow {
  id: number;
  slug: string;
  translationKey: string | null;
}

export interface ExistingTopic extends ExistingRow {
  categoryId: number;
}

export interface Replacement {
  versions: { entity: "category" | "topic"; id: number; updatedAt: Date }[];
  droppedCategories: ExistingRow[];
  droppedTopics: ExistingTopic[];
}

export type PlanRefusal = { refused: "notFound" | "invalid"; fieldErrors: FieldErrors };

type Item = { id?: number; updatedAt?: Date };

/** The items' ids checked against the language's rows; the paths name each item as the body does. */
function keptRows(
  items: [string, Item][],
  existing: ReadonlyMap<number, ExistingRow>,
  errors: FieldErrors,
  unknown: FieldErrors,
) {
  const kept = new Set<number>();
  for (const [path, item] of items) {
    if (item.id === undefined) continue;
    if (!existing.has(item.id)) unknown[`${path}.id`] = "notFound";
    else if (kept.has(item.id)) errors[`${path}.id`] = "idRepeated";
    kept.add(item.id);
  }
  return kept;
}

export function planReplacement(
  categories: ContentCategory[],
  existing: { categories: ExistingRow[]; topics: ExistingTopic[] },
): Replacement | PlanRefusal {
  const errors: FieldErrors = {};
  const unknown: FieldErrors = {};
  const categoryItems = categories.map((category, index): [string, Item] => [`categories.${index}`, category]);
  const topicItems = categories.flatMap((category, index) =>
    category.contents.map((topic: ContentTopic, topicIndex): [string, Item] => [
      `categories.${index}.contents.${topicIndex}`,
      topic,
    ]),
  );
  const keptCategories = keptRows(
    categoryItems,
    new Map(existing.categories.map((row) => [row.id, row])),
    errors,
    unknown,
  );
  const keptTopics = keptRows(topicItems, new Map(existing.topics.map((row) => [row.id, row])), errors, unknown);
  if (Object.keys(unknown).length) return { refused: "notFound", fieldErrors: unknown };
  if (Object.keys(errors).length) return { refused: "invalid", fieldErrors: errors };
  const versionOf =
    (entity: "category" | "topic") =>
    ([, item]: [string, Item]) =>
      item.id === undefined ? [] : [{ entity, id: item.id, updatedAt: item.updatedAt! }];
  return {
    versions: [...categoryItems.flatMap(versionOf("category")), ...topicItems.flatMap(versionOf("topic"))],
    droppedCategories: existing.categories.filter((row) => !keptCategories.has(row.id)),
    droppedTopics: existing.topics.filter((row) => !keptTopics.has(row.id)),
  };
}
