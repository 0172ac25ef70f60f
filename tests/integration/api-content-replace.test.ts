import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { languageContentEndpoints } from "@/lib/content/api";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

/** GET and PUT /api/content/{lang}: a language's whole content, read in the shape it is replaced in, replaced all at once or not at all. */
const t = contentTestDatabase(["tr", "en"]);
let context: ReturnType<typeof apiContext>;
let content: ReturnType<typeof languageContentEndpoints>;
let token: string;

beforeAll(async () => {
  context = apiContext(t.db);
  content = languageContentEndpoints(context);
  token = await createToken(t.db, `replace-${randomBytes(4).toString("hex")}`);
});

let marks: { id: number; languageCode: string };
let patents: { id: number; languageCode: string };
beforeEach(async () => {
  context.refresh.clear();
  marks = await insertCategory(t.db, "tr", "marka", { order: 1 });
  patents = await insertCategory(t.db, "tr", "patent", { order: 2, isActive: false });
  await insertTopic(t.db, marks, "tescil", { body: "<p>Tescil</p>", order: 1 });
  await insertTopic(t.db, marks, "itiraz", { body: "<p>İtiraz</p>", order: 2, isActive: false });
  await insertTopic(t.db, patents, "basvuru", { body: "<p>Başvuru</p>", isActive: false });
  await insertTopic(t.db, await insertCategory(t.db, "en", "trademarks"), "registration", { body: "<p>R</p>" });
});

const get = (options = {}) => call(content.GET, apiRequest("GET", "/content/tr", options), { lang: "tr" });
const put = (body: unknown, lang = "tr") =>
  call(content.PUT, apiRequest("PUT", `/content/${lang}`, { token, body }), { lang });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON
type Json = any;

describe("GET /api/content/{lang}", () => {
  it("nests each category's topics; the public sees active ones only", async () => {
    const anonymous = await get();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.languageCode).toBe("tr");
    expect(anonymous.body.categories.map((c: Json) => [c.slug, c.contents.map((topic: Json) => topic.slug)])).toEqual([
      ["marka", ["tescil"]],
    ]);
    const all = await get({ token });
    expect(all.body.categories.map((c: Json) => [c.slug, c.contents.map((topic: Json) => topic.slug)])).toEqual([
      ["marka", ["tescil", "itiraz"]],
      ["patent", ["basvuru"]],
    ]);
    expect(Object.keys(all.body.categories[0].contents[0]).sort()).toEqual([
      "authorId",
      "body",
      "id",
      "isActive",
      "keywords",
      "metaDescription",
      "metaTitle",
      "order",
      "reviewIntervalMonths",
      "reviewedAt",
      "reviewedById",
      "section",
      "slug",
      "title",
      "updatedAt",
    ]);
    expect((await call(content.GET, apiRequest("GET", "/content/xx"), { lang: "xx" })).status).toBe(404);
  });
});

