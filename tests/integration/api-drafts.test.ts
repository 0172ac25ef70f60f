import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { topicEndpoints, topicsEndpoints } from "@/lib/topics/api";
import { apiContext, apiRequest, call, createToken } from "../helpers/api";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

/** Drafts over the REST API: `?publishing=` on a write, `?version=draft` on a list, with a token. */
const t = contentTestDatabase(["tr"]);
let context: ReturnType<typeof apiContext>;
let token: string;
let api: { topics: ReturnType<typeof topicsEndpoints>; topic: ReturnType<typeof topicEndpoints> };

beforeAll(async () => {
  context = apiContext(t.db);
  api = { topics: topicsEndpoints(context), topic: topicEndpoints(context) };
  token = await createToken(t.db, `drafts-${randomBytes(4).toString("hex")}`);
});

async function publishedTopic() {
  const category = await insertCategory(t.db, "tr", "patent");
  const row = await insertTopic(t.db, category, "basvuru", { title: "Başvuru", body: "<p>Canlı</p>" });
  return { category, row };
}

const put = (id: number, body: object, query: string, auth: { token?: string } = { token }) =>
  call(api.topic.PUT, apiRequest("PUT", `/content/tr/contents/${id}${query}`, { ...auth, body }), {
    lang: "tr",
    contentId: String(id),
  });
const list = (query: string, auth: { token?: string } = { token }) =>
  call(api.topics.GET, apiRequest("GET", `/content/tr/contents${query}`, auth), { lang: "tr" });

describe("drafts over the REST API", () => {
  it("a PUT with ?publishing=draft saves a published topic's working copy: the site and the default read stay as they were", async () => {
    const { category, row } = await publishedTopic();
    const sent = { categoryId: category.id, title: "Taslak başlık", slug: "basvuru", body: "<p>Taslak</p>" };
    const saved = await put(row.id, { ...sent, updatedAt: row.updatedAt.toISOString() }, "?publishing=draft");
    expect(saved.status).toBe(200);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      title: "Başvuru",
      isActive: true,
    });

    // What the site shows, to anyone; the working copy over it, to a token that asks.
    expect((await list("")).body.map((topic: { title: string }) => topic.title)).toEqual(["Başvuru"]);
    expect((await list("?version=draft")).body).toMatchObject([
      { id: row.id, title: "Taslak başlık", body: "<p>Taslak</p>" },
    ]);
    expect((await list("?version=draft", {})).status).toBe(401);
    expect((await list("?version=latest")).status).toBe(400);

    // A plain write would change the live row under the waiting copy: refused until it is published.
    const version = (await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).updatedAt.toISOString();
    expect(await put(row.id, { ...sent, title: "Canlı yazım", updatedAt: version }, "")).toMatchObject({
      status: 409,
      body: { error: { code: "draftPending" } },
    });
    const published = await put(row.id, { ...sent, updatedAt: version }, "?publishing=publish");
    expect(published).toMatchObject({ status: 200, body: { title: "Taslak başlık", isActive: true } });
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ draft: null });
  });

  it("a POST with ?publishing=draft creates an unpublished topic; an unknown value is refused", async () => {
    const category = await insertCategory(t.db, "tr", "marka");
    const body = { categoryId: category.id, title: "Yeni", slug: "yeni", body: "<p>Yeni</p>" };
    const post = (query: string) =>
      call(api.topics.POST, apiRequest("POST", `/content/tr/contents${query}`, { token, body }), { lang: "tr" });
    expect(await post("?publishing=later")).toMatchObject({ status: 400 });
    const created = await post("?publishing=draft");
    expect(created).toMatchObject({ status: 201, body: { isActive: false } });
    expect((await list("", {})).body).toEqual([]);
  });
});
