import { beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createCategory, deleteCategory, updateCategory } from "@/lib/categories/mutations";
import { MENU_TOPICS } from "@/lib/categories/queries";
import { linkCounterparts } from "@/lib/counterparts/mutations";
import type { WriteOperation } from "@/lib/database/write";
import { createLanguage } from "@/lib/languages/mutations";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic, deleteTopic, updateTopic } from "@/lib/topics/mutations";
import { saveTranslation } from "@/lib/translations/mutations";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, written } from "../helpers/write";

/**
 * Which cache entries each write expires (lib/cache-tags.ts): exactly the pages that show or link
 * what changed. A page whose entry is not named keeps serving its cached copy, so a missing tag is a
 * stale page and an extra one is a needless re-render of every page of a language.
 */
const t = contentTestDatabase(["tr", "en", "de", "ru"]);
const PAST = new Date("2026-01-01T00:00:00.000Z");

/** The distinct tags one write expired (recorded as a server would run them), checked against its change record. */
async function tagsOf<Schema extends z.ZodType, Value>(operation: WriteOperation<Schema, Value>): Promise<string[]> {
  const refresh = recordingRefresh();
  const result = await written(t.db, operation, { refresh });
  expect(refresh.calls).toHaveLength(1);
  const expired = [...new Set(refresh.tags)].sort();
  const change = await t.db.change.findFirstOrThrow({
    where: { entityId: String(result.id), entity: operation.entity },
    orderBy: { id: "desc" },
  });
  expect([...change.tags].sort()).toEqual(expired);
  expect(change.cacheRefreshed).toBe(true);
  return expired;
}

const sorted = (...tags: string[]) => [...tags].sort();

let patent: { id: number; languageCode: string };
let topicId: number;
/** The Turkish topic as stored, so an edit can change exactly one field. */
const saved = {
  title: "Başvuru",
  slug: "basvuru",
  section: "Süreç",
  body: "<p>Eski metin</p>",
  keywords: ["patent"],
  order: 1,
  isActive: true,
};
const edit = (changes: Record<string, unknown> = {}) =>
  updateTopic({ id: topicId, updatedAt: PAST }, { categoryId: patent.id, ...saved, ...changes });

beforeEach(async () => {
  // A Turkish topic with versions in English and German; Russian has a topic of its own, unpaired.
  patent = await insertCategory(t.db, "tr", "patent", { translationKey: "category:patent" });
  topicId = (await insertTopic(t.db, patent, "basvuru", { ...saved, translationKey: "topic:apply", updatedAt: PAST }))
    .id;
  await insertTopic(
    t.db,
    await insertCategory(t.db, "en", "patents", { translationKey: "category:patent" }),
    "application",
    { translationKey: "topic:apply" },
  );
  await insertTopic(t.db, await insertCategory(t.db, "de", "patente"), "anmeldung", { translationKey: "topic:apply" });
  await insertTopic(t.db, await insertCategory(t.db, "ru", "patenty"), "zayavka");
});

const at = (categoryId: number, slug: string) => `topic-at:${categoryId}:${slug}`;

