import { describe, expect, it, vi } from "vitest";
import { findCoverage, findTeamCoverage, missingCounts } from "@/lib/counterparts/coverage";
import { copyAllMissing } from "@/lib/counterparts/copy-missing";
import { createMissingVersion } from "@/lib/counterparts/missing-version";
import { updateTopic } from "@/lib/topics/mutations";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

// The coverage reads use the app's shared client: here, this file's.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  get db() {
    return t.db;
  },
}));

const MEMBER = {
  name: "Av. Deniz Kaya",
  title: "Marka Vekili",
  shortDescription: "Marka tescili ve itiraz süreçleri.",
  image: "/images/team/deniz.jpg",
  biography: "Deniz Kaya on yıldır marka hukukunda çalışıyor.",
  education: ["Ankara Üniversitesi Hukuk Fakültesi"],
  expertise: ["Marka tescili", "Madrid başvuruları"],
  courses: [],
  languages: ["Türkçe", "İngilizce"],
  memberships: ["TÜRKPATENT Marka Vekilleri Sicili"],
  publications: [],
  linkedin: "https://www.linkedin.com/in/deniz-kaya",
  twitter: "",
  instagram: "https://www.instagram.com/denizkaya",
  order: 3,
};

const insertMember = (languageCode: string, overrides: Record<string, unknown> = {}) =>
  t.db.teamMember.create({ data: { ...MEMBER, languageCode, ...overrides } });

/** Rows and change records: a write that refused or found nothing left both as they were. */
const everything = async () => [
  await t.db.category.count(),
  await t.db.topic.count(),
  await t.db.teamMember.count(),
  await t.db.change.count(),
];

describe("copying a team member to another language (the coverage view's one click)", () => {
  it("creates an inactive copy with the photo, lists and links kept, linked to the source, through the write path", async () => {
    const source = await insertMember("tr");
    const refresh = recordingRefresh();
    const result = await writeTo(t.db, createMissingVersion("teamMember", source.id, "de"), { refresh });
    expect(result).toMatchObject({ ok: true, value: { entity: "teamMember", languageCode: "de" } });
    if (!result.ok) return;
    const copy = await t.db.teamMember.findUniqueOrThrow({ where: { id: Number(result.id) } });
    const sourceKey = (await t.db.teamMember.findUniqueOrThrow({ where: { id: source.id } })).translationKey;
    const { id: _id, createdAt: _c, updatedAt: _u, translationKey: _k, languageCode: _l, ...fields } = source;
    expect(copy).toMatchObject({ ...fields, languageCode: "de", isActive: false, translationKey: sourceKey });
    expect(sourceKey).toMatch(/^teamMember:/);
    expect(await t.db.change.findMany({ select: { entity: true, action: true, entityId: true, tags: true } })).toEqual([
      { entity: "teamMember", action: "create", entityId: String(copy.id), tags: ["team:de"] },
    ]);
    expect(refresh.tags).toEqual(["team:de"]);

    // The coverage view shows the member's row with both versions.
    const [group] = await findTeamCoverage("tr", ["tr", "en", "de"]);
    expect(group).toMatchObject({ entity: "teamMember", lead: { id: source.id, title: MEMBER.name } });
    expect(group!.versions.map((version) => [version.languageCode, version.isActive])).toEqual([
      ["tr", true],
      ["de", false],
    ]);
  });

  it("refuses a second copy into a language that has the member, and a copy into the source's language", async () => {
    const source = await insertMember("tr", { translationKey: "m" });
    await insertMember("en", { translationKey: "m" });
    const before = await everything();
    expect(await writeTo(t.db, createMissingVersion("teamMember", source.id, "en"))).toEqual({
      ok: false,
      error: "counterpartExists",
      fieldErrors: {},
    });
    expect(await writeTo(t.db, createMissingVersion("teamMember", source.id, "tr"))).toEqual({
      ok: false,
      error: "sameLanguage",
      fieldErrors: {},
    });
    expect(await everything()).toEqual(before);
  });
});

