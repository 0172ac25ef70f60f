import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMenu, MENU_TOPICS } from "@/lib/categories/queries";
import { db } from "@/lib/db";
import { findCategoryListing, findPublicTopic, findSitemapTopics } from "@/lib/topics/queries";
import { createTopic } from "@/lib/topics/mutations";
import { MAX_BODY_LENGTH, topicSchema } from "@/lib/topics/schema";
import { insertCategory, insertLanguage } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/**
 * Next's data cache refuses an entry over 2 MB (it then reads the database on every view, and
 * throws in development). A topic page reads the menu of its language and its own entry, a category
 * page its listing, the sitemap every topic's address; each must stay under the limit for a large
 * site: 2,000 topics of 20 KB in one language, all in one category.
 */
const TOPICS = 2_000;
const BODY_BYTES = 20 * 1024;
const LIMIT = 2 * 1024 * 1024;

/** The size Next measures before storing an unstable_cache entry (next/dist/server/web/spec-extension/unstable-cache.js, incremental-cache/index.js). */
function nextDataCacheItemSize(result: unknown): number {
  const data = {
    kind: "FETCH",
    data: { headers: {}, body: JSON.stringify(result), status: 200, url: "" },
    revalidate: 31536000,
  };
  return JSON.stringify(data).length;
}

/** Under the limit both as Next measures it and as bytes of its JSON. */
function expectCacheable(what: string, result: unknown) {
  const bytes = Buffer.byteLength(JSON.stringify(result), "utf8");
  expect(bytes, `${what}: ${bytes} bytes of JSON`).toBeLessThan(LIMIT);
  expect(nextDataCacheItemSize(result), `${what}: as Next measures it`).toBeLessThan(LIMIT);
}

/** About 20 KB of the HTML the editor stores: headings, paragraphs with Turkish text, a list, links. */
function body(index: number): string {
  const paragraph =
    `<p>Konu ${index}: Patent başvurusunda <strong>yenilik</strong>, buluş basamağı ve sanayiye uygulanabilirlik şartları ` +
    `birlikte değerlendirilir; <a href="https://www.turkpatent.gov.tr/">TÜRKPATENT</a> süreçleri hakkında ayrıntılı bilgi için ` +
    `“uzmanlarımıza” danışabilirsiniz.</p>\n`;
  let html = `<h2>Başlık ${index}</h2>\n<ul><li>Birinci madde</li><li>İkinci madde</li></ul>\n`;
  while (Buffer.byteLength(html, "utf8") < BODY_BYTES) html += paragraph;
  return html;
}

let t: TestDatabase;
let categoryId: number;
let topicIds: number[];

beforeAll(async () => {
  t = await createTestDatabase();
  // The queries read through the app's shared client, created on first use from this.
  process.env.DATABASE_URL = t.url;
  await insertLanguage(t.db, "tr", { isDefault: true });
  categoryId = (
    await insertCategory(t.db, "tr", "patent", {
      title: "Patent ve Faydalı Model",
      description: "Buluşların korunması. ".repeat(50),
    })
  ).id;
  const rows = Array.from({ length: TOPICS }, (_, i) => ({
    languageCode: "tr",
    categoryId,
    section: `Bölüm ${i % 12}`,
    title: `Patent başvurusu ve koruma süreci, konu ${i + 1}`,
    slug: `patent-basvurusu-konu-${i + 1}`,
    body: body(i),
    keywords: ["patent", "başvuru", "faydalı model", "araştırma raporu", "inceleme", `konu ${i}`],
    metaTitle: `Patent başvurusu ${i + 1} | Bursa Patent`,
    metaDescription: "Türkiye'de patent başvurusu nasıl yapılır? Şartlar, aşamalar ve süreler.",
    order: i + 1,
    translationKey: `topic:${i}`,
  }));
  for (let start = 0; start < rows.length; start += 250)
    await t.db.topic.createMany({ data: rows.slice(start, start + 250) });
  // Hidden topics are in none of the entries.
  await t.db.topic.createMany({
    data: [1, 2, 3].map((i) => ({
      languageCode: "tr",
      categoryId,
      title: `Taslak ${i}`,
      slug: `taslak-${i}`,
      body: body(i),
      isActive: false,
    })),
  });
  topicIds = (
    await t.db.topic.findMany({ where: { isActive: true }, select: { id: true }, orderBy: { order: "asc" } })
  ).map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
  await t.drop();
});