describe("editing a topic", () => {
  it("of its body only names its own address and its category's listing, no menu", async () => {
    expect(await tagsOf(edit({ body: "<p>Yeni metin</p>" }))).toEqual(
      sorted(at(patent.id, "basvuru"), `category:${patent.id}`),
    );
  });

  it("of its keywords or meta data only names the same two, no menu", async () => {
    expect(await tagsOf(edit({ keywords: ["patent", "başvuru"], metaDescription: "Yeni" }))).toEqual(
      sorted(at(patent.id, "basvuru"), `category:${patent.id}`),
    );
  });

  it("of its title names its language's menu (it is among the first topics the menu shows), never the counterparts' menus", async () => {
    expect(await tagsOf(edit({ title: "Patent Başvurusu" }))).toEqual(
      sorted("menu:tr", `category:${patent.id}`, at(patent.id, "basvuru")),
    );
  });

  it("of where it is (slug, active) names both addresses, its versions' links and the sitemap", async () => {
    const { updatedAt } = await t.db.topic.findUniqueOrThrow({ where: { id: topicId } });
    const moved = updateTopic({ id: topicId, updatedAt }, { categoryId: patent.id, ...saved, slug: "basvuru-sureci" });
    expect(await tagsOf(moved)).toEqual(
      sorted(
        "menu:tr",
        `category:${patent.id}`,
        at(patent.id, "basvuru"),
        at(patent.id, "basvuru-sureci"),
        "topic-group:topic:apply",
        "sitemap:tr",
        // Its old address now redirects to the new one: every instance reloads the redirects.
        "redirects",
      ),
    );
    await t.db.topic.update({ where: { id: topicId }, data: saved });
    const { updatedAt: now } = await t.db.topic.findUniqueOrThrow({ where: { id: topicId } });
    const hidden = updateTopic({ id: topicId, updatedAt: now }, { categoryId: patent.id, ...saved, isActive: false });
    expect(await tagsOf(hidden)).toEqual(
      sorted("menu:tr", `category:${patent.id}`, at(patent.id, "basvuru"), "topic-group:topic:apply", "sitemap:tr"),
    );
  });

  it("of what else the menu shows (section, order) names the menu, not its versions", async () => {
    await insertTopic(t.db, patent, "itiraz", { order: 2 });
    for (const changes of [{ section: "Yeni bölüm" }, { order: 3 }]) {
      const { updatedAt } = await t.db.topic.findUniqueOrThrow({ where: { id: topicId } });
      const operation = updateTopic({ id: topicId, updatedAt }, { categoryId: patent.id, ...saved, ...changes });
      expect(await tagsOf(operation), JSON.stringify(changes)).toEqual(
        sorted("menu:tr", `category:${patent.id}`, at(patent.id, "basvuru")),
      );
      await t.db.topic.update({ where: { id: topicId }, data: saved });
    }
  });

  it("into another category names both categories' listings and addresses", async () => {
    const marka = await insertCategory(t.db, "tr", "marka");
    expect(await tagsOf(edit({ categoryId: marka.id }))).toEqual(
      sorted(
        "menu:tr",
        `category:${patent.id}`,
        `category:${marka.id}`,
        at(patent.id, "basvuru"),
        at(marka.id, "basvuru"),
        "topic-group:topic:apply",
        "sitemap:tr",
        // Its address under the old category redirects to the new one.
        "redirects",
      ),
    );
  });
});

describe("creating and deleting topics", () => {
  it("a new topic names its language's menu, its category's listing, its address and the sitemap", async () => {
    const tags = await tagsOf(
      createTopic({ languageCode: "tr", categoryId: patent.id, title: "İtiraz", slug: "itiraz", body: "<p>x</p>" }),
    );
    expect(tags).toEqual(sorted("menu:tr", `category:${patent.id}`, at(patent.id, "itiraz"), "sitemap:tr"));
  });

  it("a new version of a topic names every address and group (its source may just have got its key)", async () => {
    const ruCategory = await t.db.category.findFirstOrThrow({ where: { languageCode: "ru" } });
    const operation = createTopic(
      { languageCode: "ru", categoryId: ruCategory.id, title: "Заявка", slug: "zayavka-na-patent", body: "<p>x</p>" },
      topicId,
    );
    expect(await tagsOf(operation)).toEqual(
      sorted(
        "menu:ru",
        `category:${ruCategory.id}`,
        at(ruCategory.id, "zayavka-na-patent"),
        "topic-group:topic:apply",
        "topic-groups",
        "sitemap:ru",
        "sitemap:tr",
        "sitemap:en",
        "sitemap:de",
      ),
    );
  });

  it("deleting a topic names its menu, listing, address, its versions' links and the sitemap", async () => {
    expect(await tagsOf(deleteTopic(topicId))).toEqual(
      sorted("menu:tr", `category:${patent.id}`, at(patent.id, "basvuru"), "topic-group:topic:apply", "sitemap:tr"),
    );
  });
});

