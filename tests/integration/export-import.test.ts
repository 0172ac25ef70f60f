import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import type { ChangeEvent } from "@/lib/database/change-events";
import { listenForChanges, type ChangeListener } from "@/lib/database/change-listener";
import { createCategory } from "@/lib/categories/mutations";
import { seedDatabase } from "@/lib/database/seed";
import { schemaOf } from "@/lib/db";
import { changesMaintenance } from "@/lib/maintenance/live-state";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import type { SiteData } from "@/lib/site-data/document";
import { readSiteData, serializeSiteData } from "@/lib/site-data/export";
import { importSiteData } from "@/lib/site-data/import";
import { parseSiteData } from "@/lib/site-data/parse";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { saveTranslation } from "@/lib/translations/mutations";
import { runScript } from "../helpers/run-script";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

/** `npm run db:export` and `npm run db:import`, and the round trip between them. */
const run = randomBytes(4).toString("hex");
const SECRET = `not-content-${run}`;
const FIXED_TIME = new Date("2026-01-02T03:04:05.000Z");
const databases: TestDatabase[] = [];
let source: TestDatabase;
let exported: SiteData;
let folder: string;

/** A migrated schema with no content, dropped after the file. */
async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

const REVIEWED_AT = "2026-03-01T21:00:00.000Z";

/** The seed plus edits an export must carry: an inactive category and topic, a translation, team members, maintenance on; and what it must not. */
async function fillSource(db: TestDatabase["db"]) {
  await seedDatabase(db);
  const category = await written(
    db,
    createCategory({ languageCode: "en", title: `Drafts ${run}`, slug: `drafts-${run}`, isActive: false }),
  );
  const member = {
    name: `Ayşe ${run}`,
    title: "Vekil",
    shortDescription: "Markalar.",
    education: ["Hukuk"],
    socialMedia: { linkedin: "https://www.linkedin.com/in/ayse" },
  };
  const reviewer = await written(db, createTeamMember({ ...member, languageCode: "de", isActive: false, order: 7 }));
  // Reviewed by a team member, whom the file lists after the topics.
  await written(
    db,
    createTopic({
      languageCode: "en",
      categoryId: category.value.id,
      title: "Draft",
      slug: `draft-${run}`,
      body: "<p>Soon</p>",
      keywords: ["a", "b"],
      isActive: false,
      reviewedById: reviewer.value.id,
      reviewedAt: REVIEWED_AT,
      reviewIntervalMonths: 6,
    }),
  );
  await written(db, saveTranslation({ languageCode: "en", source: "Ana Sayfa", text: `Home ${run}` }));
  await written(
    db,
    saveMaintenanceSettings({
      isActive: true,
      title: "Bakım",
      message: `Back soon ${run}`,
      contactEmail: "info@example.com",
      contactPhone: "+90 224 000 00 00",
      texts: { en: { title: `Maintenance ${run}` } },
    }),
  );
  const admin = await db.adminUser.create({ data: { email: `${SECRET}@example.com`, passwordHash: SECRET } });
  await db.adminSession.create({
    data: { id: SECRET, adminUserId: admin.id, expiresAt: new Date(Date.now() + 60_000) },
  });
  await db.contactMessage.create({ data: { name: SECRET, email: "visitor@example.com", message: SECRET } });
  await db.apiToken.create({ data: { name: SECRET, tokenHash: SECRET } });
}

const counts = async (db: TestDatabase["db"]) =>
  Promise.all([
    db.language.count(),
    db.category.count(),
    db.topic.count(),
    db.teamMember.count(),
    db.translation.count(),
    db.maintenanceSettings.count(),
    db.change.count(),
  ]);

