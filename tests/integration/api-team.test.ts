import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { teamEndpoints, teamMemberEndpoints } from "@/lib/team-members/api";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { contentTestDatabase } from "../helpers/test-database";

/** GET|POST /api/team/{lang}, PUT|DELETE /api/team/{lang}/{id}, called as Next calls them. */
const t = contentTestDatabase(["tr", "en"]);
let context: ReturnType<typeof apiContext>;
let team: ReturnType<typeof teamEndpoints>;
let member: ReturnType<typeof teamMemberEndpoints>;
let token: string;

beforeAll(async () => {
  context = apiContext(t.db);
  team = teamEndpoints(context);
  member = teamMemberEndpoints(context);
  token = await createToken(t.db, `team-${randomBytes(4).toString("hex")}`);
});
beforeEach(() => context.refresh.clear());

const ayse = {
  name: "Ayşe Yılmaz",
  title: "Patent Vekili",
  shortDescription: "Marka ve patent",
  expertise: ["Patent", " "],
  socialMedia: { linkedin: "https://linkedin.com/in/ayse" },
};
const post = (body: unknown, lang = "tr", options: { token?: string } = { token }) =>
  call(team.POST, apiRequest("POST", `/team/${lang}`, { ...options, body }), { lang });
const put = (lang: string, id: number | string, body: unknown) =>
  call(member.PUT, apiRequest("PUT", `/team/${lang}/${id}`, { token, body }), { lang, id: String(id) });

describe("the team API", () => {
  it("creates a member in the path's language, lists active members to the public and all to a token", async () => {
    const created = await post(ayse);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      languageCode: "tr",
      expertise: ["Patent"],
      socialMedia: { linkedin: "https://linkedin.com/in/ayse", twitter: "", instagram: "" },
      order: 0,
    });
    expect(context.refresh.tags).toEqual(["team:tr"]);
    expect(await t.db.change.findFirstOrThrow({ select: { tags: true, cacheRefreshed: true } })).toEqual({
      tags: ["team:tr"],
      cacheRefreshed: true,
    });
    await post({ ...ayse, name: "Gizli", isActive: false });
    const names = (answer: { body: { name: string }[] }) => answer.body.map((one) => one.name);
    expect(names(await call(team.GET, apiRequest("GET", "/team/tr"), { lang: "tr" }))).toEqual(["Ayşe Yılmaz"]);
    expect(names(await call(team.GET, apiRequest("GET", "/team/tr", { token }), { lang: "tr" }))).toEqual([
      "Ayşe Yılmaz",
      "Gizli",
    ]);
    expect((await call(team.GET, apiRequest("GET", "/team/xx"), { lang: "xx" })).status).toBe(404);
  });

  it("refuses invalid bodies, unknown fields (nested too), another language and no credentials, writing nothing", async () => {
    const before = await dumpContent(t.sql);
    expect((await post({ ...ayse, name: "" })).body.error.fields).toEqual({ name: "nameRequired" });
    expect((await post({ ...ayse, age: 40 })).body.error.fields).toEqual({ age: "unknownField" });
    expect((await post({ ...ayse, socialMedia: { facebook: "https://facebook.com/x" } })).status).toBe(400);
    expect((await post({ ...ayse, socialMedia: { linkedin: "javascript:alert(1)" } })).body.error.fields).toEqual({
      socialMedia: "linkedinInvalid",
    });
    expect((await post({ ...ayse, languageCode: "en" })).body.error.fields).toEqual({
      languageCode: "languageMismatch",
    });
    expect((await post(ayse, "tr", {})).status).toBe(401);
    expect((await post(ayse, "zz")).status).toBe(404);
    expect(
      (
        await call(
          team.POST,
          apiRequest("POST", "/team/tr", {
            token,
            rawBody: "name=x",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
          { lang: "tr" },
        )
      ).status,
    ).toBe(415);
    expect(
      (
        await call(
          team.POST,
          apiRequest("POST", "/team/tr", {
            token,
            rawBody: JSON.stringify({ ...ayse, biography: "x".repeat(1_100_000) }),
          }),
          { lang: "tr" },
        )
      ).status,
    ).toBe(413);
    expect(await dumpContent(t.sql)).toEqual(before);
  });

  it("updates from the version read (409 when stale, row unchanged), 404 for another language's member, and deletes", async () => {
    const created = (await post(ayse)).body;
    const first = await put("tr", created.id, { ...ayse, title: "Kıdemli Vekil", updatedAt: created.updatedAt });
    expect(first).toMatchObject({ status: 200, body: { title: "Kıdemli Vekil" } });
    const saved = await t.db.teamMember.findUniqueOrThrow({ where: { id: created.id } });
    expect((await put("tr", created.id, { ...ayse, updatedAt: created.updatedAt })).status).toBe(409);
    expect(await t.db.teamMember.findUniqueOrThrow({ where: { id: created.id } })).toEqual(saved);
    expect((await put("en", created.id, { ...ayse, updatedAt: first.body.updatedAt })).status).toBe(404);
    const remove = (lang: string, id: string) =>
      call(member.DELETE, apiRequest("DELETE", `/team/${lang}/${id}`, { token }), { lang, id });
    expect((await remove("en", String(created.id))).status).toBe(404);
    expect((await remove("tr", "-1")).status).toBe(404);
    expect(await remove("tr", String(created.id))).toMatchObject({
      status: 200,
      body: { id: created.id, languageCode: "tr" },
    });
    expect(await t.db.teamMember.count()).toBe(0);
  });
});
