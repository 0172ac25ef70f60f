import { describe, expect, it, vi } from "vitest";
import { findPublicContent, relatedTopics } from "@/lib/categories/public";
import { createCategory, createContent } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "en"]);

// The public read uses the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

describe("findPublicContent (what the public site shows of a language)", () => {
  it("leaves out inactive categories, with their topics, and inactive topics of active categories", async () => {
    const shown = await createCategory(t.db, "tr", "patent", { title: "Patent" });
    const hidden = await createCategory(t.db, "tr", "gizli", { isActive: false });
    await createContent(t.db, shown, "aktif", { title: "Aktif" });
    await createContent(t.db, shown, "pasif", { isActive: false });
    await createContent(t.db, hidden, "gizli-konu");
    const content = await findPublicContent("tr");
    expect(content.map((category) => category.slug)).toEqual(["patent"]);
    expect(content[0]!.topics.map((topic) => topic.slug)).toEqual(["aktif"]);
  });

  it("sorts categories and their topics by the order field, not by creation (ties by creation)", async () => {
    const third = await createCategory(t.db, "tr", "ucuncu", { order: 3 });
    await createCategory(t.db, "tr", "birinci", { order: 1 });
    await createCategory(t.db, "tr", "ikinci-a", { order: 2 });
    await createCategory(t.db, "tr", "ikinci-b", { order: 2 });
    for (const [slug, order] of [["c", 3], ["a", 1], ["b", 2]] as const) await createContent(t.db, third, slug, { order });
    const content = await findPublicContent("tr");
    expect(content.map((category) => category.slug)).toEqual(["birinci", "ikinci-a", "ikinci-b", "ucuncu"]);
    expect(content.at(-1)!.topics.map((topic) => topic.slug)).toEqual(["a", "b", "c"]);
  });

  it("reads one language only, and an empty list for a language without categories", async () => {
    await createCategory(t.db, "en", "patents");
    expect(await findPublicContent("tr")).toEqual([]);
    expect((await findPublicContent("en")).map((category) => category.slug)).toEqual(["patents"]);
  });

  it("relates at most four other active topics of the category, by order, never the topic itself", async () => {
    const category = await createCategory(t.db, "tr", "marka");
    for (const order of [6, 2, 5, 1, 3, 4]) await createContent(t.db, category, `konu-${order}`, { order });
    await createContent(t.db, category, "pasif", { order: 1, isActive: false });
    const [read] = await findPublicContent("tr");
    const current = read!.topics.find((topic) => topic.slug === "konu-2")!;
    expect(relatedTopics(read!, current).map((topic) => topic.slug)).toEqual(["konu-1", "konu-3", "konu-4", "konu-5"]);
  });
});
