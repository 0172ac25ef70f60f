import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { maintenanceEndpoints } from "@/lib/maintenance/api";
import { MAINTENANCE_DEFAULTS } from "@/lib/maintenance/schema";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { contentTestDatabase } from "../helpers/test-database";

/** GET and PUT /api/maintenance, called as Next calls them. */
const t = contentTestDatabase(["tr", "en", "de"]);
let context: ReturnType<typeof apiContext>;
let maintenance: ReturnType<typeof maintenanceEndpoints>;
let token: string;

beforeAll(async () => {
  context = apiContext(t.db);
  maintenance = maintenanceEndpoints(context);
  token = await createToken(t.db, `maintenance-${randomBytes(4).toString("hex")}`);
});
beforeEach(async () => {
  context.refresh.clear();
  await t.sql.query(`DELETE FROM "MaintenanceSettings"`);
});

const settings = {
  isActive: true,
  title: "Bakımdayız",
  message: "Yakında",
  estimatedTime: "1 saat",
  contactEmail: "info@example.com",
  contactPhone: "+90 224 000 00 00",
};
const get = () => call(maintenance.GET, apiRequest("GET", "/maintenance"));
const put = (body: unknown, options: { token?: string } = { token }) =>
  call(maintenance.PUT, apiRequest("PUT", "/maintenance", { ...options, body }));

describe("the maintenance API", () => {
  it("shows anyone the defaults with no version until the first save creates the record, then its version", async () => {
    expect((await get()).body).toEqual({ ...MAINTENANCE_DEFAULTS, texts: {}, updatedAt: null });
    const saved = await put({ ...settings, updatedAt: null });
    expect(saved.status).toBe(200);
    const row = await t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(saved.body).toEqual({ ...settings, texts: {}, updatedAt: row.lastUpdated.toISOString() });
    expect((await get()).body).toEqual(saved.body);
    expect(context.refresh.tags).toEqual(["maintenance"]);
    expect(await t.db.change.findFirstOrThrow({ select: { entity: true, tags: true } })).toEqual({
      entity: "maintenance",
      tags: ["maintenance"],
    });
  });

  it("refuses a stale or missing version with 409 and leaves the settings as saved; bad bodies with 400, 401, 415, 413", async () => {
    const first = (await put({ ...settings, updatedAt: null })).body;
    const second = await put({ ...settings, isActive: false, updatedAt: first.updatedAt });
    expect(second).toMatchObject({ status: 200, body: { isActive: false } });
    const before = await dumpContent(t.sql);
    expect((await put({ ...settings, updatedAt: first.updatedAt })).body.error.code).toBe("conflict");
    expect((await put({ ...settings, updatedAt: null })).status).toBe(409);
    expect(
      (await put({ ...settings, contactEmail: "no", updatedAt: second.body.updatedAt })).body.error.fields,
    ).toEqual({ contactEmail: "emailInvalid" });
    expect((await put({ ...settings, id: 2, updatedAt: second.body.updatedAt })).body.error.fields).toEqual({
      id: "unknownField",
    });
    expect((await put(settings)).status).toBe(400);
    expect((await put({ ...settings, updatedAt: second.body.updatedAt }, {})).status).toBe(401);
    expect(
      (
        await call(
          maintenance.PUT,
          apiRequest("PUT", "/maintenance", {
            token,
            rawBody: "{}",
            headers: { "content-type": "multipart/form-data" },
          }),
        )
      ).status,
    ).toBe(415);
    expect(
      (await call(maintenance.PUT, apiRequest("PUT", "/maintenance", { token, rawBody: " ".repeat(1_048_577) })))
        .status,
    ).toBe(413);
    expect(await dumpContent(t.sql)).toEqual(before);
  });

  it("reads and writes each language's texts: a language named is saved (all blank: removed), one left out kept", async () => {
    const english = { title: "We are updating our site", message: "Back soon", estimatedTime: "1 hour" };
    const first = await put({
      ...settings,
      texts: { en: english, de: { title: "Wir sind gleich zurück" } },
      updatedAt: null,
    });
    expect(first.status).toBe(200);
    const german = { title: "Wir sind gleich zurück", message: "", estimatedTime: "" };
    expect(first.body.texts).toEqual({ de: german, en: english });
    expect((await get()).body.texts).toEqual({ de: german, en: english });
    // A client that knows nothing of texts (the API before them) leaves every language's as it is.
    const second = await put({ ...settings, isActive: false, updatedAt: first.body.updatedAt });
    expect(second.body.texts).toEqual({ de: german, en: english });
    const blanked = { title: "", message: "", estimatedTime: "" };
    const third = await put({ ...settings, texts: { de: blanked }, updatedAt: second.body.updatedAt });
    expect(third.body.texts).toEqual({ en: english });
    expect(await t.db.maintenanceText.findMany({ select: { languageCode: true } })).toEqual([{ languageCode: "en" }]);
    expect(context.refresh.tags).toEqual(["maintenance", "maintenance", "maintenance"]);
  });

  it("refuses texts for Turkish (the record's own fields), for a language the site does not have, and unknown or too long fields", async () => {
    const saved = (await put({ ...settings, updatedAt: null })).body;
    const before = await dumpContent(t.sql);
    const refused = async (texts: unknown) =>
      (await put({ ...settings, texts, updatedAt: saved.updatedAt })).body.error;
    expect(await refused({ tr: { title: "Türkçe" } })).toMatchObject({
      code: "invalid",
      fields: { texts: "textsOfTurkish" },
    });
    expect(await refused({ fr: { title: "Bientôt" } })).toMatchObject({
      code: "invalid",
      fields: { texts: "languageUnknown" },
    });
    expect(await refused({ en: { title: "x".repeat(201) } })).toMatchObject({ fields: { texts: "titleTooLong" } });
    expect(await refused({ en: { subtitle: "x" } })).toMatchObject({ fields: { texts: "unknownField" } });
    expect(await refused({ EN: { title: "x" } })).toMatchObject({ code: "invalid" });
    expect(await dumpContent(t.sql)).toEqual(before);
    expect(await t.db.maintenanceText.count()).toBe(0);
  });

  it("loses a language's texts with the language", async () => {
    await put({ ...settings, texts: { de: { title: "Wartung" }, en: { title: "Maintenance" } }, updatedAt: null });
    await t.db.language.delete({ where: { code: "de" } });
    expect(Object.keys((await get()).body.texts)).toEqual(["en"]);
  });
});
