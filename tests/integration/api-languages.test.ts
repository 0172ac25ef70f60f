import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { languageEndpoints, languagesEndpoints } from "@/lib/languages/api";
import { apiContext, apiRequest, call, createToken } from "../helpers/api";
import { insertLanguage } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/** GET, POST, PUT /api/languages and DELETE /api/languages/{id}, called as Next calls them, on a schema of this file's own. */
let t: TestDatabase;
let context: ReturnType<typeof apiContext>;
let languages: ReturnType<typeof languagesEndpoints>;
let language: ReturnType<typeof languageEndpoints>;
let token: string;
let tokenName: string;

beforeAll(async () => {
  t = await createTestDatabase();
  context = apiContext(t.db);
  languages = languagesEndpoints(context);
  language = languageEndpoints(context);
  tokenName = `robot-${randomBytes(4).toString("hex")}`;
  token = await createToken(t.db, tokenName);
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "Language", "Change" RESTART IDENTITY CASCADE`);
  context.refresh.clear();
  await insertLanguage(t.db, "tr", { isDefault: true, order: 1, name: "Turkish" });
  await insertLanguage(t.db, "en", { order: 2 });
  await insertLanguage(t.db, "de", { order: 3, isActive: false });
});

const french = { code: "fr", name: "French", nativeName: "Français", flag: "🇫🇷", isActive: true, order: 4 };
const row = (code: string) => t.db.language.findUniqueOrThrow({ where: { code } });

describe("GET /api/languages", () => {
  it("shows the public the active languages only, by order, and a token every language with its version", async () => {
    const anonymous = await call(languages.GET, apiRequest("GET", "/languages"));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(anonymous.body.map((l: { code: string }) => l.code)).toEqual(["tr", "en"]);
    const authenticated = await call(languages.GET, apiRequest("GET", "/languages", { token }));
    expect(authenticated.body.map((l: { code: string }) => l.code)).toEqual(["tr", "en", "de"]);
    const tr = await row("tr");
    expect(authenticated.body[0]).toEqual({
      id: tr.id,
      code: "tr",
      name: "Turkish",
      nativeName: "tr",
      flag: "🏳️",
      isDefault: true,
      isActive: true,
      order: 1,
      updatedAt: tr.updatedAt.toISOString(),
    });
  });
});

describe("POST /api/languages", () => {
  it("creates a language from the domain schema's JSON, through the write path, and answers it with 201", async () => {
    const created = await call(languages.POST, apiRequest("POST", "/languages", { token, body: french }));
    expect(created.status).toBe(201);
    const fr = await row("fr");
    expect(created.body).toEqual({ ...french, id: fr.id, isDefault: false, updatedAt: fr.updatedAt.toISOString() });
    expect(
      await t.db.change.findMany({ select: { entity: true, action: true, actor: true, cacheRefreshed: true } }),
    ).toEqual([{ entity: "language", action: "create", actor: `token:${tokenName}`, cacheRefreshed: true }]);
    expect(context.refresh.tags).toEqual(["languages"]);
  });

  it("refuses a body the domain schema refuses with 400 and the schema's field codes", async () => {
    const answer = await call(
      languages.POST,
      apiRequest("POST", "/languages", { token, body: { ...french, code: "FRA1", name: "" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: "invalid", message: expect.any(String), fields: { code: "codeInvalid", name: "nameRequired" } },
    });
    expect(await t.db.language.count()).toBe(3);
  });

  it("refuses a field the schema does not know, naming it, and writes nothing", async () => {
    const answer = await call(
      languages.POST,
      apiRequest("POST", "/languages", { token, body: { ...french, colour: "blue" } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ colour: "unknownField" });
    expect(await t.db.language.count()).toBe(3);
    expect(await t.db.change.count()).toBe(0);
  });

  it("answers a body that is no object with 400, never 500", async () => {
    for (const body of [[french], "fr", 42, null]) {
      const answer = await call(languages.POST, apiRequest("POST", "/languages", { token, body }));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("invalid");
    }
  });

  it("answers a code another language holds with 409", async () => {
    const answer = await call(
      languages.POST,
      apiRequest("POST", "/languages", { token, body: { ...french, code: "en" } }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: "codeTaken", fields: { code: "codeTaken" } });
    expect(await t.db.language.count()).toBe(3);
  });
});

describe("PUT /api/languages", () => {
  const changes = { name: "English (UK)", nativeName: "English", flag: "🇬🇧", isActive: true, order: 5 };
  const put = (body: unknown) => call(languages.PUT, apiRequest("PUT", "/languages", { token, body }));

  it("updates the language the body names, based on the version it read, and answers its new version", async () => {
    const en = await row("en");
    const answer = await put({ id: en.id, updatedAt: en.updatedAt.toISOString(), ...changes });
    expect(answer.status).toBe(200);
    const saved = await row("en");
    expect(answer.body).toEqual({
      ...changes,
      id: en.id,
      code: "en",
      isDefault: false,
      updatedAt: saved.updatedAt.toISOString(),
    });
    expect(saved.updatedAt.getTime()).toBeGreaterThan(en.updatedAt.getTime());
  });

  it("refuses a stale version with 409 and leaves the row as the other writer saved it", async () => {
    const en = await row("en");
    expect((await put({ id: en.id, updatedAt: en.updatedAt.toISOString(), ...changes })).status).toBe(200);
    const afterFirst = await row("en");
    const stale = await put({ id: en.id, updatedAt: en.updatedAt.toISOString(), ...changes, name: "Overwritten" });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("conflict");
    expect(await row("en")).toEqual(afterFirst);
    expect(await t.db.change.count()).toBe(1);
  });

  it("answers 404 for an id that names no language, and 400 for a missing or malformed id or version", async () => {
    const en = await row("en");
    const version = en.updatedAt.toISOString();
    expect((await put({ id: en.id + 1000, updatedAt: version, ...changes })).status).toBe(404);
    expect((await put({ id: -1, updatedAt: version, ...changes })).status).toBe(404);
    const missing = await put({ ...changes });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(["id", "updatedAt"]);
    expect((await put({ id: en.id, updatedAt: "yesterday", ...changes })).body.error.fields).toEqual({
      updatedAt: "updatedAtInvalid",
    });
    expect((await put({ id: 1e30, updatedAt: version, ...changes })).status).toBe(400);
  });

  it("refuses fields an edit may not change (the code) as unknown, and the default language inactive as 409", async () => {
    const en = await row("en");
    const coded = await put({ id: en.id, updatedAt: en.updatedAt.toISOString(), ...changes, code: "xx" });
    expect(coded.status).toBe(400);
    expect(coded.body.error.fields).toEqual({ code: "unknownField" });
    const tr = await row("tr");
    const inactive = await put({ id: tr.id, updatedAt: tr.updatedAt.toISOString(), ...changes, isActive: false });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.code).toBe("defaultMustBeActive");
    expect(await row("tr")).toEqual(tr);
  });
});

describe("the default language over the API", () => {
  const post = (body: unknown) => call(languages.POST, apiRequest("POST", "/languages", { token, body }));
  const put = (body: unknown) => call(languages.PUT, apiRequest("PUT", "/languages", { token, body }));
  const defaults = async () =>
    (await t.db.language.findMany({ where: { isDefault: true }, select: { code: true } })).map((l) => l.code);
  const edit = async (code: string, changes: Record<string, unknown>) => {
    const current = await row(code);
    const { name, nativeName, flag, isActive, order } = current;
    return put({
      id: current.id,
      updatedAt: current.updatedAt.toISOString(),
      name,
      nativeName,
      flag,
      isActive,
      order,
      ...changes,
    });
  };

  it("moves to another language with isDefault on it, and back again", async () => {
    expect((await edit("en", { isDefault: true })).status).toBe(200);
    expect(await defaults()).toEqual(["en"]);
    expect((await edit("tr", { isDefault: true })).status).toBe(200);
    expect(await defaults()).toEqual(["tr"]);
  });

  it("moves to an inactive language only as it is made active, and never to a language left inactive", async () => {
    const refused = await edit("de", { isDefault: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("defaultMustBeActive");
    expect(await defaults()).toEqual(["tr"]);
    expect((await edit("de", { isDefault: true, isActive: true })).status).toBe(200);
    expect(await defaults()).toEqual(["de"]);
    expect((await row("de")).isActive).toBe(true);
  });

  it("is never unset: isDefault false on the default is refused, on another language changes nothing", async () => {
    const refused = await edit("tr", { isDefault: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("defaultMustExist");
    expect((await edit("en", { isDefault: false })).status).toBe(200);
    expect(await defaults()).toEqual(["tr"]);
  });

  it("is created only as a language the site can serve, and active", async () => {
    const unknown = await post({ ...french, code: "zy", isDefault: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ code: "codeUnknown" });
    const inactive = await post({ ...french, isDefault: true, isActive: false });
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.code).toBe("defaultMustBeActive");
    expect(await t.db.language.findUnique({ where: { code: "fr" } })).toBeNull();
    expect((await post({ ...french, isDefault: true })).status).toBe(201);
    expect(await defaults()).toEqual(["fr"]);
  });
});

describe("DELETE /api/languages/{id}", () => {
  const remove = (id: string) => call(language.DELETE, apiRequest("DELETE", `/languages/${id}`, { token }), { id });

  it("deletes a language that is not the default, and answers what it deleted", async () => {
    const de = await row("de");
    const answer = await remove(String(de.id));
    expect(answer).toMatchObject({ status: 200, body: { id: de.id, code: "de" } });
    expect(await t.db.language.findUnique({ where: { code: "de" } })).toBeNull();
    expect(context.refresh.tags).toEqual(expect.arrayContaining(["languages"]));
  });

  it("refuses to delete the default language with 409", async () => {
    const answer = await remove(String((await row("tr")).id));
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("defaultLanguage");
    expect(await t.db.language.count()).toBe(3);
  });

  it("answers 404 for ids that name nothing: unknown, negative, huge, not a number, badly encoded", async () => {
    for (const id of ["999999", "-1", "0", "99999999999", "2147483648", "abc", "1.5", "%E0%A4%A", ""]) {
      const answer = await remove(id);
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.code).toBe("notFound");
    }
    expect(await t.db.language.count()).toBe(3);
  });
});
