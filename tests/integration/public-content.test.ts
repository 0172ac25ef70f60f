import { describe, expect, it, vi } from "vitest";
import { findMenu, relatedTopics } from "@/lib/categories/queries";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "en"]);

// The public read uses the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

describe("findMenu (what the public site shows of a language)", () => {
  it("leaves out inactive categories, with their topics, and inactive topics of active categories", async () => {
    const shown = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
    const hidden = await insertCategory(t.db, "tr", "gizli", { isActive: false });
    await insertTopic(t.db, shown, "aktif", { title: "Aktif" });
    await insertTopic(t.db, shown, "pasif", { isActive: false });
    await insertTopic(t.db, hidden, "gizli-konu");
    const content = await findMenu("tr");
    expect(content.map((category) => category.slug)).toEqual(["patent"]);
    expect(content[0]!.topics.map((topic) => topic.slug)).toEqual(["aktif"]);
  });

  it("sorts categories and their topics by the order field, not by creation (ties by creation)", async () => {
    const third = await insertCategory(t.db, "tr", "ucuncu", { order: 3 });
    await insertCategory(t.db, "tr", "birinci", { order: 1 });
    await insertCategory(t.db, "tr", "ikinci-a", { order: 2 });
    await insertCategory(t.db, "tr", "ikinci-b", { order: 2 });
    for (const [slug, order] of [
      ["c", 3],
      ["a", 1],
      ["b", 2],
    ] as const)
      await insertTopic(t.db, third, slug, { order });
    const content = await findMenu("tr");
    expect(content.map((category) => category.slug)).toEqual(["birinci", "ikinci-a", "ikinci-b", "ucuncu"]);
    expect(content.at(-1)!.topics.map((topic) => topic.slug)).toEqual(["a", "b", "c"]);
  });

  it("reads one language only, and an empty list for a language without categories", async () => {
    await insertCategory(t.db, "en", "patents");
    expect(await findMenu("tr")).toEqual([]);
    expect((await findMenu("en")).map((category) => category.slug)).toEqual(["patents"]);
  });

  it("relates at most four other active topics of the category, by order, never the topic itself", async () => {
    const category = await insertCategory(t.db, "tr", "marka");
    for (const order of [6, 2, 5, 1, 3, 4]) await insertTopic(t.db, category, `konu-${order}`, { order });
    await insertTopic(t.db, category, "pasif", { order: 1, isActive: false });
    const [read] = await findMenu("tr");
    const current = read!.topics.find((topic) => topic.slug === "konu-2")!;
    expect(relatedTopics(read!, current.id).map((topic) => topic.slug)).toEqual([
      "konu-1",
      "konu-3",
      "konu-4",
      "konu-5",
    ]);
  });
});
