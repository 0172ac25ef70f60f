import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categoriesEndpoints, categoryEndpoints } from "@/lib/categories/api";
import { MAX_BODY_BYTES } from "@/lib/api/request";
import { topicEndpoints, topicsEndpoints } from "@/lib/topics/api";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { insertCategory, insertLanguage, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

/** GET|POST /api/content/{lang}/categories and /contents, PUT|DELETE …/{id}, called as Next calls them. */
const t = contentTestDatabase(["tr", "en"]);
let context: ReturnType<typeof apiContext>;
let token: string;
let api: {
  categories: ReturnType<typeof categoriesEndpoints>;
  category: ReturnType<typeof categoryEndpoints>;
  topics: ReturnType<typeof topicsEndpoints>;
  topic: ReturnType<typeof topicEndpoints>;
};

beforeAll(async () => {
  context = apiContext(t.db);
  api = {
    categories: categoriesEndpoints(context),
    category: categoryEndpoints(context),
    topics: topicsEndpoints(context),
    topic: topicEndpoints(context),
  };
  token = await createToken(t.db, `content-${randomBytes(4).toString("hex")}`);
});

let marks: { id: number; languageCode: string };
let hidden: { id: number; languageCode: string };
let english: { id: number; languageCode: string };
beforeEach(async () => {
  context.refresh.clear();
  await insertLanguage(t.db, "de", { order: 3, isActive: false });
  marks = await insertCategory(t.db, "tr", "marka", { order: 1 });
  hidden = await insertCategory(t.db, "tr", "gizli", { order: 2, isActive: false });
  english = await insertCategory(t.db, "en", "trademarks");
  await insertTopic(t.db, marks, "tescil", { body: "<p>Tescil</p>", order: 1 });
  await insertTopic(t.db, marks, "taslak", { isActive: false, order: 2 });
  await insertTopic(t.db, hidden, "gizli-konu");
  await insertTopic(t.db, english, "registration");
});

const slugs = (body: { slug: string }[]) => body.map((item) => item.slug);
const category = { title: "Patent", slug: "patent", description: "Buluşlar", isActive: true };
const topic = (categoryId: number) => ({
  categoryId,
  title: "Başvuru",
  slug: "basvuru",
  body: "<p>Nasıl</p><script>x</script>",
  keywords: ["patent"],
});

describe("GET /api/content/{lang}/categories and /contents", () => {
  it("shows the public what the site shows (active categories; active topics of active categories), a token everything", async () => {
    const get = (handler: typeof api.categories.GET, path: string, options = {}) =>
      call(handler, apiRequest("GET", path, options), { lang: "tr" });
    expect(slugs((await get(api.categories.GET, "/content/tr/categories")).body)).toEqual(["marka"]);
    expect(slugs((await get(api.categories.GET, "/content/tr/categories", { token })).body)).toEqual([
      "marka",
      "gizli",
    ]);
    expect(slugs((await get(api.topics.GET, "/content/tr/contents")).body)).toEqual(["tescil"]);
    expect(slugs((await get(api.topics.GET, "/content/tr/contents", { token })).body)).toEqual([
      "tescil",
      "taslak",
      "gizli-konu",
    ]);
    const filtered = await get(api.topics.GET, `/content/tr/contents?category=${hidden.id}`, { token });
    expect(slugs(filtered.body)).toEqual(["gizli-konu"]);
    expect((await get(api.topics.GET, "/content/tr/contents?category=abc", { token })).body).toEqual([]);
    const row = await t.db.category.findUniqueOrThrow({ where: { id: marks.id } });
    expect((await get(api.categories.GET, "/content/tr/categories")).body[0]).toEqual({
      id: row.id,
      languageCode: "tr",
      title: row.title,
      slug: "marka",
      description: "",
      order: 1,
      isActive: true,
      translationKey: null,
      updatedAt: row.updatedAt.toISOString(),
    });
  });

  it("answers 404 for a language that is no row, and for an inactive one to the public only", async () => {
    for (const lang of ["xx", "TR", "toolong", "../tr", ""]) {
      expect(
        (await call(api.categories.GET, apiRequest("GET", `/content/${lang}/categories`), { lang })).status,
        lang,
      ).toBe(404);
    }
    expect((await call(api.topics.GET, apiRequest("GET", "/content/de/contents"), { lang: "de" })).status).toBe(404);
    expect(
      (await call(api.topics.GET, apiRequest("GET", "/content/de/contents", { token }), { lang: "de" })).body,
    ).toEqual([]);
  });
});

describe("POST /api/content/{lang}/categories and /contents", () => {
  it("creates in the path's language through the write path, and the change names the tags the route refresh expired", async () => {
    const created = await call(
      api.categories.POST,
      apiRequest("POST", "/content/tr/categories", { token, body: category }),
      { lang: "tr" },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...category, languageCode: "tr", order: 3, translationKey: null });
    const topicAnswer = await call(
      api.topics.POST,
      apiRequest("POST", "/content/tr/contents", { token, body: topic(created.body.id) }),
      { lang: "tr" },
    );
    expect(topicAnswer.status).toBe(201);
    expect(topicAnswer.body).toMatchObject({
      languageCode: "tr",
      body: "<p>Nasıl</p>",
      metaTitle: expect.stringContaining("Başvuru | "),
      order: 1,
    });
    const changes = await t.db.change.findMany({
      orderBy: { id: "asc" },
      select: { entity: true, action: true, tags: true, cacheRefreshed: true },
    });
    expect(changes).toEqual([
      { entity: "category", action: "create", tags: ["menu:tr", `category:${created.body.id}`], cacheRefreshed: true },
      {
        entity: "topic",
        action: "create",
        tags: [
          "menu:tr",
          `category:${created.body.id}`,
          `topic-at:${created.body.id}:${topicAnswer.body.slug}`,
          "sitemap:tr",
        ],
        cacheRefreshed: true,
      },
    ]);
    expect(context.refresh.calls).toEqual(changes.map((change) => change.tags));
  });

  it("takes a languageCode that agrees with the path, refuses one that does not, and a category of another language", async () => {
    const post = (body: unknown) =>
      call(api.categories.POST, apiRequest("POST", "/content/tr/categories", { token, body }), { lang: "tr" });
    expect((await post({ ...category, languageCode: "tr" })).status).toBe(201);
    const mismatch = await post({ ...category, slug: "baska", languageCode: "en" });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { error: { code: "invalid", fields: { languageCode: "languageMismatch" } } },
    });
    const foreign = await call(
      api.topics.POST,
      apiRequest("POST", "/content/tr/contents", { token, body: topic(english.id) }),
      { lang: "tr" },
    );
    expect(foreign).toMatchObject({ status: 400, body: { error: { fields: { categoryId: "categoryRequired" } } } });
  });

  it("answers 400 for an invalid body or an unknown field, 409 for a taken slug, 401 without credentials, 404 for an unknown language", async () => {
    const before = await dumpContent(t.sql);
    const post = (body: unknown, options = { token }, lang = "tr") =>
      call(api.categories.POST, apiRequest("POST", `/content/${lang}/categories`, { ...options, body }), { lang });
    expect((await post({ ...category, slug: "Not A Slug", title: "" })).body.error.fields).toEqual({
      slug: "slugInvalid",
      title: "titleRequired",
    });
    expect((await post({ ...category, colour: "red" })).body.error.fields).toEqual({ colour: "unknownField" });
    expect(await post({ ...category, slug: "marka" })).toMatchObject({
      status: 409,
      body: { error: { code: "slugTaken" } },
    });
    expect((await post(category, {} as { token: string })).status).toBe(401);
    expect((await post(category, { token }, "xx")).status).toBe(404);
    const malformed = await call(
      api.categories.POST,
      apiRequest("POST", "/content/tr/categories", { token, rawBody: '{"title": "Pat' }),
      { lang: "tr" },
    );
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: "malformedJson" } } });
    const text = await call(
      api.topics.POST,
      apiRequest("POST", "/content/tr/contents", { token, rawBody: "x", headers: { "content-type": "text/plain" } }),
      { lang: "tr" },
    );
    expect(text.status).toBe(415);
    const huge = await call(
      api.topics.POST,
      apiRequest("POST", "/content/tr/contents", {
        token,
        body: { ...topic(marks.id), body: "x".repeat(MAX_BODY_BYTES) },
      }),
      { lang: "tr" },
    );
    expect(huge.status).toBe(413);
    expect(await dumpContent(t.sql)).toEqual(before);
  });
});

