import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { categorySchema } from "@/lib/categories/schema";
import { loadSeedContent } from "@/lib/database/seed-content";
import { languageSchema } from "@/lib/languages/schema";
import { maintenanceSchema } from "@/lib/maintenance/schema";
import { maintenanceScreenTexts } from "@/lib/maintenance/screen-texts";
import { FIRM_DEFAULTS } from "@/lib/firm-settings/schema";
import { teamMemberSchema } from "@/lib/team-members/schema";
import { topicSchema } from "@/lib/topics/schema";

const seed = loadSeedContent();
const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe("the checked-in seed content", () => {
  it("is what the write path accepts: every item passes its entity's schema once the seed fills in the rest", () => {
    for (const language of seed.languages) expect(languageSchema.safeParse(language).error).toBeUndefined();
    expect(seed.languages.filter((language) => language.isDefault).map((language) => language.code)).toEqual(["tr"]);
    expect(maintenanceSchema.safeParse(seed.maintenance).error).toBeUndefined();
    for (const [languageCode, categories] of Object.entries(seed.categories)) {
      for (const { key: _key, topics, ...category } of categories) {
        expect(categorySchema.safeParse({ ...category, languageCode }).error).toBeUndefined();
        expect(topics.length).toBeGreaterThan(0);
        for (const { key: _topicKey, author: _author, ...topic } of topics) {
          expect(topicSchema.safeParse({ ...topic, languageCode, categoryId: 1 }).error).toBeUndefined();
        }
      }
    }
    for (const [languageCode, members] of Object.entries(seed.team)) {
      for (const { key: _key, linkedin, ...member } of members) {
        const input = { ...member, languageCode, socialMedia: { linkedin } };
        expect(teamMemberSchema.safeParse(input).error).toBeUndefined();
      }
    }
  });

  it("names every article's author, a member of its own language's team", () => {
    for (const [languageCode, categories] of Object.entries(seed.categories)) {
      const team = new Set(seed.team[languageCode]!.map((member) => member.key));
      for (const topic of categories.flatMap((category) => category.topics)) {
        expect(team.has(topic.author ?? "none"), `${languageCode}: ${topic.key}`).toBe(true);
      }
    }
  });

  it("is a whole site in each of the five languages, Turkish first: the versions' originals", () => {
    expect(seed.languages.map((language) => language.code)).toEqual(["tr", "en", "de", "ru", "az"]);
    expect(Object.keys(seed.categories)).toEqual(["tr", "en", "de", "ru", "az"]);
    expect(Object.keys(seed.team)).toEqual(["tr", "en", "de", "ru", "az"]);
  });

  it("links every category, topic and member of each language by key to a Turkish one in the same place", () => {
    const places = (code: string) => ({
      categories: seed.categories[code]!.map((category) => category.key).sort(),
      topics: seed.categories[code]!.flatMap(({ key, topics }) => topics.map((topic) => `${key}/${topic.key}`)).sort(),
      team: seed.team[code]!.map((member) => member.key).sort(),
    });
    for (const code of ["en", "de", "ru", "az"]) expect(places(code), code).toEqual(places("tr"));
  });

  it("calls the country Türkiye in English, German and Russian, as the shipped interface texts do", () => {
    const texts = (code: string) =>
      JSON.stringify([seed.categories[code], seed.team[code]]) + readFileSync(`messages/${code}.json`, "utf8");
    expect(texts("en")).not.toMatch(/Turkey/);
    expect(texts("de")).not.toMatch(/Türkei/);
    expect(texts("ru")).not.toMatch(/Турци/);
  });

  it("leaves the maintenance screen's phone and e-mail blank: it shows the firm's own, as the footer and contact page do", () => {
    expect(seed.maintenance.contactPhone).toBe("");
    expect(seed.maintenance.contactEmail).toBe("");
    const screen = maintenanceScreenTexts(
      { ...seed.maintenance, texts: {}, lastUpdated: new Date() },
      "en",
      FIRM_DEFAULTS,
    );
    expect([screen.phone, screen.email]).toEqual(["+90 224 451 20 30", "info@bursapatent.com.tr"]);
  });

  it("gives no category a slug another page of the language answers at (a service page, a fixed page)", () => {
    const taken = ["patent", "marka", "tasarim", "hukuki-danismanlik", "kurumsal", "hizmetler", "ekibimiz", "iletisim"];
    for (const code of ["en", "de", "ru", "az"])
      for (const category of seed.categories[code]!)
        expect(taken, `${code}: ${category.slug}`).not.toContain(category.slug);
  });

  it("uses each slug once per language", () => {
    for (const categories of Object.values(seed.categories)) {
      expect(repeated(categories.map((category) => category.slug))).toEqual([]);
      expect(repeated(categories.flatMap((category) => category.topics.map((topic) => topic.slug)))).toEqual([]);
    }
  });
});

