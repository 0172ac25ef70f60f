import { afterAll, beforeAll, expect, it } from "vitest";
import { isDatabaseEmpty, seedDatabase } from "@/lib/database/seed";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const TABLES = ["Language", "Category", "Content", "TeamMember", "MaintenanceSettings"];

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
  await seedDatabase(t.db);
  expect(await snapshot()).toEqual(first);
});

it("has the five languages with tr as the only default", async () => {
  const languages = await t.db.language.findMany({ orderBy: { order: "asc" } });
  expect(languages.map((l) => l.code)).toEqual(["tr", "en", "de", "ru", "az"]);
  expect(languages.filter((l) => l.isDefault).map((l) => l.code)).toEqual(["tr"]);
  expect(languages.every((l) => l.flag && l.nativeName)).toBe(true);
});

it("has at least 4 categories of at least 3 rich topics in tr and en, linked by translationKey", async () => {
  for (const languageCode of ["tr", "en"]) {
    const categories = await t.db.category.findMany({ where: { languageCode }, include: { contents: true } });
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      expect(category.contents.length).toBeGreaterThanOrEqual(3);
      for (const topic of category.contents) {
        expect(topic.content).toMatch(/<h[23]>/);
        expect(topic.content).toMatch(/<(ul|ol)>/);
        expect(topic.content).toMatch(/<a href=/);
        expect(topic.keywords.length).toBeGreaterThan(0);
        expect(topic.metaTitle).not.toBe("");
        expect(topic.metaDescription).not.toBe("");
      }
    }
  }
  const keys = async (languageCode: string) =>
    (await t.db.content.findMany({ where: { languageCode }, select: { translationKey: true } })).map((c) => c.translationKey).sort();
  expect(await keys("en")).toEqual(await keys("tr"));
});

it("has team members in tr and en and the maintenance defaults", async () => {
  expect(await t.db.teamMember.count({ where: { languageCode: "tr" } })).toBeGreaterThan(0);
  expect(await t.db.teamMember.count({ where: { languageCode: "en" } })).toBeGreaterThan(0);
  expect(await t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
    isActive: false,
    title: "Sitemizi Yeniliyoruz",
    estimatedTime: "2 saat",
  });
});