describe("PUT and DELETE /api/content/{lang}/categories/{id} and /contents/{id}", () => {
  const putCategory = (lang: string, id: string, body: unknown) =>
    call(api.category.PUT, apiRequest("PUT", `/content/${lang}/categories/${id}`, { token, body }), {
      lang,
      categoryId: id,
    });

  it("updates from the version read, refuses a stale one with 409 leaving the row as the other writer saved it", async () => {
    const row = await t.db.category.findUniqueOrThrow({ where: { id: marks.id } });
    const version = row.updatedAt.toISOString();
    const first = await putCategory("tr", String(marks.id), {
      ...category,
      slug: "marka",
      title: "Marka",
      updatedAt: version,
    });
    expect(first).toMatchObject({ status: 200, body: { id: marks.id, title: "Marka", description: "Buluşlar" } });
    const saved = await t.db.category.findUniqueOrThrow({ where: { id: marks.id } });
    const stale = await putCategory("tr", String(marks.id), {
      ...category,
      slug: "marka",
      title: "Overwritten",
      updatedAt: version,
    });
    expect(stale).toMatchObject({ status: 409, body: { error: { code: "conflict" } } });
    expect(await t.db.category.findUniqueOrThrow({ where: { id: marks.id } })).toEqual(saved);
    expect(
      await putCategory("tr", String(marks.id), {
        ...category,
        slug: "gizli",
        updatedAt: saved.updatedAt.toISOString(),
      }),
    ).toMatchObject({ status: 409, body: { error: { code: "slugTaken" } } });
  });

  it("answers 404 for an id of another language, an unknown id or language, and 400 without a version", async () => {
    const version = new Date().toISOString();
    expect((await putCategory("tr", String(english.id), { ...category, updatedAt: version })).status).toBe(404);
    expect((await putCategory("tr", "999999", { ...category, updatedAt: version })).status).toBe(404);
    expect((await putCategory("xx", String(marks.id), { ...category, updatedAt: version })).status).toBe(404);
    expect((await putCategory("tr", String(marks.id), category)).body.error.fields).toEqual({
      updatedAt: "updatedAtInvalid",
    });
    const remove = (lang: string, id: number) =>
      call(api.topic.DELETE, apiRequest("DELETE", `/content/${lang}/contents/${id}`, { token }), {
        lang,
        contentId: String(id),
      });
    const registration = await t.db.topic.findFirstOrThrow({ where: { slug: "registration" } });
    expect((await remove("tr", registration.id)).status).toBe(404);
    expect(await t.db.topic.count({ where: { id: registration.id } })).toBe(1);
  });

  it("updates a topic and deletes a topic and a category with its topics, each expiring what showed them", async () => {
    const tescil = await t.db.topic.findFirstOrThrow({ where: { slug: "tescil" } });
    const put = await call(
      api.topic.PUT,
      apiRequest("PUT", `/content/tr/contents/${tescil.id}`, {
        token,
        body: { ...topic(marks.id), slug: "tescil", updatedAt: tescil.updatedAt.toISOString() },
      }),
      { lang: "tr", contentId: String(tescil.id) },
    );
    expect(put).toMatchObject({ status: 200, body: { id: tescil.id, title: "Başvuru", body: "<p>Nasıl</p>" } });
    const removedTopic = await call(
      api.topic.DELETE,
      apiRequest("DELETE", `/content/tr/contents/${tescil.id}`, { token }),
      { lang: "tr", contentId: String(tescil.id) },
    );
    expect(removedTopic).toMatchObject({ status: 200, body: { id: tescil.id, languageCode: "tr" } });
    context.refresh.clear();
    const removed = await call(
      api.category.DELETE,
      apiRequest("DELETE", `/content/tr/categories/${hidden.id}`, { token }),
      { lang: "tr", categoryId: String(hidden.id) },
    );
    expect(removed.status).toBe(200);
    expect(await t.db.topic.count({ where: { categoryId: hidden.id } })).toBe(0);
    expect(context.refresh.tags).toEqual(["menu:tr", `category:${hidden.id}`, "sitemap:tr"]);
    expect(await t.db.change.findFirst({ orderBy: { id: "desc" }, select: { action: true, tags: true } })).toEqual({
      action: "delete",
      tags: context.refresh.tags,
    });
  });
});