describe("reading seed content files", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  const topic = (key: string, slug: string) => ({ key, slug, title: `Topic ${key}`, keywords: ["patent"] });
  const category = (key: string, topics: object[]) => ({ key, slug: key, title: `Category ${key}`, topics });
  const language = (code: string, order: number) => ({
    code,
    name: code,
    nativeName: code,
    flag: "🏳",
    isDefault: order === 1,
    isActive: true,
    order,
  });

  /** A small valid seed in a temporary folder, with `files` (path → text) written over it. */
  function seedFolder(files: Record<string, string> = {}): string {
    const folder = mkdtempSync(path.join(os.tmpdir(), "seed-content-"));
    folders.push(folder);
    const valid: Record<string, string> = {
      "languages.json": JSON.stringify([language("tr", 1), language("en", 2), language("de", 3)]),
      "maintenance.json": JSON.stringify({ title: "Bakım" }),
      "tr/categories.json": JSON.stringify([category("patent", [topic("process", "basvuru")])]),
      "tr/topics/process.html": "<p>Başvuru</p>",
      "tr/team.json": "[]",
    };
    for (const [file, text] of Object.entries({ ...valid, ...files })) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    return folder;
  }
  const refusal = (files: Record<string, string>) => () => loadSeedContent(seedFolder(files));

  it("finds a new language's content by its folder, in the languages' order, bodies exactly as written", () => {
    const content = loadSeedContent(
      seedFolder({
        "de/categories.json": JSON.stringify([category("patent", [topic("process", "anmeldung")])]),
        "de/topics/process.html": "<p>Anmeldung</p>\n",
      }),
    );
    expect(Object.keys(content.categories)).toEqual(["tr", "de"]);
    const german = { key: "process", slug: "anmeldung", body: "<p>Anmeldung</p>\n" };
    expect(content.categories.de![0]!.topics[0]).toMatchObject(german);
    expect(content.team).toEqual({ tr: [], de: [] });
  });

  it("refuses a broken field, naming the file and the field", () => {
    const broken = JSON.stringify([category("patent", [topic("process", "Not A Slug")])]);
    expect(refusal({ "tr/categories.json": broken })).toThrow(
      /\/seed-content-\w+\/tr\/categories\.json: \[0\]\.topics\[0\]\.slug: slugInvalid$/,
    );
    const member = { key: "a", name: "A", title: "T", shortDescription: "S", order: 0, linkedin: "javascript:x" };
    const team = JSON.stringify([member]);
    expect(refusal({ "tr/team.json": team })).toThrow(/tr\/team\.json: \[0\]\.linkedin: linkedinInvalid/);
  });

  it("refuses an unknown field, a file that is not JSON, and an empty or missing body", () => {
    const typo = JSON.stringify([{ ...category("patent", [topic("process", "basvuru")]), titel: "x" }]);
    expect(refusal({ "tr/categories.json": typo })).toThrow(/tr\/categories\.json: \[0\]\.titel: unknown field/);
    expect(refusal({ "maintenance.json": "{ title: 1 }" })).toThrow(/maintenance\.json: not valid JSON/);
    expect(refusal({ "tr/topics/process.html": "<p> </p>" })).toThrow(/tr\/topics\/process\.html: bodyRequired/);
    const twoTopics = JSON.stringify([category("patent", [topic("process", "basvuru"), topic("fees", "ucretler")])]);
    expect(refusal({ "tr/categories.json": twoTopics })).toThrow(/tr\/topics\/fees\.html: cannot be read/);
  });

  it("refuses files and folders the seed would not read, and repeats it would merge", () => {
    const stray = /tr\/topics\/proces\.html: no topic of .* has this body/;
    expect(refusal({ "tr/topics/proces.html": "<p>x</p>" })).toThrow(stray);
    expect(refusal({ "xx/team.json": "[]" })).toThrow(/xx: no language "xx" in languages\.json/);
    expect(refusal({ "tr/categorie.json": "[]" })).toThrow(/tr\/categorie\.json: a language folder holds only/);
    const twice = JSON.stringify([category("patent", [topic("process", "basvuru"), topic("other", "basvuru")])]);
    const repeat = /tr\/categories\.json: topic slug "basvuru" is used twice in category "patent"/;
    expect(refusal({ "tr/categories.json": twice })).toThrow(repeat);
  });

  it("refuses an author who is no member of the topic's language, and takes one who is", () => {
    const member = { key: "ayse", name: "Ayşe", title: "Patent Vekili", shortDescription: "S", order: 1, linkedin: "" };
    const written = JSON.stringify([category("patent", [{ ...topic("process", "basvuru"), author: "ayse" }])]);
    expect(refusal({ "tr/categories.json": written })).toThrow(
      /tr\/categories\.json: topic "process": author "ayse" is no member of tr\/team\.json/,
    );
    const content = loadSeedContent(
      seedFolder({ "tr/categories.json": written, "tr/team.json": JSON.stringify([member]) }),
    );
    expect(content.categories.tr![0]!.topics[0]!.author).toBe("ayse");
    // A row id means nothing in a file: the seed names the author by key.
    const byId = JSON.stringify([category("patent", [{ ...topic("process", "basvuru"), authorId: 1 }])]);
    expect(refusal({ "tr/categories.json": byId })).toThrow(/\[0\]\.topics\[0\]\.authorId: unknown field/);
  });

  it("refuses a topic whose versions sit in categories of different keys", () => {
    const elsewhere = JSON.stringify([category("trademark", [topic("process", "anmeldung")])]);
    expect(refusal({ "de/categories.json": elsewhere, "de/topics/process.html": "<p>x</p>" })).toThrow(
      /de\/categories\.json: topic "process" is in category "trademark" here, in "patent" in tr/,
    );
  });
});
