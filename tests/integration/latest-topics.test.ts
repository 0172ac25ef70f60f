import { describe, expect, it, vi } from "vitest";
import { findLatestTopic, findLatestTopicPlaces } from "@/lib/topics/queries";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "en"]);

// The public reads use the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const words = (count: number) => `<p>${Array.from({ length: count }, () => "marka").join(" ")}</p>`;

describe("the home page's latest articles", () => {
  it("are the language's three most recently first published topics of published categories, newest first", async () => {
    const open = await insertCategory(t.db, "tr", "guncel", { title: "Güncel", publishedAt: hoursAgo(100) });
    const closed = await insertCategory(t.db, "tr", "kapali", { isActive: false });
    const english = await insertCategory(t.db, "en", "news");
    const published = (slug: string, hours: number, overrides: Record<string, unknown> = {}) =>
      insertTopic(t.db, open, slug, { publishedAt: hoursAgo(hours), ...overrides });
    await published("eski", 50);
    await published("yeni", 1);
    await published("orta", 5);
    await published("daha-yeni", 2);
    await published("taslak", 0, { isActive: false });
    await insertTopic(t.db, closed, "kapali-kategoride", { publishedAt: hoursAgo(0) });
    await insertTopic(t.db, english, "english", { publishedAt: hoursAgo(0) });
    // Never published (a row written without the publishing path): not among them.
    await insertTopic(t.db, open, "hic-yayimlanmadi", { publishedAt: null });

    expect(await findLatestTopicPlaces("tr")).toEqual([
      { categoryId: open.id, slug: "yeni" },
      { categoryId: open.id, slug: "daha-yeni" },
      { categoryId: open.id, slug: "orta" },
    ]);
  });

  it("show a topic's title, category, first publication, reviewer and reading time (200 words a minute)", async () => {
    const category = await insertCategory(t.db, "tr", "okuma", { title: "Okuma" });
    const member = await t.db.teamMember.create({
      data: {
        languageCode: "tr",
        name: "Av. Elif",
        title: "Avukat",
        shortDescription: "Hukuk",
        publishedAt: new Date(),
      },
    });
    const first = hoursAgo(3);
    await insertTopic(t.db, category, "uzun", {
      title: "Uzun Makale",
      body: words(700),
      publishedAt: first,
      reviewedById: member.id,
      reviewedAt: hoursAgo(1),
    });
    await insertTopic(t.db, category, "kisa", { body: words(20), publishedAt: first });

    expect(await findLatestTopic(category.id, "uzun")).toMatchObject({
      title: "Uzun Makale",
      slug: "uzun",
      category: { slug: "okuma", title: "Okuma" },
      publishedAt: first,
      reviewedBy: { id: member.id, languageCode: "tr" },
      // 700 words: 3.5 minutes, shown as 4.
      readingMinutes: 4,
    });
    expect((await findLatestTopic(category.id, "kisa"))?.readingMinutes).toBe(1);
    expect(await findLatestTopic(category.id, "yok")).toBeNull();
  });
});
