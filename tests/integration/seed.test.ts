import { afterAll, beforeAll, expect, it } from "vitest";
import { isDatabaseEmpty, seedDatabase } from "@/lib/database/seed";
import { mediaIdOf } from "@/lib/media/parse-address";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** Every table the seed writes (Content holds the topics), and the change records. */
const TABLES = ["Language", "MediaFile", "Category", "Content", "TeamMember", "MaintenanceSettings", "Change"];

async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) result[table] = (await t.sql.query(`SELECT * FROM "${table}" ORDER BY id`)).rows;
  return result;
}

it("seeds believable demo content, and seeding again changes nothing", async () => {
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await seedDatabase(t.db);
  expect(await isDatabaseEmpty(t.db)).toBe(false);
  const first = await snapshot();
  expect(first.Change!.length).toBeGreaterThan(0);
  await seedDatabase(t.db);
  // No new rows and no new change records: nothing was written the second time.
  expect(await snapshot()).toEqual(first);
});

it("writes through the write path: one change record per created row, by the seed command", async () => {
  const created = [
    ...(await t.db.language.findMany({ select: { id: true } })).map(({ id }) => `language:${id}`),
    ...(await t.db.mediaFile.findMany({ select: { id: true } })).map(({ id }) => `media:${id}`),
    ...(await t.db.category.findMany({ select: { id: true } })).map(({ id }) => `category:${id}`),
    ...(await t.db.topic.findMany({ select: { id: true } })).map(({ id }) => `topic:${id}`),
    ...(await t.db.teamMember.findMany({ select: { id: true } })).map(({ id }) => `teamMember:${id}`),
    ...(await t.db.maintenanceSettings.findMany({ select: { id: true } })).map(({ id }) => `maintenance:${id}`),
  ];
  const changes = await t.db.change.findMany({ orderBy: { id: "asc" } });
  expect(changes.map((change) => `${change.entity}:${change.entityId}`).sort()).toEqual(created.sort());
  expect(new Set(changes.map((change) => change.actor))).toEqual(new Set(["system:seed"]));
  // The maintenance record is written by its save (an upsert); every other seeded row by a create.
  expect(
    changes.filter((change) => change.entity !== "maintenance").every((change) => change.action === "create"),
  ).toBe(true);
  // Outside a server nothing could be expired: the record says so (a server started later drops its caches).
  expect(changes.every((change) => !change.cacheRefreshed)).toBe(true);
  const topicChanges = changes.filter((change) => change.entity === "topic");
  const topics = new Map((await t.db.topic.findMany()).map((topic) => [String(topic.id), topic]));
  for (const change of topicChanges)
    expect(change.tags).toContain(
      `topic-at:${topics.get(change.entityId)!.categoryId}:${topics.get(change.entityId)!.slug}`,
    );
});

it("has the five languages with tr as the only default", async () => {
  const languages = await t.db.language.findMany({ orderBy: { order: "asc" } });
  expect(languages.map((l) => l.code)).toEqual(["tr", "en", "de", "ru", "az"]);
  expect(languages.filter((l) => l.isDefault).map((l) => l.code)).toEqual(["tr"]);
  expect(languages.every((l) => l.flag && l.nativeName)).toBe(true);
});

const LANGUAGES = ["tr", "en", "de", "ru", "az"];

it("has at least 4 categories of at least 3 rich topics in every language, linked by translationKey", async () => {
  for (const languageCode of LANGUAGES) {
    const categories = await t.db.category.findMany({ where: { languageCode }, include: { topics: true } });
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      expect(category.topics.length).toBeGreaterThanOrEqual(3);
      for (const topic of category.topics) {
        expect(topic.body).toMatch(/<h[23]>/);
        expect(topic.body).toMatch(/<(ul|ol)>/);
        expect(topic.body).toMatch(/<a href=/);
        expect(topic.keywords.length).toBeGreaterThan(0);
        expect(topic.metaTitle).not.toBe("");
        expect(topic.metaDescription).not.toBe("");
      }
    }
  }
  const keys = async (languageCode: string) =>
    (await t.db.topic.findMany({ where: { languageCode }, select: { translationKey: true } }))
      .map((c) => c.translationKey)
      .sort();
  for (const languageCode of LANGUAGES) expect(await keys(languageCode), languageCode).toEqual(await keys("tr"));
  const categoryKeys = async (languageCode: string) =>
    (await t.db.category.findMany({ where: { languageCode }, select: { translationKey: true } }))
      .map((c) => c.translationKey)
      .sort();
  for (const languageCode of LANGUAGES)
    expect(await categoryKeys(languageCode), languageCode).toEqual(await categoryKeys("tr"));
});

it("has the same team in every language, each member's profiles linked as versions, and the maintenance defaults", async () => {
  const turkish = await t.db.teamMember.count({ where: { languageCode: "tr" } });
  expect(turkish).toBeGreaterThan(0);
  for (const languageCode of LANGUAGES)
    expect(await t.db.teamMember.count({ where: { languageCode } }), languageCode).toBe(turkish);
  // One person, one key: each key is shared by a profile in every language.
  const keys = await t.db.teamMember.groupBy({ by: ["translationKey"], _count: { _all: true } });
  expect(keys).toHaveLength(turkish);
  for (const key of keys) {
    expect(key.translationKey).not.toBeNull();
    expect(key._count._all).toBe(LANGUAGES.length);
  }
  expect(await t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
    isActive: false,
    title: "Sitemizi Yeniliyoruz",
    estimatedTime: "2 saat",
  });
});

it("seeds the pictures as library files: the home page's, an article's and every member's portrait, metadata-free", async () => {
  const files = await t.db.mediaFile.findMany({ orderBy: { id: "asc" } });
  expect(files.find((file) => file.placement === "homeHero")?.fileName).toBe("hero-illustration.png");
  const members = await t.db.teamMember.findMany({ select: { name: true, image: true } });
  expect(members.length).toBeGreaterThan(0);
  for (const member of members) {
    const id = mediaIdOf(member.image);
    expect(files.find((file) => file.id === id)?.kind, member.name).toBe("image");
  }
  const article = await t.db.topic.findFirstOrThrow({
    where: { languageCode: "en", slug: { contains: "patent" }, body: { contains: "<figure" } },
  });
  const figureId = Number(/<figure data-media-id="(\d+)"/.exec(article.body)?.[1]);
  expect(files.find((file) => file.id === figureId)?.fileName).toBe("patent-process.png");
  expect(article.body).not.toContain("{{");
  for (const file of files) expect(JSON.stringify(file.texts)).toContain('"alt"');
});

it("names every article's author, a member of the article's own language", async () => {
  const topics = await t.db.topic.findMany({ select: { slug: true, languageCode: true, author: true } });
  expect(topics.length).toBeGreaterThan(0);
  for (const topic of topics) {
    expect(topic.author?.languageCode, `${topic.languageCode}: ${topic.slug}`).toBe(topic.languageCode);
  }
  const patent = await t.db.topic.findFirstOrThrow({
    where: { languageCode: "tr", slug: "patent-basvuru-sureci" },
    select: { author: { select: { name: true } } },
  });
  expect(patent.author?.name).toBe("Dr. Murat Aydın");
});
