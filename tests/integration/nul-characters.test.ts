import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { WriteOperation } from "@/lib/database/write";
import { categoriesEndpoints } from "@/lib/categories/api";
import { createCategory } from "@/lib/categories/mutations";
import { submitContactMessage } from "@/lib/contact-messages/mutations";
import { createLanguage } from "@/lib/languages/mutations";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { MAINTENANCE_DEFAULTS } from "@/lib/maintenance/schema";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { saveTranslation } from "@/lib/translations/mutations";
import { apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo } from "../helpers/write";

/**
 * PostgreSQL's text cannot hold U+0000: a NUL byte in any text field is refused by the write path
 * with a code naming the field, for every entity and whoever writes (a form, the API, a command),
 * and nothing is written.
 */
const t = contentTestDatabase(["tr", "en"]);
const NUL = "\u0000";
let categoryId = 0;

beforeAll(() => {
  process.env.AUTH_SECRET ??= `nul-test-secret-${randomBytes(8).toString("hex")}-0123456789`;
});
// The schema is emptied before each test (contentTestDatabase).
beforeEach(async () => {
  categoryId = (await insertCategory(t.db, "tr", `nul-${randomBytes(3).toString("hex")}`)).id;
});

const cases: { entity: string; field: string; operation: () => WriteOperation<z.ZodType, unknown> }[] = [
  {
    entity: "category",
    field: "title",
    operation: () => createCategory({ languageCode: "tr", title: `Pat${NUL}ent`, slug: "patent-nul" }),
  },
  {
    entity: "topic",
    field: "body",
    operation: () =>
      createTopic({ languageCode: "tr", categoryId, title: "Başvuru", slug: "basvuru-nul", body: `<p>a${NUL}b</p>` }),
  },
  {
    entity: "topic keywords",
    field: "keywords",
    operation: () =>
      createTopic({
        languageCode: "tr",
        categoryId,
        title: "Başvuru",
        slug: "basvuru-nul-2",
        keywords: ["iyi", `kö${NUL}tü`],
      }),
  },
  {
    entity: "team member",
    field: "socialMedia",
    operation: () =>
      createTeamMember({
        languageCode: "tr",
        name: "Ayşe",
        title: "Vekil",
        shortDescription: "Marka",
        socialMedia: { linkedin: `https://linkedin.com/in/a${NUL}` },
      }),
  },
  {
    entity: "language",
    field: "nativeName",
    operation: () => createLanguage({ code: "fr", name: "French", nativeName: `Fran${NUL}çais`, flag: "FR" }),
  },
  {
    entity: "translation",
    field: "text",
    operation: () => saveTranslation({ languageCode: "en", source: "Ana Sayfa", text: `Ho${NUL}me` }),
  },
  {
    entity: "maintenance",
    field: "message",
    operation: () => saveMaintenanceSettings({ ...MAINTENANCE_DEFAULTS, message: `Bakım${NUL}` }),
  },
];

describe("a NUL byte in a text field", () => {
  it.each(cases)(
    "is refused in a $entity, naming the field $field, and nothing is written",
    async ({ field, operation }) => {
      const before = await dumpContent(t.sql);
      const refresh = recordingRefresh();
      expect(await writeTo(t.db, operation(), { refresh })).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { [field]: "controlCharacter" },
      });
      expect(await dumpContent(t.sql)).toEqual(before);
      expect(refresh.calls).toEqual([]);
    },
  );

  it("is refused in a visitor's contact message with the form's own code, and no message is stored", async () => {
    const sent = await submitContactMessage(
      { name: "Ayşe Yılmaz", email: "ayse@example.com", message: `Merhaba${NUL}, bir sorum var.`, consent: "on" },
      "203.0.113.9",
      { refresh: recordingRefresh(), db: t.db },
    );
    expect(sent).toEqual({ status: "invalid", fieldErrors: { message: "controlCharacter" } });
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it("is a 400 naming the field through the REST API", async () => {
    const token = await createToken(t.db, `nul-${randomBytes(4).toString("hex")}`);
    const answer = await call(
      categoriesEndpoints(apiContext(t.db)).POST,
      apiRequest("POST", "/content/tr/categories", { token, body: { title: `a${NUL}`, slug: "nul-api" } }),
      { lang: "tr" },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: "invalid", fields: { title: "controlCharacter" } });
    expect(await t.db.category.count({ where: { slug: "nul-api" } })).toBe(0);
  });
});
