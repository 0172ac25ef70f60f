import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { insertCategory, insertTopic, insertLanguage, languageRow } from "../helpers/fixtures";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "Language", "AdminUser", "MaintenanceSettings" RESTART IDENTITY CASCADE`);
});

/** Inserting raw SQL, as any client could: the database itself must refuse. */
async function rejects(statement: string, params: unknown[], constraint: string | RegExp) {
  await expect(t.sql.query(statement, params)).rejects.toThrow(constraint);
}

const INSERT_LANGUAGE = `INSERT INTO "Language" (code, name, "nativeName", flag, "isDefault", "order") VALUES ($1, 'N', 'N', 'F', $2, $3)`;

describe("languages", () => {
  it("accepts one default language and refuses a second", async () => {
    await t.sql.query(INSERT_LANGUAGE, ["tr", true, 1]);
    await t.sql.query(INSERT_LANGUAGE, ["en", false, 2]);
    await rejects(INSERT_LANGUAGE, ["de", true, 3], /Language_single_default_key/);
    await expect(t.db.language.update({ where: { code: "en" }, data: { isDefault: true } })).rejects.toThrow(
      /Language_single_default_key/,
    );
  });

  it("refuses an uppercase, a 4-letter, a 1-letter or a non-letter code", async () => {
    for (const code of ["TR", "Tr", "e", "e1"]) {
      await rejects(INSERT_LANGUAGE, [code, false, 1], /Language_code_check/);
    }
    await rejects(INSERT_LANGUAGE, ["engl", false, 1], /value too long for type character varying\(3\)/);
    await t.sql.query(INSERT_LANGUAGE, ["aze", false, 1]);
  });

  it("refuses order 0 and a flag over 4 characters, and a duplicate code", async () => {
    await rejects(INSERT_LANGUAGE, ["tr", false, 0], /Language_order_check/);
    await expect(insertLanguage(t.db, "tr", { flag: "ABCDE" })).rejects.toMatchObject({
      code: "P2000",
      meta: { driverAdapterError: { cause: { originalMessage: "value too long for type character varying(4)" } } },
    });
    await insertLanguage(t.db, "tr");
    await expect(t.db.language.create({ data: languageRow("tr") })).rejects.toThrow(/Language_code_key/);
  });
});

describe("categories and contents", () => {
  beforeEach(async () => {
    await insertLanguage(t.db, "tr", { isDefault: true });
    await insertLanguage(t.db, "en", { order: 2 });
  });

  it("refuses order 0 for a category and a topic", async () => {
    await rejects(
      `INSERT INTO "Category" ("languageCode", title, slug, "order") VALUES ('tr', 'A', 'a', 0)`,
      [],
      /Category_order_check/,
    );
    const category = await insertCategory(t.db, "tr", "patent");
    await expect(insertTopic(t.db, category, "basvuru", { order: 0 })).rejects.toThrow(/Content_order_check/);
  });

  it("refuses a duplicate category slug in one language, allows it in another", async () => {
    await insertCategory(t.db, "tr", "patent");
    await expect(insertCategory(t.db, "tr", "patent")).rejects.toThrow(/Category_languageCode_slug_key/);
    await expect(insertCategory(t.db, "en", "patent")).resolves.toMatchObject({ slug: "patent" });
  });

  it("refuses a duplicate topic slug in one category, allows it in another", async () => {
    const patent = await insertCategory(t.db, "tr", "patent");
    const marka = await insertCategory(t.db, "tr", "marka");
    await insertTopic(t.db, patent, "basvuru");
    await expect(insertTopic(t.db, patent, "basvuru")).rejects.toThrow(/Content_categoryId_slug_key/);
    await expect(insertTopic(t.db, marka, "basvuru")).resolves.toMatchObject({ slug: "basvuru" });
  });

  it("refuses a slug that is not lowercase words joined by single hyphens", async () => {
    for (const slug of ["Patent", "şirket", "a--b", "-a", "a b", ""]) {
      await rejects(
        `INSERT INTO "Category" ("languageCode", title, slug) VALUES ('tr', 'A', $1)`,
        [slug],
        /Category_slug_check/,
      );
    }
  });

  it("refuses a topic whose language differs from its category's", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    await rejects(
      `INSERT INTO "Content" ("languageCode", "categoryId", title, slug) VALUES ('en', $1, 'A', 'a')`,
      [category.id],
      /Content_categoryId_languageCode_fkey/,
    );
  });

  it("refuses a category of an unknown language", async () => {
    await expect(insertCategory(t.db, "fr", "patent")).rejects.toThrow(/Category_languageCode_fkey/);
  });
});

describe("required texts", () => {
  it("refuses blank names, titles and translations, each by its own CHECK", async () => {
    await rejects(
      `INSERT INTO "Language" (code, name, "nativeName", flag) VALUES ('tr', ' ', 'Türkçe', 'F')`,
      [],
      /Language_required_check/,
    );
    await insertLanguage(t.db, "tr");
    await rejects(
      `INSERT INTO "Category" ("languageCode", title, slug) VALUES ('tr', '  ', 'a')`,
      [],
      /Category_title_check/,
    );
    const category = await insertCategory(t.db, "tr", "patent");
    await rejects(
      `INSERT INTO "Content" ("languageCode", "categoryId", title, slug) VALUES ('tr', $1, ' ', 'a')`,
      [category.id],
      /Content_title_check/,
    );
    await rejects(
      `INSERT INTO "TeamMember" ("languageCode", name, title, "shortDescription") VALUES ('tr', 'A', ' ', 'C')`,
      [],
      /TeamMember_required_check/,
    );
    await rejects(
      `INSERT INTO "Translation" ("languageCode", source, text) VALUES ('tr', 'Ana Sayfa', '')`,
      [],
      /Translation_required_check/,
    );
  });
});

describe("other tables", () => {
  it("refuses a negative team order but accepts 0", async () => {
    await insertLanguage(t.db, "tr");
    const insertMember = `INSERT INTO "TeamMember" ("languageCode", name, title, "shortDescription", "order") VALUES ('tr', 'A', 'B', 'C', $1)`;
    await t.sql.query(insertMember, [0]);
    await rejects(insertMember, [-1], /TeamMember_order_check/);
  });

  it("keeps maintenance settings to a single row", async () => {
    await t.db.maintenanceSettings.create({ data: { id: 1 } });
    await rejects(`INSERT INTO "MaintenanceSettings" (id) VALUES (2)`, [], /MaintenanceSettings_single_row_check/);
    await expect(t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } })).resolves.toMatchObject({
      isActive: false,
      title: "Sitemizi Yeniliyoruz",
      estimatedTime: "2 saat",
    });
  });

  it("names the database once: a single identity row, made by the migration", async () => {
    const { rows } = await t.sql.query(`SELECT id, "databaseId"::text AS "databaseId" FROM "DatabaseIdentity"`);
    expect(rows).toEqual([
      { id: 1, databaseId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/) },
    ]);
    await rejects(`INSERT INTO "DatabaseIdentity" (id) VALUES (2)`, [], /DatabaseIdentity_single_row_check/);
  });

  it("refuses a duplicate admin e-mail and a mixed-case one", async () => {
    await t.db.adminUser.create({ data: { email: "a@b.c", passwordHash: "x" } });
    await expect(t.db.adminUser.create({ data: { email: "a@b.c", passwordHash: "y" } })).rejects.toThrow(
      /AdminUser_email_key/,
    );
    await rejects(`INSERT INTO "AdminUser" (email, "passwordHash") VALUES ('A@b.c', 'x')`, [], /AdminUser_email_check/);
  });
});
