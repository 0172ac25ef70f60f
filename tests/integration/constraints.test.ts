import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { createCategory, createContent, createLanguage, languageRow } from "../helpers/fixtures";

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

const insertLanguage = `INSERT INTO "Language" (code, name, "nativeName", flag, "isDefault", "order") VALUES ($1, 'N', 'N', 'F', $2, $3)`;

describe("languages", () => {
  it("accepts one default language and refuses a second", async () => {
    await t.sql.query(insertLanguage, ["tr", true, 1]);
    await t.sql.query(insertLanguage, ["en", false, 2]);
    await rejects(insertLanguage, ["de", true, 3], /Language_single_default_key/);
    await expect(t.db.language.update({ where: { code: "en" }, data: { isDefault: true } })).rejects.toThrow(/Language_single_default_key/);
  });

  it("refuses an uppercase, a 4-letter, a 1-letter or a non-letter code", async () => {
    for (const code of ["TR", "Tr", "e", "e1"]) {
      await rejects(insertLanguage, [code, false, 1], /Language_code_check/);
    }
    await rejects(insertLanguage, ["engl", false, 1], /value too long for type character varying\(3\)/);
    await t.sql.query(insertLanguage, ["aze", false, 1]);
  });

  it("refuses order 0 and a flag over 4 characters, and a duplicate code", async () => {
    await rejects(insertLanguage, ["tr", false, 0], /Language_order_check/);
    await expect(createLanguage(t.db, "tr", { flag: "ABCDE" })).rejects.toMatchObject({
      code: "P2000",
      meta: { driverAdapterError: { cause: { originalMessage: "value too long for type character varying(4)" } } },
    });
    await createLanguage(t.db, "tr");
    await expect(t.db.language.create({ data: languageRow("tr") })).rejects.toThrow(/Language_code_key/);
  });
});

describe("categories and contents", () => {
  beforeEach(async () => {
    await createLanguage(t.db, "tr", { isDefault: true });
    await createLanguage(t.db, "en", { order: 2 });
  });

  it("refuses order 0 for a category and a topic", async () => {
    await rejects(`INSERT INTO "Category" ("languageCode", title, slug, "order") VALUES ('tr', 'A', 'a', 0)`, [], /Category_order_check/);
    const category = await createCategory(t.db, "tr", "patent");
    await expect(createContent(t.db, category, "basvuru", { order: 0 })).rejects.toThrow(/Content_order_check/);
  });

  it("refuses a duplicate category slug in one language, allows it in another", async () => {
    await createCategory(t.db, "tr", "patent");
    await expect(createCategory(t.db, "tr", "patent")).rejects.toThrow(/Category_languageCode_slug_key/);
    await expect(createCategory(t.db, "en", "patent")).resolves.toMatchObject({ slug: "patent" });
  });

  it("refuses a duplicate topic slug in one category, allows it in another", async () => {
    const patent = await createCategory(t.db, "tr", "patent");
    const marka = await createCategory(t.db, "tr", "marka");
    await createContent(t.db, patent, "basvuru");
    await expect(createContent(t.db, patent, "basvuru")).rejects.toThrow(/Content_categoryId_slug_key/);
    await expect(createContent(t.db, marka, "basvuru")).resolves.toMatchObject({ slug: "basvuru" });
  });

  it("refuses a slug that is not lowercase words joined by single hyphens", async () => {
    for (const slug of ["Patent", "şirket", "a--b", "-a", "a b", ""]) {
      await rejects(`INSERT INTO "Category" ("languageCode", title, slug) VALUES ('tr', 'A', $1)`, [slug], /Category_slug_check/);
    }
  });

  it("refuses a topic whose language differs from its category's", async () => {
    const category = await createCategory(t.db, "tr", "patent");
    await rejects(
      `INSERT INTO "Content" ("languageCode", "categoryId", title, slug) VALUES ('en', $1, 'A', 'a')`,
      [category.id],
      /Content_categoryId_languageCode_fkey/,
    );
  });

  it("refuses a category of an unknown language", async () => {
    await expect(createCategory(t.db, "fr", "patent")).rejects.toThrow(/Category_languageCode_fkey/);
  });
});

describe("required texts", () => {
  it("refuses blank names, titles and translations, each by its own CHECK", async () => {
    await rejects(`INSERT INTO "Language" (code, name, "nativeName", flag) VALUES ('tr', ' ', 'Türkçe', 'F')`, [], /Language_required_check/);
    await createLanguage(t.db, "tr");
    await rejects(`INSERT INTO "Category" ("languageCode", title, slug) VALUES ('tr', '  ', 'a')`, [], /Category_title_check/);
    const category = await createCategory(t.db, "tr", "patent");
    await rejects(`INSERT INTO "Content" ("languageCode", "categoryId", title, slug) VALUES ('tr', $1, ' ', 'a')`, [category.id], /Content_title_check/);
    await rejects(`INSERT INTO "TeamMember" ("languageCode", name, title, "shortDescription") VALUES ('tr', 'A', ' ', 'C')`, [], /TeamMember_required_check/);
    await rejects(`INSERT INTO "Translation" ("languageCode", source, text) VALUES ('tr', 'Ana Sayfa', '')`, [], /Translation_required_check/);
  });
});

describe("other tables", () => {
  it("refuses a negative team order but accepts 0", async () => {
    await createLanguage(t.db, "tr");
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

  it("refuses a duplicate admin e-mail and a mixed-case one", async () => {
    await t.db.adminUser.create({ data: { email: "a@b.c", passwordHash: "x" } });
    await expect(t.db.adminUser.create({ data: { email: "a@b.c", passwordHash: "y" } })).rejects.toThrow(/AdminUser_email_key/);
    await rejects(`INSERT INTO "AdminUser" (email, "passwordHash") VALUES ('A@b.c', 'x')`, [], /AdminUser_email_check/);
  });
});