describe("a topic further down a large category than the menu shows", () => {
  let last: { id: number; slug: string };
  beforeEach(async () => {
    for (let order = 2; order <= MENU_TOPICS + 5; order++)
      last = await insertTopic(t.db, patent, `konu-${order}`, { order, updatedAt: PAST });
  });
  const editLast = async (changes: Record<string, unknown>) => {
    const { updatedAt } = await t.db.topic.findUniqueOrThrow({ where: { id: last.id } });
    return updateTopic(
      { id: last.id, updatedAt },
      { categoryId: patent.id, ...saved, slug: last.slug, order: MENU_TOPICS + 5, ...changes },
    );
  };

  it("edited, in its title or body, names its own page and its category's only: no menu", async () => {
    expect(await tagsOf(await editLast({ title: "Yeni başlık", body: "<p>Yeni</p>" }))).toEqual(
      sorted(`category:${patent.id}`, at(patent.id, last.slug)),
    );
  });

  it("created at the end or deleted, names no menu either", async () => {
    expect(await tagsOf(deleteTopic(last.id))).toEqual(
      sorted(`category:${patent.id}`, at(patent.id, last.slug), "sitemap:tr"),
    );
    const created = createTopic({
      languageCode: "tr",
      categoryId: patent.id,
      title: "Son",
      slug: "son",
      body: "<p>x</p>",
    });
    expect(await tagsOf(created)).toEqual(sorted(`category:${patent.id}`, at(patent.id, "son"), "sitemap:tr"));
  });

  it("moved up among the first topics, names the menu", async () => {
    expect(await tagsOf(await editLast({ order: 1 }))).toEqual(
      sorted("menu:tr", `category:${patent.id}`, at(patent.id, last.slug)),
    );
  });
});

describe("categories", () => {
  it("editing a category names the menus of its group and its listing, no topic entry", async () => {
    const operation = updateCategory(
      { id: patent.id, updatedAt: (await t.db.category.findUniqueOrThrow({ where: { id: patent.id } })).updatedAt },
      { title: "Patentler", slug: "patent" },
    );
    expect(await tagsOf(operation)).toEqual(sorted("menu:tr", "menu:en", `category:${patent.id}`));
  });

  it("deleting a category names the menus of its topics' counterparts and the sitemap (its topics' pages go with it from the menu)", async () => {
    await insertTopic(t.db, patent, "itiraz");
    await insertTopic(t.db, patent, "taslak", { isActive: false });
    expect(await tagsOf(deleteCategory(patent.id))).toEqual(
      sorted("menu:tr", "menu:en", "menu:de", `category:${patent.id}`, "sitemap:tr"),
    );
  });

  it("a new category names its language's menu and its own listing", async () => {
    const tags = await tagsOf(createCategory({ languageCode: "ru", title: "Марки", slug: "marki" }));
    const id = (await t.db.category.findFirstOrThrow({ where: { slug: "marki" } })).id;
    expect(tags).toEqual(sorted("menu:ru", `category:${id}`));
  });

  it("pairing two categories names both languages' menus only; pairing topics every topic address and the sitemaps, no menu", async () => {
    const ru = await t.db.category.findFirstOrThrow({ where: { languageCode: "ru" } });
    expect(await tagsOf(linkCounterparts("category", patent.id, ru.id))).toEqual(
      sorted("menu:tr", "menu:en", "menu:ru"),
    );
    const ruTopic = await t.db.topic.findFirstOrThrow({ where: { languageCode: "ru" } });
    expect(await tagsOf(linkCounterparts("topic", topicId, ruTopic.id))).toEqual(
      sorted("topic-groups", "sitemap:tr", "sitemap:en", "sitemap:de", "sitemap:ru"),
    );
  });
});

describe("the other entities", () => {
  it("each names the one entry it feeds", async () => {
    expect(
      await tagsOf(createLanguage({ code: "az", name: "Azerbaijani", nativeName: "Azərbaycan", flag: "🇦🇿" })),
    ).toEqual(["languages"]);
    expect(await tagsOf(saveTranslation({ languageCode: "en", source: "Ana Sayfa", text: "Home" }))).toEqual([
      "translations:en",
    ]);
    expect(
      await tagsOf(createTeamMember({ languageCode: "de", name: "A", title: "B", shortDescription: "C" })),
    ).toEqual(["team:de"]);
    expect(await tagsOf(saveMaintenanceSettings({ isActive: true }))).toEqual(["maintenance"]);
  });
});