describe("copyAllMissing (everything a language is missing, in one step)", () => {
  it("copies every missing category, topic and team member, categories before their topics, in one change record; run again it writes nothing", async () => {
    const patent = await insertCategory(t.db, "tr", "patent", { title: "Patent", translationKey: "c-patent" });
    await insertCategory(t.db, "de", "patente", { title: "Patente", translationKey: "c-patent" });
    const marka = await insertCategory(t.db, "tr", "marka", { title: "Marka", order: 2 });
    await insertTopic(t.db, patent, "basvuru", { title: "Başvuru", body: "<p>Metin</p>" });
    await insertTopic(t.db, marka, "tescil", { title: "Tescil", body: "<p>Metin</p>", keywords: ["marka"] });
    const present = await insertMember("tr", { name: "Elif Şahin", translationKey: "m-elif" });
    await insertMember("de", { name: "Elif Şahin", translationKey: "m-elif" });
    await insertMember("tr");
    await insertMember("en", { name: "Only English" });
    const missing = async (codes: string[]) =>
      missingCounts(
        await findCoverage("tr", ["tr", "en", "de"]),
        await findTeamCoverage("tr", ["tr", "en", "de"]),
        codes,
      );
    expect(Object.fromEntries(await missing(["en", "de"]))).toEqual({
      en: 6,
      de: 4,
    });
    const refresh = recordingRefresh();

    const result = await writeTo(t.db, copyAllMissing("de", "tr"), { refresh });
    expect(result).toMatchObject({
      ok: true,
      id: "language:de",
      value: { languageCode: "de", categories: 1, topics: 2, teamMembers: 1 },
    });
    const german = await t.db.category.findMany({
      where: { languageCode: "de" },
      include: { topics: true },
      orderBy: { id: "asc" },
    });
    expect(
      german.map((category) => [category.slug, category.isActive, category.topics.map((topic) => topic.slug)]),
    ).toEqual([
      ["patente", true, ["basvuru"]],
      ["marka", false, ["tescil"]],
    ]);
    expect(german.flatMap((category) => category.topics).every((topic) => !topic.isActive)).toBe(true);
    const markaKey = (await t.db.category.findUniqueOrThrow({ where: { id: marka.id } })).translationKey;
    expect(german[1]!.translationKey).toBe(markaKey);
    const members = await t.db.teamMember.findMany({ where: { languageCode: "de" }, orderBy: { id: "asc" } });
    expect(members.map((member) => [member.name, member.isActive])).toEqual([
      ["Elif Şahin", true],
      [MEMBER.name, false],
    ]);
    expect(present.translationKey).toBe("m-elif");
    const changes = await t.db.change.findMany();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ entity: "category", action: "create", entityId: "language:de" });
    expect(changes[0]!.tags).toEqual(expect.arrayContaining(["menu:de", "team:de", "sitemap:de"]));
    expect(refresh.tags).toEqual(changes[0]!.tags);

    // Nothing is missing any more: a second run is refused as such, and writes nothing.
    const after = await everything();
    expect(await writeTo(t.db, copyAllMissing("de", "tr"))).toEqual({
      ok: false,
      error: "nothingMissing",
      fieldErrors: {},
    });
    expect(await everything()).toEqual(after);
    expect((await missing(["de"])).get("de")).toBe(0);
  });

  it("refuses the whole step, naming the item, when a copied slug is taken in the language", async () => {
    await insertCategory(t.db, "tr", "danismanlik", { title: "Danışmanlık", order: 2 });
    const patent = await insertCategory(t.db, "tr", "patent", { title: "Patent", order: 1 });
    await insertTopic(t.db, patent, "basvuru", { body: "<p>Metin</p>" });
    await insertMember("tr");
    await insertCategory(t.db, "en", "danismanlik", { title: "Someone else's" });
    const before = await everything();
    expect(await writeTo(t.db, copyAllMissing("en", "tr"))).toEqual({
      ok: false,
      error: "slugTaken",
      fieldErrors: { item: "Danışmanlık" },
    });
    expect(await everything()).toEqual(before);
    expect(await t.db.category.count({ where: { translationKey: { not: null } } })).toBe(0);
  });

  it("refuses the source language, an unknown one, and a visitor", async () => {
    await insertMember("tr");
    expect(await writeTo(t.db, copyAllMissing("tr", "tr"))).toMatchObject({ ok: false, error: "sameLanguage" });
    expect(await writeTo(t.db, copyAllMissing("fr", "tr"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { languageCode: "languageInvalid" },
    });
    expect(await writeTo(t.db, copyAllMissing("en", "tr"), { actor: null })).toMatchObject({
      ok: false,
      error: "unauthorized",
    });
    expect(await t.db.teamMember.count()).toBe(1);
  });
});

describe("activating a topic whose category is inactive", () => {
  it("names the category's state as the reason, and activates both in one write when asked", async () => {
    const category = await insertCategory(t.db, "en", "patents", { isActive: false, translationKey: "c" });
    await insertCategory(t.db, "tr", "patent", { translationKey: "c" });
    const topic = await insertTopic(t.db, category, "application", { isActive: false, body: "<p>Text</p>" });
    const edit = { ...topic, isActive: true };
    expect(await writeTo(t.db, updateTopic(topic, edit))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { categoryId: "categoryInactive" },
    });
    expect(await t.db.change.count()).toBe(0);

    const result = await writeTo(t.db, updateTopic(topic, edit, { activateCategory: true }));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.tags).toEqual(
      expect.arrayContaining(["menu:en", "menu:tr", `category:${category.id}`, `topic-at:${category.id}:application`]),
    );
    expect(await t.db.category.findUniqueOrThrow({ where: { id: category.id } })).toMatchObject({ isActive: true });
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: topic.id } })).toMatchObject({ isActive: true });
    expect(await t.db.change.findMany({ select: { entity: true, action: true } })).toEqual([
      { entity: "topic", action: "update" },
    ]);
  });
});
