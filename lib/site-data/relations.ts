import type { z } from "zod";
import { ROW_LISTS, type RowListKey } from "@/lib/database/entity-registry";

/**
 * The rules of an export file that no single item's schema can see: ids and natural keys unique,
 * every item in a language of the file, every topic in a category of its own language, at most one
 * version of an item per language, one default language. The database's keys would refuse the same, but only one at a time and halfway through;
 * checked here, a file is refused whole, with each problem's place, before anything is written.
 * Every list of rows of the entity registry gets the first two; the rest are these lists' own.
 */
type Rows = Record<RowListKey, readonly { id: number; languageCode?: string }[]>;
interface Related extends Rows {
  languages: { id: number; code: string; isDefault: boolean; isActive: boolean }[];
  categories: { id: number; languageCode: string; slug: string; translationKey: string | null }[];
  topics: {
    id: number;
    languageCode: string;
    categoryId: number;
    slug: string;
    translationKey: string | null;
    authorId: number | null;
    reviewedById: number | null;
  }[];
  teamMembers: { id: number; languageCode: string; translationKey: string | null }[];
  translations: { id: number; languageCode: string; source: string }[];
}

type List = keyof Related;
type Report = (list: List, index: number, field: string, message: string) => void;

export function checkRelations(data: Related, context: z.RefinementCtx): void {
  const report: Report = (list, index, field, message) =>
    context.addIssue({ code: "custom", path: [list, index, field], message });
  checkLanguages(data, report);
  for (const { key: list } of ROW_LISTS) {
    const items: Rows[RowListKey] = data[list];
    unique(
      items,
      (item) => String(item.id),
      (index, first) => {
        report(list, index, "id", `the id ${items[index]!.id} is also ${list}[${first}]'s`);
      },
    );
  }
  const codes = new Set(data.languages.map((language) => language.code));
  for (const { key: list } of ROW_LISTS) {
    const items: Rows[RowListKey] = data[list];
    items.forEach(({ languageCode }, index) => {
      if (languageCode === undefined || codes.has(languageCode)) return;
      report(list, index, "languageCode", `the language "${languageCode}" is not in the file`);
    });
  }
  checkCategories(data, report);
  checkTopics(data, report);
  checkReviewers(data, report);
  uniqueVersion("teamMembers", data.teamMembers, report);
  unique(
    data.translations,
    (item) => `${item.languageCode}\n${item.source}`,
    (index, first) => {
      report(
        "translations",
        index,
        "source",
        `this text is translated to "${data.translations[index]!.languageCode}" by translations[${first}] already`,
      );
    },
  );
}

function checkLanguages({ languages }: Related, report: Report) {
  unique(
    languages,
    (language) => language.code,
    (index, first) =>
      report("languages", index, "code", `the code "${languages[index]!.code}" is also languages[${first}]'s`),
  );
  const defaults = languages.flatMap((language, index) => (language.isDefault ? [index] : []));
  if (languages.length > 0 && defaults.length !== 1) {
    report(
      "languages",
      defaults[1] ?? 0,
      "isDefault",
      `exactly one language must be the default (the file has ${defaults.length})`,
    );
  }
  for (const index of defaults)
    if (!languages[index]!.isActive) report("languages", index, "isActive", "the default language must be active");
}

function checkCategories({ categories }: Related, report: Report) {
  unique(
    categories,
    (category) => `${category.languageCode}/${category.slug}`,
    (index, first) => {
      const { languageCode, slug } = categories[index]!;
      report("categories", index, "slug", `the slug "${slug}" is taken in "${languageCode}" by categories[${first}]`);
    },
  );
  uniqueVersion("categories", categories, report);
}

function checkTopics({ categories, topics }: Related, report: Report) {
  const categoryLanguage = new Map(categories.map((category) => [category.id, category.languageCode]));
  topics.forEach((topic, index) => {
    const languageCode = categoryLanguage.get(topic.categoryId);
    if (languageCode === undefined)
      report("topics", index, "categoryId", `the category ${topic.categoryId} is not in the file`);
    else if (languageCode !== topic.languageCode)
      report(
        "topics",
        index,
        "categoryId",
        `the category ${topic.categoryId} is in "${languageCode}", the topic in "${topic.languageCode}"`,
      );
  });
  unique(
    topics,
    (topic) => `${topic.categoryId}/${topic.slug}`,
    (index, first) => {
      const { categoryId, slug } = topics[index]!;
      report("topics", index, "slug", `the slug "${slug}" is taken in the category ${categoryId} by topics[${first}]`);
    },
  );
  uniqueVersion("topics", topics, report);
}

/** A topic's author and reviewer are team members of the file (of any language). */
function checkReviewers({ topics, teamMembers }: Related, report: Report) {
  const members = new Set(teamMembers.map((member) => member.id));
  topics.forEach((topic, index) => {
    for (const field of ["authorId", "reviewedById"] as const) {
      const memberId = topic[field];
      if (memberId !== null && !members.has(memberId))
        report("topics", index, field, `the team member ${memberId} is not in the file`);
    }
  });
}

/** At most one version of a category (topic, team member) per language (lib/counterparts). */
function uniqueVersion(
  list: "categories" | "topics" | "teamMembers",
  items: readonly { languageCode: string; translationKey: string | null }[],
  report: Report,
) {
  const keyed = items.map((item) =>
    item.translationKey === null ? null : `${item.languageCode}\n${item.translationKey}`,
  );
  unique(
    keyed,
    (key) => key,
    (index, first) => {
      report(
        list,
        index,
        "translationKey",
        `${list}[${first}] is the version in "${items[index]!.languageCode}" of the same item already`,
      );
    },
  );
}

/** Calls `duplicate` with the index of each item whose key an earlier one has (a null key is never a duplicate), and that earlier one's. */
function unique<Item>(
  items: readonly Item[],
  keyOf: (item: Item) => string | null,
  duplicate: (index: number, first: number) => void,
) {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === null) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicate(index, first);
  });
}
