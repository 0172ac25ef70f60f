import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translationsEndpoints } from "@/lib/translations/api";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { contentTestDatabase } from "../helpers/test-database";

/** GET, POST|PUT (one key) and DELETE ?source= /api/translations/{lang}, called as Next calls them. */
const t = contentTestDatabase(["tr", "en"]);
let context: ReturnType<typeof apiContext>;
let translations: ReturnType<typeof translationsEndpoints>;
let token: string;

beforeAll(async () => {
  context = apiContext(t.db);
  translations = translationsEndpoints(context);
  token = await createToken(t.db, `translations-${randomBytes(4).toString("hex")}`);
});
beforeEach(() => context.refresh.clear());

const save = (method: "POST" | "PUT", body: unknown, lang = "en", options: { token?: string } = { token }) =>
  call(translations[method], apiRequest(method, `/translations/${lang}`, { ...options, body }), { lang });
const remove = (source: string, lang = "en") =>
  call(
    translations.DELETE,
    apiRequest("DELETE", `/translations/${lang}?source=${encodeURIComponent(source)}`, { token }),
    { lang },
  );

describe("the translations API", () => {
  it("saves one key (created, then replaced), lists a language's keys to anyone and deletes one", async () => {
    const created = await save("POST", { source: "Hakkımızda", text: "About" });
    expect(created).toMatchObject({ status: 200, body: { languageCode: "en", source: "Hakkımızda", text: "About" } });
    const replaced = await save("PUT", { source: "Hakkımızda", text: "About us" });
    expect(replaced.body).toMatchObject({ id: created.body.id, text: "About us" });
    expect(context.refresh.calls).toEqual([["translations:en"], ["translations:en"]]);
    const listed = await call(translations.GET, apiRequest("GET", "/translations/en"), { lang: "en" });
    expect(listed.body).toEqual([
      {
        id: created.body.id,
        languageCode: "en",
        source: "Hakkımızda",
        text: "About us",
        updatedAt: expect.any(String),
      },
    ]);
    expect(await remove("Hakkımızda")).toMatchObject({ status: 200, body: { id: created.body.id } });
    expect(await t.db.translation.count()).toBe(0);
    expect(
      (await t.db.change.findMany({ select: { action: true, tags: true } })).map((change) => change.action),
    ).toEqual(["update", "update", "delete"]);
  });

  it("refuses bad bodies, Turkish, unknown keys and languages, writing nothing", async () => {
    await save("PUT", { source: "İletişim", text: "Contact" });
    const before = await dumpContent(t.sql);
    expect((await save("PUT", { source: "", text: "x" })).body.error.fields).toEqual({ source: "bothRequired" });
    expect((await save("PUT", { source: "a", text: "b", note: "c" })).body.error.fields).toEqual({
      note: "unknownField",
    });
    expect((await save("PUT", { source: "a", text: "b" }, "tr")).body.error.fields).toEqual({
      languageCode: "sourceLanguage",
    });
    expect((await save("PUT", { source: "a", text: "b" }, "xx")).status).toBe(404);
    expect((await save("PUT", { source: "a", text: "b" }, "en", {})).status).toBe(401);
    expect(
      (await call(translations.PUT, apiRequest("PUT", "/translations/en", { token, rawBody: "[1,2" }), { lang: "en" }))
        .body.error.code,
    ).toBe("malformedJson");
    expect(
      (
        await call(
          translations.PUT,
          apiRequest("PUT", "/translations/en", { token, rawBody: "{}", headers: { "content-type": "text/json" } }),
          { lang: "en" },
        )
      ).status,
    ).toBe(415);
    expect(
      (
        await call(
          translations.PUT,
          apiRequest("PUT", "/translations/en", { token, body: { source: "a", text: "é".repeat(600_000) } }),
          { lang: "en" },
        )
      ).status,
    ).toBe(413);
    expect((await remove("Unknown")).status).toBe(404);
    expect((await remove("İletişim", "tr")).status).toBe(404);
    expect(
      (await call(translations.DELETE, apiRequest("DELETE", "/translations/en", { token }), { lang: "en" })).status,
    ).toBe(404);
    expect(await dumpContent(t.sql)).toEqual(before);
  });
});