describe(`${TOPICS} topics of 20 KB in one category`, () => {
  it("the menu of the language holds the first topics of the category and says there are more", async () => {
    const menu = await findMenu("tr");
    expect(menu).toHaveLength(1);
    expect(menu[0]!.topics.map((topic) => topic.id)).toEqual(topicIds.slice(0, MENU_TOPICS));
    expect(menu[0]!.moreTopics).toBe(true);
    expect(JSON.stringify(menu)).not.toContain("<p>");
    expect(Buffer.byteLength(JSON.stringify(menu))).toBeLessThan(8 * 1024);
  });

  it("a topic is found at its address, the first as the last, and its entry holds its own body only", async () => {
    for (const [index, id] of [
      [1, topicIds[0]!],
      [TOPICS, topicIds[TOPICS - 1]!],
    ] as const) {
      const topic = await findPublicTopic(categoryId, `patent-basvurusu-konu-${index}`);
      expect(topic?.id).toBe(id);
      expect(Buffer.byteLength(topic!.body, "utf8")).toBeGreaterThanOrEqual(BODY_BYTES);
      expectCacheable(`topic ${id}`, topic);
    }
    expect(await findPublicTopic(categoryId, "taslak-1")).toBeNull();
  });

  it("the sitemap's list holds every active topic's address, not its body, and stays under 2 MB", async () => {
    const topics = await findSitemapTopics("tr");
    expect(topics).toHaveLength(TOPICS);
    expect(topics[TOPICS - 1]).toEqual({
      categoryId,
      slug: `patent-basvurusu-konu-${TOPICS}`,
      translationKey: `topic:${TOPICS - 1}`,
    });
    expectCacheable("sitemap topics", topics);
  });

  it("the category's listing carries 150-character excerpts, not bodies, and stays under 2 MB", async () => {
    const listing = await findCategoryListing(categoryId);
    expect(listing).toHaveLength(TOPICS);
    expect(listing.map((topic) => topic.id)).toEqual(topicIds);
    expect(Math.max(...listing.map((topic) => topic.excerpt.length))).toBeLessThanOrEqual(150 + "...".length);
    expect(JSON.stringify(listing)).not.toContain("<p>");
    expectCacheable("listing", listing);
  });
});

describe("at the limits the topic schema allows", () => {
  const keywords = Array.from(
    { length: 50 },
    (_, i) => `${String(i).padStart(2, "0")} ${"anahtar kelime ".repeat(7).slice(0, 97)}`,
  );
  const paragraph = `<p><a href="https://a.tr/">"a"</a></p>\n`;
  const longBody = paragraph.repeat(Math.floor(MAX_BODY_LENGTH / paragraph.length));
  let longTopicId: number;

  it("the schema and the write path accept 50 keywords of 100 characters and a body as long as the schema allows", async () => {
    expect(topicSchema.shape.keywords.safeParse(keywords)).toMatchObject({ success: true, data: keywords });
    const created = await written(
      t.db,
      createTopic({ languageCode: "tr", categoryId, title: "Uzun", slug: "uzun", body: longBody, isActive: false }),
    );
    longTopicId = Number(created.id);
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: longTopicId } })).body).toBe(longBody);
  });

  // The listing keeps only the three keywords the page shows, so topics with many stay cacheable.
  it("the listing stays under 2 MB with the most keywords a topic may have", async () => {
    await t.db.topic.updateMany({ where: { categoryId }, data: { keywords } });
    const listing = await findCategoryListing(categoryId);
    await t.db.topic.updateMany({ where: { categoryId }, data: { keywords: ["patent"] } });
    expectCacheable("listing", listing);
  });

  // The longest body the schema accepts, full of quotes that the double JSON encoding escapes.
  it("a topic's entry stays under 2 MB with a body the schema accepts", async () => {
    const { slug } = await t.db.topic.update({ where: { id: longTopicId }, data: { isActive: true } });
    const details = await findPublicTopic(categoryId, slug);
    await t.db.topic.delete({ where: { id: longTopicId } });
    expectCacheable("long topic", details);
  });
});