beforeAll(async () => {
  source = await createTestDatabase();
  databases.push(source);
  await fillSource(source.db);
  exported = await readSiteData(source.db, FIXED_TIME);
  folder = mkdtempSync(path.join(os.tmpdir(), "site-export-"));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

describe("the export", () => {
  it("holds the content in the domain shapes, counterparts linked, and nothing of accounts, sessions or messages", async () => {
    expect(Object.keys(exported)).toEqual([
      "format",
      "version",
      "exportedAt",
      "languages",
      "categories",
      "topics",
      "teamMembers",
      "media",
      "translations",
      "maintenance",
      "firm",
      "pageTexts",
      "redirects",
    ]);
    expect(exported).toMatchObject({
      // The site shows the shipped facts and page texts: none of its own to carry.
      firm: null,
      pageTexts: [],
      redirects: [],
      format: "bursa-ip-site-export",
      version: 1,
      exportedAt: FIXED_TIME.toISOString(),
    });
    expect(exported.languages.map((language) => language.code)).toEqual(["tr", "en", "de", "ru", "az"]);
    expect(exported.categories).toHaveLength(await source.db.category.count());
    expect(exported.categories.find((category) => category.slug === `drafts-${run}`)).toMatchObject({
      languageCode: "en",
      isActive: false,
      translationKey: null,
    });
    expect(exported.categories.filter((category) => category.translationKey !== null).length).toBeGreaterThan(5);
    // A member's profiles in other languages keep the key that links them.
    expect(exported.teamMembers.filter((member) => member.translationKey !== null).length).toBeGreaterThan(5);
    expect(exported.topics.find((topic) => topic.slug === `draft-${run}`)).toMatchObject({
      keywords: ["a", "b"],
      isActive: false,
      metaTitle: "Draft | Bursa Patent",
    });
    expect(exported.teamMembers.find((member) => member.name === `Ayşe ${run}`)).toMatchObject({
      languageCode: "de",
      isActive: false,
      order: 7,
      socialMedia: { linkedin: "https://www.linkedin.com/in/ayse", twitter: "", instagram: "" },
    });
    expect(exported.translations).toEqual([
      expect.objectContaining({ languageCode: "en", source: "Ana Sayfa", text: `Home ${run}` }),
    ]);
    expect(exported.maintenance).toEqual({
      isActive: true,
      title: "Bakım",
      message: `Back soon ${run}`,
      estimatedTime: "2 saat",
      contactEmail: "info@example.com",
      contactPhone: "+90 224 000 00 00",
      texts: { en: { title: `Maintenance ${run}`, message: "", estimatedTime: "" } },
    });
    expect(serializeSiteData(exported)).not.toContain(SECRET);
  });

  it("is the same text twice for the same data, but for exportedAt", async () => {
    const again = await readSiteData(source.db);
    expect(again.exportedAt).not.toBe(exported.exportedAt);
    expect(serializeSiteData({ ...again, exportedAt: exported.exportedAt })).toBe(serializeSiteData(exported));
  });
});

describe("the import", () => {
  it("restores the export into an empty database in one recorded write; exporting it again gives the same file", async () => {
    const target = await emptyDatabase();
    const result = await writeTo(target.db, importSiteData(exported, schemaOf(target.db)));
    expect(result).toMatchObject({
      ok: true,
      value: {
        languages: 5,
        categories: exported.categories.length,
        teamMembers: exported.teamMembers.length,
        translations: 1,
      },
    });
    expect(serializeSiteData(await readSiteData(target.db, FIXED_TIME))).toBe(serializeSiteData(exported));

    const changes = await target.db.change.findMany();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      entity: "siteData",
      entityId: "all",
      action: "import",
      actor: "system:test",
      languages: ["tr", "en", "de", "ru", "az"],
    });
    expect(changes[0]!.tags).toEqual(
      expect.arrayContaining(["languages", "maintenance", "menu:tr", "team:de", "translations:az"]),
    );
    // The id sequences were moved past the imported ids: the next category takes a new one.
    const reviewed = exported.topics.find((topic) => topic.slug === `draft-${run}`);
    const reviewer = exported.teamMembers.find((member) => member.name === `Ayşe ${run}`);
    expect(reviewed).toMatchObject({ reviewedById: reviewer?.id, reviewedAt: REVIEWED_AT, reviewIntervalMonths: 6 });
    const created = await written(
      target.db,
      createCategory({ languageCode: "tr", title: "Yeni", slug: `yeni-${run}` }),
    );
    expect(created.value.id).toBe(Math.max(...exported.categories.map((category) => category.id)) + 1);
  });

  it("refuses a database with content, naming what is in the way, and changes nothing", async () => {
    const before = await counts(source.db);
    const result = await writeTo(source.db, importSiteData(exported, schemaOf(source.db)));
    const [languages, categories, topics, teamMembers, translations] = before;
    // The seed's pictures are library files.
    const media = await source.db.mediaFile.count();
    const files = media > 0 ? `, ${media} media files` : "";
    const held = `${languages} languages, ${categories} categories, ${topics} topics, ${teamMembers} team members${files} and ${translations} translations`;
    expect(result).toEqual({
      ok: false,
      error: "notEmpty",
      fieldErrors: { database: `the database already holds ${held}: import needs an empty one` },
    });
    expect(await counts(source.db)).toEqual(before);
  });

  it("is only for the operator and administrators", async () => {
    const target = await emptyDatabase();
    for (const actor of [{ kind: "apiToken", name: "ci" }, { kind: "visitor" }] satisfies Actor[]) {
      expect(await writeTo(target.db, importSiteData(exported, schemaOf(target.db)), { actor })).toMatchObject({
        ok: false,
        error: "unauthorized",
      });
    }
    expect(await counts(target.db)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("a file that is not a valid export", () => {
  const text = () => serializeSiteData(exported);
  let target: TestDatabase;
  beforeAll(async () => {
    target = await emptyDatabase();
  });
  const englishCategory = () => exported.categories.find((category) => category.languageCode === "en")!;
  const edited = (edit: (data: Record<string, unknown> & SiteData) => void) => {
    const data = JSON.parse(text()) as Record<string, unknown> & SiteData;
    edit(data);
    return data;
  };
  const cases: [string, () => unknown, () => string][] = [
    [
      "a bad slug",
      () => edited((data) => (data.categories[1]!.slug = "Bad Slug!")),
      () =>
        "categories[1].slug: The slug may only contain lowercase letters, digits and single hyphens (e.g. trademark-registration) (slugInvalid)",
    ],
    [
      "an unknown field",
      () => edited((data) => Object.assign(data.teamMembers[0]!, { colour: "red" })),
      () => "teamMembers[0].colour: unknown field",
    ],
    [
      "an unknown list",
      () => edited((data) => Object.assign(data, { adminUsers: [] })),
      () => "adminUsers: unknown field",
    ],
    [
      "a topic in a missing category",
      () => edited((data) => (data.topics[2]!.categoryId = 999_999)),
      () => "topics[2].categoryId: the category 999999 is not in the file",
    ],
    [
      "a topic in another language's category",
      () => edited((data) => (data.topics[0]!.categoryId = englishCategory().id)),
      () => `topics[0].categoryId: the category ${englishCategory().id} is in "en", the topic in "tr"`,
    ],
    [
      "a repeated id",
      () => edited((data) => (data.languages[1]!.id = data.languages[0]!.id)),
      () => `languages[1].id: the id ${exported.languages[0]!.id} is also languages[0]'s`,
    ],
    [
      "two default languages",
      () => edited((data) => (data.languages[2]!.isDefault = true)),
      () => "languages[2].isDefault: exactly one language must be the default (the file has 2)",
    ],
    [
      "another format",
      () => edited((data) => Object.assign(data, { format: "wordpress" })),
      () => "format: not a bursa-ip-site-export file",
    ],
    [
      "another version",
      () => edited((data) => Object.assign(data, { version: 2 })),
      () => "version: this site reads version 1 of the file",
    ],
  ];

  it.each(cases)("is refused for %s, named by its place, before anything is written", async (_name, make, problem) => {
    const data = make();
    const parsed = parseSiteData(JSON.stringify(data));
    expect(parsed).toEqual({ ok: false, problems: [problem()] });
    expect(await writeTo(target.db, importSiteData(data, schemaOf(target.db)))).toMatchObject({
      ok: false,
      error: "invalid",
    });
    expect(await counts(target.db)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("is refused when truncated, as JSON that does not parse", () => {
    const parsed = parseSiteData(text().slice(0, 500));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems).toEqual([expect.stringMatching(/^the file is not valid JSON: /)]);
  });
});

describe("npm run db:export and npm run db:import", () => {
  const heard: ChangeEvent[] = [];

  /** Runs `act` (one write) while a listener, as each running server holds one, follows the database's changes; waits until it hears. */
  async function whileListening<Result>(database: TestDatabase, act: () => Promise<Result>): Promise<Result> {
    let listener: ChangeListener | undefined;
    await new Promise<void>((resolve) => {
      listener = listenForChanges(database.url, { onConnected: resolve, onEvent: (event) => void heard.push(event) });
    });
    try {
      const result = await act();
      await expect.poll(() => heard.length).toBe(1);
      return result;
    } finally {
      await listener?.stop();
    }
  }

  // Five commands, each a fresh tsx process: seconds apiece on a busy machine.
  it(
    "export to a file and to stdout, import into an empty database, and refuse a second import and a broken file",
    { timeout: 180_000 },
    async () => {
      const file = path.join(folder, "site.json");
      const exportRun = await runScript("db-export.ts", [file], { DATABASE_URL: source.url });
      expect(exportRun).toMatchObject({ code: 0, stdout: "" });
      expect(exportRun.stderr).toMatch(
        new RegExp(`^Exported 5 languages, ${exported.categories.length} categories, .* to ${file}\\.\\n$`),
      );
      const fromFile = JSON.parse(readFileSync(file, "utf8")) as SiteData;
      expect(serializeSiteData({ ...fromFile, exportedAt: exported.exportedAt })).toBe(serializeSiteData(exported));

      const target = await emptyDatabase();
      const importRun = await whileListening(target, () =>
        runScript("db-import.ts", [file], { DATABASE_URL: target.url }),
      );
      expect(importRun).toMatchObject({ code: 0, stderr: "" });
      expect(importRun.stdout).toMatch(/^Imported 5 languages, .* from .*site\.json\.\n$/);
      const change = await target.db.change.findFirstOrThrow({ select: { id: true, actor: true, entity: true } });
      expect(change).toMatchObject({ actor: "system:db:import", entity: "siteData" });
      // A running server hears of it, and reloads its maintenance state (the file turned maintenance on).
      expect(heard).toEqual([
        expect.objectContaining({
          id: change.id,
          entity: "siteData",
          action: "import",
          languages: ["tr", "en", "de", "ru", "az"],
        }),
      ]);
      expect(changesMaintenance(heard[0]!)).toBe(true);

      const piped = await runScript("db-export.ts", [], { DATABASE_URL: target.url });
      expect(piped.code).toBe(0);
      expect(serializeSiteData({ ...(JSON.parse(piped.stdout) as SiteData), exportedAt: exported.exportedAt })).toBe(
        serializeSiteData(exported),
      );

      const again = await runScript("db-import.ts", [file], { DATABASE_URL: target.url });
      expect(again).toMatchObject({ code: 1, stdout: "" });
      expect(again.stderr).toMatch(
        /^.*site\.json was not imported: the database already holds 5 languages, .* import needs an empty one\n$/,
      );

      const broken = path.join(folder, "broken.json");
      writeFileSync(
        broken,
        readFileSync(file, "utf8").replace(`"slug": "${exported.categories[0]!.slug}"`, `"slug": "Kötü"`),
      );
      const refused = await runScript("db-import.ts", [broken], { DATABASE_URL: (await emptyDatabase()).url });
      expect(refused).toMatchObject({ code: 1, stdout: "" });
      expect(refused.stderr).toContain(
        "broken.json was not imported:\n  categories[0].slug: The slug may only contain",
      );
    },
  );
});