describe("PUT /api/content/{lang}", () => {
  it("takes back what GET gave unchanged", async () => {
    const read = (await get({ token })).body;
    const answer = await put({ categories: read.categories });
    expect(answer.status).toBe(200);
    expect(answer.body.categories.map((c: Json) => c.slug)).toEqual(["marka", "patent"]);
  });

  it("keeps rows by id, creates new ones, deletes the others, swaps slugs and moves topics, in one change record", async () => {
    const read = (await get({ token })).body;
    const [marka, patent] = read.categories;
    const [tescil] = marka.contents;
    const body = {
      categories: [
        {
          ...patent,
          slug: "marka",
          title: "Patent → Marka",
          isActive: true,
          contents: [{ ...tescil, title: "Tescil (moved)" }],
        },
        { ...marka, slug: "patent", contents: [] },
        { title: "Tasarım", slug: "tasarim", contents: [{ title: "Yeni", slug: "yeni", body: "<p>Yeni</p>" }] },
      ],
    };
    const answer = await put(body);
    expect(answer.status).toBe(200);
    const rows = await t.db.category.findMany({
      where: { languageCode: "tr" },
      orderBy: { id: "asc" },
      include: { topics: { select: { id: true, slug: true, title: true } } },
    });
    expect(rows.map((row) => [row.id, row.slug, row.topics.map((topic) => topic.slug)])).toEqual([
      [marks.id, "patent", []],
      [patents.id, "marka", ["tescil"]],
      [expect.any(Number), "tasarim", ["yeni"]],
    ]);
    expect(rows[1]!.topics[0]).toEqual({ id: tescil.id, slug: "tescil", title: "Tescil (moved)" });
    expect(await t.db.topic.count({ where: { slug: { in: ["itiraz", "basvuru"] } } })).toBe(0);
    const changes = await t.db.change.findMany({
      select: { entity: true, entityId: true, action: true, languages: true, tags: true, removed: true },
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      entity: "category",
      entityId: "language:tr",
      action: "replace",
      languages: ["tr"],
    });
    // The dropped topics are named, so a page open on one says it is gone (lib/live/reaction.ts).
    const dropped = await Promise.all(
      ["itiraz", "basvuru"].map(
        (slug) =>
          read.categories.flatMap((category: Json) => category.contents).find((topic: Json) => topic.slug === slug).id,
      ),
    );
    expect(changes[0]!.removed.toSorted()).toEqual(dropped.map((id) => `topic:${id}`).toSorted());
    expect(changes[0]!.tags).toEqual(
      expect.arrayContaining([
        "menu:tr",
        "topic-groups",
        "sitemap:tr",
        `category:${marks.id}`,
        `category:${patents.id}`,
      ]),
    );
    expect(changes[0]!.tags.filter((tag) => tag.startsWith("topic-at:") || tag.startsWith("topic-group:"))).toEqual([]);
    expect(context.refresh.calls).toEqual([changes[0]!.tags]);
    expect(await t.db.topic.count({ where: { languageCode: "en" } })).toBe(1);
  });

  it("changes nothing when one item is invalid, naming it by its path", async () => {
    const read = (await get({ token })).body;
    const before = await dumpContent(t.sql);
    read.categories[1].contents[0].slug = "Not A Slug";
    read.categories.push({ title: "Yeni", slug: "yeni" });
    const answer = await put({ categories: read.categories });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: "invalid", fields: { "categories.1.contents.0.slug": "slugInvalid" } } },
    });
    const unknown = await put({
      categories: [{ ...read.categories[0], contents: [{ ...read.categories[0].contents[0], colour: "red" }] }],
    });
    expect(unknown.body.error.fields).toEqual({ "categories.0.contents.0.colour": "unknownField" });
    expect(await dumpContent(t.sql)).toEqual(before);
  });

  it("changes nothing on a refusal found while writing: a stale version, an id of another language, a slug twice, an active topic in an inactive category", async () => {
    const read = (await get({ token })).body;
    const before = await dumpContent(t.sql);
    const english = await t.db.category.findFirstOrThrow({ where: { languageCode: "en" } });
    const cases: [unknown, number, string][] = [
      [
        { categories: [{ ...read.categories[0], updatedAt: new Date(0).toISOString() }, read.categories[1]] },
        409,
        "conflict",
      ],
      [{ categories: [...read.categories, { ...read.categories[0], id: english.id }] }, 404, "notFound"],
      [{ categories: [...read.categories, { ...read.categories[0] }] }, 400, "invalid"],
      [{ categories: [...read.categories, { title: "Again", slug: "marka" }] }, 409, "slugTaken"],
      [
        {
          categories: [
            read.categories[0],
            { ...read.categories[1], contents: [{ title: "Live", slug: "live", body: "<p>x</p>" }] },
          ],
        },
        400,
        "invalid",
      ],
      [{ categories: read.categories, languageCode: "en" }, 400, "invalid"],
    ];
    for (const [body, status, code] of cases) {
      const answer = await put(body);
      expect([answer.status, answer.body.error.code], JSON.stringify(body).slice(0, 200)).toEqual([status, code]);
    }
    expect(await dumpContent(t.sql)).toEqual(before);
    expect(context.refresh.calls).toEqual([]);
  });

  it("refuses to delete rows linked to their versions in other languages, and keeps the links of rows it keeps", async () => {
    const key = "category:shared";
    await t.db.category.update({ where: { id: patents.id }, data: { translationKey: key } });
    await t.db.category.updateMany({ where: { languageCode: "en" }, data: { translationKey: key } });
    const read = (await get({ token })).body;
    const before = await dumpContent(t.sql);
    const answer = await put({ categories: [read.categories[0]] });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { code: "counterpartsLinked", fields: { [`category:${patents.id}`]: "counterpartsLinked" } } },
    });
    expect(await dumpContent(t.sql)).toEqual(before);
    const kept = await put({ categories: [{ ...read.categories[1], title: "Patent!" }, read.categories[0]] });
    expect(kept.status).toBe(200);
    expect(await t.db.category.findUniqueOrThrow({ where: { id: patents.id } })).toMatchObject({
      translationKey: key,
      title: "Patent!",
    });
    expect((await t.db.change.findFirstOrThrow()).languages.sort()).toEqual(["en", "tr"]);
  });

  it("answers 401 without credentials and an empty body empties the language", async () => {
    expect(
      (await call(content.PUT, apiRequest("PUT", "/content/tr", { body: { categories: [] } }), { lang: "tr" })).status,
    ).toBe(401);
    expect((await put({ categories: [] })).body).toEqual({ languageCode: "tr", categories: [] });
    expect(await t.db.topic.count()).toBe(1);
  });

  it("keeps nothing of a replace the database fails in the middle: no rows, no change record, no cache expired, no internals in the answer", async () => {
    const read = (await get({ token })).body;
    const before = await dumpContent(t.sql);
    // A fault after several rows are already written in the transaction: the last new topic's insert fails.
    await t.sql.query(`
      CREATE FUNCTION "${t.schema}".fail_on_ariza() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.slug = 'ariza' THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_on_ariza BEFORE INSERT ON "${t.schema}"."Content" FOR EACH ROW EXECUTE FUNCTION "${t.schema}".fail_on_ariza();`);
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const body = {
        categories: [
          ...read.categories.map((category: Json) => ({ ...category, title: `${category.title} (yeni)` })),
          {
            title: "Yeni",
            slug: "yeni",
            contents: [
              { title: "Bir", slug: "bir", body: "<p>1</p>" },
              { title: "Arıza", slug: "ariza", body: "<p>2</p>" },
            ],
          },
        ],
      };
      const answer = await put(body);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        error: { code: "internal", message: "The server failed to answer; the failure is logged." },
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/injected|prisma|INSERT|Content|trigger/i);
    } finally {
      console.error = logged;
      await t.sql.query(
        `DROP TRIGGER fail_on_ariza ON "${t.schema}"."Content"; DROP FUNCTION "${t.schema}".fail_on_ariza()`,
      );
    }
    // The fault was logged for the operator, with its cause.
    expect(JSON.stringify(errors.map((args) => String((args as unknown[])[1])))).toContain("injected fault");
    expect(await dumpContent(t.sql)).toEqual(before);
    expect(context.refresh.calls).toEqual([]);
  });
});
