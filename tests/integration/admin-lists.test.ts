import { describe, expect, it, vi } from "vitest";
import { parseListQuery } from "@/lib/admin/list-query";
import { findCategoriesForAdmin } from "@/lib/categories/queries";
import { createCategory, updateCategory } from "@/lib/categories/mutations";
import { createContactMessage } from "@/lib/contact-messages/mutations";
import { parseInboxQuery } from "@/lib/contact-messages/inbox-query";
import { findInboxPage } from "@/lib/contact-messages/queries";
import { createLanguage } from "@/lib/languages/mutations";
import { findLanguagesForAdmin } from "@/lib/languages/queries";
import { createTeamMember } from "@/lib/team-members/mutations";
import { findTeamMembersForAdmin } from "@/lib/team-members/queries";
import { createTopic } from "@/lib/topics/mutations";
import { findTopicsForAdmin } from "@/lib/topics/queries";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/** The admin lists: search, status filter and server-side paging, and a new record's order after the last. */
const t = contentTestDatabase(["tr", "en"]);

// The admin's reads use the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

/** Categories', topics' and team members' lists filter by publication state; languages' by their Aktif box. */
const publication = (params: Record<string, string> = {}) => parseListQuery("publication", params);
const activity = (params: Record<string, string> = {}) => parseListQuery("activity", params);
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe("a list's search, status filter and paging", () => {
  it("searches categories case-insensitively in title, slug and description, Turkish i's included", async () => {
    await insertCategory(t.db, "tr", "istanbul-ofisi", { title: "İstanbul Ofisi", order: 1 });
    await insertCategory(t.db, "tr", "isik", { title: "IŞIK TASARIM", order: 2 });
    await insertCategory(t.db, "tr", "marka", { title: "Marka", description: "Tescil ve itiraz", order: 3 });
    await insertCategory(t.db, "en", "istanbul", { title: "Istanbul" });
    expect(titles((await findCategoriesForAdmin("tr", publication({ q: "istanbul" }))).rows)).toEqual([
      "İstanbul Ofisi",
    ]);
    expect(titles((await findCategoriesForAdmin("tr", publication({ q: "ışık" }))).rows)).toEqual(["IŞIK TASARIM"]);
    expect(titles((await findCategoriesForAdmin("tr", publication({ q: "İTİRAZ" }))).rows)).toEqual(["Marka"]);
    expect(titles((await findCategoriesForAdmin("tr", publication({ q: "OFISI" }))).rows)).toEqual(["İstanbul Ofisi"]);
    // LIKE's wildcards are searched for, not obeyed.
    expect((await findCategoriesForAdmin("tr", publication({ q: "%" }))).rows).toEqual([]);
    expect((await findCategoriesForAdmin("tr", publication({ q: "_" }))).rows).toEqual([]);
  });

  it("filters by status, counts the matches and the whole list, and clamps a page past the last", async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    for (let order = 1; order <= 12; order++)
      await insertCategory(t.db, "tr", `kategori-${order}`, {
        title: `Kategori ${order}`,
        order,
        // Every fourth never published; the 5th published with a working copy; the 6th waiting for the scheduler.
        isActive: order % 4 !== 0 && order !== 6,
        ...(order === 5 && { draft: { title: "Kategori 5, taslak" } }),
        ...(order === 6 && { publishAt: tomorrow }),
      });
    const drafts = await findCategoriesForAdmin("tr", publication({ status: "draft" }));
    expect(titles(drafts.rows)).toEqual(["Kategori 4", "Kategori 8", "Kategori 12"]);
    expect(drafts).toMatchObject({ total: 3, all: 12, page: 1, pages: 1 });
    expect((await findCategoriesForAdmin("tr", publication({ status: "published" }))).total).toBe(7);
    expect(titles((await findCategoriesForAdmin("tr", publication({ status: "changed" }))).rows)).toEqual([
      "Kategori 5",
    ]);
    expect(titles((await findCategoriesForAdmin("tr", publication({ status: "scheduled" }))).rows)).toEqual([
      "Kategori 6",
    ]);

    const second = await findCategoriesForAdmin("tr", publication({ size: "10", page: "2" }));
    expect(titles(second.rows)).toEqual(["Kategori 11", "Kategori 12"]);
    expect(second).toMatchObject({ total: 12, all: 12, page: 2, pages: 2 });
    const past = await findCategoriesForAdmin("tr", publication({ size: "10", page: "9" }));
    expect(past.page).toBe(2);
    expect(titles(past.rows)).toEqual(["Kategori 11", "Kategori 12"]);
    const searched = await findCategoriesForAdmin(
      "tr",
      publication({ q: "kategori 1", status: "published", size: "10" }),
    );
    expect(titles(searched.rows)).toEqual(["Kategori 1", "Kategori 10", "Kategori 11"]);
    expect(searched).toMatchObject({ total: 3, all: 12 });
  });

  it("searches topics in title, slug, section and keywords, within a category when one is chosen", async () => {
    const patent = await insertCategory(t.db, "tr", "patent", { order: 1 });
    const marka = await insertCategory(t.db, "tr", "marka", { order: 2 });
    await insertTopic(t.db, patent, "basvuru", {
      title: "Başvuru",
      section: "Süreç",
      keywords: ["TÜRKPATENT", "yenilik"],
      order: 1,
    });
    await insertTopic(t.db, patent, "itiraz", { title: "İtiraz", order: 2, isActive: false });
    await insertTopic(t.db, marka, "tescil", { title: "Tescil", keywords: ["marka tescili"], order: 1 });
    expect(titles((await findTopicsForAdmin("tr", publication({ q: "türkpatent" }))).rows)).toEqual(["Başvuru"]);
    expect(titles((await findTopicsForAdmin("tr", publication({ q: "süreç" }))).rows)).toEqual(["Başvuru"]);
    expect(titles((await findTopicsForAdmin("tr", publication({ q: "tescil" }))).rows)).toEqual(["Tescil"]);
    expect(titles((await findTopicsForAdmin("tr", publication({ q: "tescil" }), patent.id)).rows)).toEqual([]);
    expect(titles((await findTopicsForAdmin("tr", publication({ status: "draft" }))).rows)).toEqual(["İtiraz"]);
    expect(titles((await findTopicsForAdmin("tr", publication(), patent.id)).rows)).toEqual(["Başvuru", "İtiraz"]);
    // Keywords' wildcards too are searched for, not obeyed.
    expect((await findTopicsForAdmin("tr", publication({ q: "%" }))).rows).toEqual([]);
  });

  it("searches team members by name and title, and languages by code and names", async () => {
    for (const [name, title, isActive] of [
      ["Ayşe Demir", "Patent Vekili", true],
      ["Mehmet Işık", "Avukat", false],
    ] as const) {
      await written(t.db, createTeamMember({ languageCode: "tr", name, title, shortDescription: "Kısa", isActive }));
    }
    const members = (query: Record<string, string>) =>
      findTeamMembersForAdmin("tr", publication(query)).then((page) => page.rows.map((row) => row.name));
    expect(await members({ q: "vekil" })).toEqual(["Ayşe Demir"]);
    expect(await members({ q: "IŞIK" })).toEqual(["Mehmet Işık"]);
    expect(await members({ status: "draft" })).toEqual(["Mehmet Işık"]);
    expect(await members({ status: "published" })).toEqual(["Ayşe Demir"]);

    const languages = (query: Record<string, string>) =>
      findLanguagesForAdmin(activity(query)).then((page) => page.rows.map((row) => row.code));
    expect(await languages({})).toEqual(["tr", "en"]);
    expect(await languages({ q: "EN" })).toEqual(["en"]);
  });

  it("searches the inbox in sender, e-mail, subject and text, and filters read from unread", async () => {
    await t.sql.query(`TRUNCATE "ContactMessage" RESTART IDENTITY CASCADE`);
    const send = (name: string, fields: Record<string, string> = {}) =>
      written(
        t.db,
        createContactMessage(
          {
            name,
            email: `${name === "Ayşe" ? "ayse" : name.toLowerCase()}@example.com`,
            subject: "",
            message: "Bir sorum olacaktı.",
            consent: "on",
            ...fields,
          },
          { ipHash: name, now: new Date() },
        ),
      );
    await send("Ayşe", { subject: "Marka tescili" });
    await send("Can", { message: "İstanbul'daki başvurumuz hakkında" });
    const read = await send("Deniz");
    await t.db.contactMessage.update({ where: { id: Number(read.id) }, data: { readAt: new Date() } });
    const names = (query: Record<string, string>) =>
      findInboxPage(parseInboxQuery(query)).then((page) => page.rows.map((row) => row.name));
    expect(await names({ q: "TESCİL" })).toEqual(["Ayşe"]);
    expect(await names({ q: "istanbul" })).toEqual(["Can"]);
    expect(await names({ q: "deniz@" })).toEqual(["Deniz"]);
    expect(await names({ read: "read" })).toEqual(["Deniz"]);
    expect((await names({ read: "unread" })).sort()).toEqual(["Ayşe", "Can"]);
    expect(await findInboxPage(parseInboxQuery({ read: "unread", size: "10" }))).toMatchObject({
      total: 2,
      all: 3,
      pages: 1,
    });
  });
});

