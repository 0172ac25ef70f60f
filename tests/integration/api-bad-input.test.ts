import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { categoriesEndpoints, categoryEndpoints } from "@/lib/categories/api";
import { languageContentEndpoints } from "@/lib/content/api";
import { languageEndpoints, languagesEndpoints } from "@/lib/languages/api";
import { maintenanceEndpoints } from "@/lib/maintenance/api";
import { teamEndpoints, teamMemberEndpoints } from "@/lib/team-members/api";
import { topicEndpoints, topicsEndpoints } from "@/lib/topics/api";
import { translationsEndpoints } from "@/lib/translations/api";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { insertCategory, insertLanguage, insertTopic } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/**
 * A corpus of bad input sent to every write route of the API with a valid token: wrong types,
 * missing and extra fields, 1 MB strings, SQL and HTML, malformed and truncated JSON, wrong content
 * types, huge and negative ids. Every answer is a 4xx and no table changes.
 */
let t: TestDatabase;
let token: string;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let routes: { name: string; method: string; path: string; handler: Handler; params: Record<string, string> }[];

beforeAll(async () => {
  t = await createTestDatabase();
  const context = apiContext(t.db);
  await insertLanguage(t.db, "tr", { isDefault: true });
  await insertLanguage(t.db, "en", { order: 2 });
  const category = await insertCategory(t.db, "tr", "marka");
  const topic = await insertTopic(t.db, category, "tescil", { body: "<p>x</p>" });
  const member = await t.db.teamMember.create({
    data: { languageCode: "tr", name: "A", title: "B", shortDescription: "C" },
  });
  await t.db.translation.create({ data: { languageCode: "en", source: "Ana Sayfa", text: "Home" } });
  await t.db.maintenanceSettings.create({ data: { id: 1 } });
  token = await createToken(t.db, `corpus-${randomBytes(4).toString("hex")}`);
  const lang = { lang: "tr" };
  // Each family's handlers, typed alike: the corpus sends every route the same requests.
  const of = (make: (context: ReturnType<typeof apiContext>) => object) =>
    make(context) as unknown as Record<string, Handler>;
  const [c, s, l, m, tm, tp, tr] = [
    categoriesEndpoints,
    categoryEndpoints,
    languagesEndpoints,
    maintenanceEndpoints,
    teamMemberEndpoints,
    topicEndpoints,
    translationsEndpoints,
  ].map(of);
  routes = [
    { name: "POST languages", method: "POST", path: "/languages", handler: l!.POST!, params: {} },
    { name: "PUT languages", method: "PUT", path: "/languages", handler: l!.PUT!, params: {} },
    {
      name: "DELETE language",
      method: "DELETE",
      path: "/languages/1",
      handler: of(languageEndpoints).DELETE!,
      params: { id: "1" },
    },
    {
      name: "PUT content",
      method: "PUT",
      path: "/content/tr",
      handler: of(languageContentEndpoints).PUT!,
      params: lang,
    },
    { name: "POST categories", method: "POST", path: "/content/tr/categories", handler: c!.POST!, params: lang },
    {
      name: "PUT category",
      method: "PUT",
      path: `/content/tr/categories/${category.id}`,
      handler: s!.PUT!,
      params: { ...lang, categoryId: String(category.id) },
    },
    {
      name: "POST contents",
      method: "POST",
      path: "/content/tr/contents",
      handler: of(topicsEndpoints).POST!,
      params: lang,
    },
    {
      name: "PUT content item",
      method: "PUT",
      path: `/content/tr/contents/${topic.id}`,
      handler: tp!.PUT!,
      params: { ...lang, contentId: String(topic.id) },
    },
    { name: "POST team", method: "POST", path: "/team/tr", handler: of(teamEndpoints).POST!, params: lang },
    {
      name: "PUT team member",
      method: "PUT",
      path: `/team/tr/${member.id}`,
      handler: tm!.PUT!,
      params: { ...lang, id: String(member.id) },
    },
    { name: "PUT translations", method: "PUT", path: "/translations/en", handler: tr!.PUT!, params: { lang: "en" } },
    { name: "PUT maintenance", method: "PUT", path: "/maintenance", handler: m!.PUT!, params: {} },
  ];
});

const MEGABYTE = "x".repeat(1024 * 1024);
const SQL = '\'; DROP TABLE "Category"; --';
const HTML = "<script>alert(1)</script><img src=x onerror=alert(1)>";
const bodies: unknown[] = [
  null,
  42,
  "text",
  [],
  [{}],
  {},
  { id: "1" },
  { id: -1, updatedAt: "2020-01-01T00:00:00Z" },
  { id: 1e300, updatedAt: "2020-01-01T00:00:00Z" },
  { updatedAt: 12 },
  { updatedAt: "not a date" },
  { title: 12, slug: ["a"], isActive: "yes", order: -5 },
  { title: MEGABYTE.slice(0, 900_000) },
  { title: SQL, slug: SQL, code: SQL, name: SQL, source: SQL, text: null },
  { title: HTML, slug: HTML, body: HTML },
  { categories: "all" },
  { categories: [{ id: 2 ** 40, updatedAt: "2020-01-01T00:00:00Z", title: "x", slug: "x" }] },
  { categories: [null] },
  { categoryId: 2 ** 40, title: "x", slug: "x", body: "<p>x</p>" },
  { categoryId: -3, title: "x", slug: "x", body: "<p>x</p>" },
  { __proto__: { isActive: true }, constructor: "x" },
  { languageCode: "en", title: "x" },
  { socialMedia: "https://x" },
  { keywords: "a,b" },
  { order: 1e6 },
  { contactEmail: HTML, updatedAt: null },
];
const raws: [string, string][] = [
  ["{", "application/json"],
  ['{"title": "x"', "application/json"],
  ["{'a': 1}", "application/json"],
  ["", "application/json"],
  ["\u0000\u0001", "application/json"],
  ['{"title": "x"}', "text/plain"],
  ['{"title": "x"}', "application/x-www-form-urlencoded"],
  ["title=x", "multipart/form-data; boundary=x"],
  [`{"title": "${MEGABYTE}"}`, "application/json"],
];

describe("bad input to every write route", () => {
  it("is answered with a 4xx and changes no table", async () => {
    const before = await dumpContent(t.sql);
    for (const route of routes) {
      const send = async (label: string, request: Request, params = route.params) => {
        const answer = await call(route.handler, request, params);
        expect(answer.status, `${route.name} ${label}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${route.name} ${label}`).toBeLessThan(500);
      };
      for (const [index, body] of bodies.entries())
        await send(`body ${index}`, apiRequest(route.method, route.path, { token, body }));
      for (const [raw, type] of raws)
        await send(
          `raw ${raw.slice(0, 20)} ${type}`,
          apiRequest(route.method, route.path, { token, rawBody: raw, headers: { "content-type": type } }),
        );
      for (const id of ["-1", "0", "99999999999", "1e3", "%00", "' OR 1=1"]) {
        const params = Object.fromEntries(
          Object.entries(route.params).map(([key, value]) => [key, key === "lang" ? value : id]),
        );
        if (Object.keys(params).some((key) => key !== "lang"))
          await send(`id ${id}`, apiRequest(route.method, route.path, { token, body: { title: "x" } }), params);
      }
      await send("language 'x'", apiRequest(route.method, route.path, { token, body: {} }), {
        ...route.params,
        ...(route.params.lang ? { lang: "'; --" } : {}),
      });
    }
    expect(await dumpContent(t.sql)).toEqual(before);
  });
});
