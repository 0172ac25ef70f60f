import { expect, it } from "vitest";
import { contentTestDatabase } from "../helpers/test-database";
import { insertCategory, insertTopic } from "../helpers/fixtures";

const t = contentTestDatabase(["tr", "en"]);

it("deleting a category deletes its topics and nothing else", async () => {
  const patent = await insertCategory(t.db, "tr", "patent");
  const marka = await insertCategory(t.db, "tr", "marka");
  await insertTopic(t.db, patent, "a");
  await insertTopic(t.db, patent, "b");
  await insertTopic(t.db, marka, "c");
  await t.db.category.delete({ where: { id: patent.id } });
  expect(await t.db.topic.findMany({ select: { slug: true } })).toEqual([{ slug: "c" }]);
});

it("deleting a language deletes its categories, topics, team members and translations", async () => {
  const tr = await insertCategory(t.db, "tr", "patent");
  const en = await insertCategory(t.db, "en", "patents");
  await insertTopic(t.db, tr, "a");
  await insertTopic(t.db, en, "b");
  await t.db.teamMember.create({ data: { languageCode: "en", name: "A", title: "B", shortDescription: "C" } });
  await t.db.translation.create({ data: { languageCode: "en", source: "Ana Sayfa", text: "Home" } });

  await t.db.language.delete({ where: { code: "en" } });

  expect(await t.db.category.findMany({ select: { slug: true } })).toEqual([{ slug: "patent" }]);
  expect(await t.db.topic.findMany({ select: { slug: true } })).toEqual([{ slug: "a" }]);
  expect(await t.db.teamMember.count()).toBe(0);
  expect(await t.db.translation.count()).toBe(0);
});