describe("a new record's order", () => {
  it("is after the last of its list when none is given, never beside the first", async () => {
    await insertCategory(t.db, "tr", "ilk", { order: 1 });
    await insertCategory(t.db, "tr", "son", { order: 7 });
    const category = await written(t.db, createCategory({ languageCode: "tr", title: "Yeni", slug: "yeni" }));
    const english = await written(t.db, createCategory({ languageCode: "en", title: "New", slug: "new" }));
    expect((await t.db.category.findUniqueOrThrow({ where: { id: category.value.id } })).order).toBe(8);
    expect((await t.db.category.findUniqueOrThrow({ where: { id: english.value.id } })).order).toBe(1);

    const other = await insertCategory(t.db, "tr", "diger", { order: 9 });
    await insertTopic(t.db, { id: category.value.id, languageCode: "tr" }, "var", { order: 4 });
    await insertTopic(t.db, other, "baska", { order: 30 });
    const topic = await written(
      t.db,
      createTopic({ languageCode: "tr", categoryId: category.value.id, title: "Konu", slug: "konu", body: "<p>x</p>" }),
    );
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: topic.value.id } })).order).toBe(5);

    const first = await written(
      t.db,
      createTeamMember({ languageCode: "tr", name: "İlk", title: "Vekil", shortDescription: "K" }),
    );
    const second = await written(
      t.db,
      createTeamMember({ languageCode: "tr", name: "İkinci", title: "Vekil", shortDescription: "K" }),
    );
    const orders = await t.db.teamMember.findMany({
      where: { id: { in: [first.value.id, second.value.id] } },
      orderBy: { id: "asc" },
      select: { order: true },
    });
    expect(orders.map((row) => row.order)).toEqual([0, 1]);

    await written(t.db, createLanguage({ code: "de", name: "German", nativeName: "Deutsch", flag: "🇩🇪" }));
    expect((await t.db.language.findUniqueOrThrow({ where: { code: "de" } })).order).toBe(3);
  });

  it("keeps the order it is given, and an edit without one leaves it as it was", async () => {
    const created = await written(t.db, createCategory({ languageCode: "tr", title: "Yeni", slug: "yeni", order: 5 }));
    const row = await t.db.category.findUniqueOrThrow({ where: { id: created.value.id } });
    expect(row.order).toBe(5);
    await written(t.db, updateCategory({ id: row.id, updatedAt: row.updatedAt }, { title: "Yeni ad", slug: "yeni" }));
    expect(await t.db.category.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      title: "Yeni ad",
      order: 5,
    });
  });
});
