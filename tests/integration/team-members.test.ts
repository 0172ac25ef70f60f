import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findActiveTeamMembers } from "@/lib/team-members/queries";
import { insertLanguage } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // findActiveTeamMembers reads through the app's shared client, created on first use from this.
  process.env.DATABASE_URL = t.url;
});
afterAll(async () => {
  await db.$disconnect();
  await t.drop();
});
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "Language" RESTART IDENTITY CASCADE`);
  await insertLanguage(t.db, "tr", { isDefault: true });
  await insertLanguage(t.db, "en", { order: 2 });
});

function member(languageCode: string, name: string, overrides: Record<string, unknown> = {}) {
  return t.db.teamMember.create({
    data: { languageCode, name, title: `${name} title`, shortDescription: `${name} summary`, ...overrides },
  });
}

it("returns only the active members of the language, by order then id", async () => {
  await member("tr", "Third", { order: 2 });
  await member("tr", "First", { order: 1 });
  await member("tr", "Hidden", { order: 0, isActive: false });
  await member("en", "English", { order: 0 });
  await member("tr", "Second", { order: 1 });

  const names = (await findActiveTeamMembers("tr")).map((found) => found.name);
  expect(names).toEqual(["First", "Second", "Third"]);
  expect((await findActiveTeamMembers("en")).map((found) => found.name)).toEqual(["English"]);
  expect(await findActiveTeamMembers("de")).toEqual([]);
});

it("returns app objects: every field, blanks removed, unsafe links dropped", async () => {
  await member("tr", "Av. Ayşe Demir", {
    image: "/team/ayse.jpg",
    biography: "  Bursa'da doğdu.  ",
    education: ["Hukuk Fakültesi", " ", ""],
    expertise: ["Marka"],
    courses: ["EPO semineri"],
    languages: ["Türkçe", "İngilizce"],
    memberships: ["Bursa Barosu"],
    publications: ["Marka hukuku notları"],
    linkedin: "https://www.linkedin.com/in/ayse-demir",
    twitter: "javascript:alert(1)",
    instagram: "",
  });

  const [found] = await findActiveTeamMembers("tr");
  expect(found).toEqual({
    id: expect.any(Number),
    name: "Av. Ayşe Demir",
    title: "Av. Ayşe Demir title",
    shortDescription: "Av. Ayşe Demir summary",
    image: "/team/ayse.jpg",
    biography: "Bursa'da doğdu.",
    education: ["Hukuk Fakültesi"],
    expertise: ["Marka"],
    courses: ["EPO semineri"],
    languages: ["Türkçe", "İngilizce"],
    memberships: ["Bursa Barosu"],
    publications: ["Marka hukuku notları"],
    social: { linkedin: "https://www.linkedin.com/in/ayse-demir" },
  });
});

it("gives a member without a photo a null image", async () => {
  await member("en", "John Smith");
  const [found] = await findActiveTeamMembers("en");
  expect(found?.image).toBeNull();
  expect(found?.social).toEqual({});
});
