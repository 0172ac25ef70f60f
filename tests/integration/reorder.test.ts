import { describe, expect, it, vi } from "vitest";
import { VISITOR } from "@/lib/auth/actor";
import { findMenu } from "@/lib/categories/queries";
import { reorderCategories, updateCategory } from "@/lib/categories/mutations";
import { reorderLanguages } from "@/lib/languages/mutations";
import { reorderTeamMembers } from "@/lib/team-members/mutations";
import { reorderTopics } from "@/lib/topics/mutations";
import { findCategoryListing } from "@/lib/topics/queries";
import { insertCategory, insertLanguage, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase, isEmbeddedServer } from "../helpers/test-database";
import { recordingRefresh, writeTo } from "../helpers/write";

/**
 * Reordering an admin list: one write rewrites the order of the whole list in the new
 * sequence, records one change and expires the pages that show the order; a list changed since the
 * admin loaded it is refused, never overwritten.
 */
const t = contentTestDatabase(["tr", "en"]);

vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const refused = (error: string, fieldErrors = {}) => ({ ok: false, error, fieldErrors });

async function threeCategories() {
  // Orders as an old list may have them: gaps and a tie (the tie is broken by age).
  const a = await insertCategory(t.db, "tr", "a", { order: 1 });
  const b = await insertCategory(t.db, "tr", "b", { order: 5 });
  const c = await insertCategory(t.db, "tr", "c", { order: 5 });
  const english = await insertCategory(t.db, "en", "x", { order: 1 });
  return { a: a.id, b: b.id, c: c.id, english: english.id };
}

const ordersOf = async (ids: number[]) => {
  const rows = await t.db.category.findMany({ where: { id: { in: ids } }, select: { id: true, order: true } });
  return ids.map((id) => rows.find((row) => row.id === id)?.order);
};

describe("reorderCategories", () => {
  it("rewrites the language's categories 1..n in the new order, with one change record, and expires its menu", async () => {
    const { a, b, c, english } = await threeCategories();
    const refresh = recordingRefresh();
    const result = await writeTo(t.db, reorderCategories("tr", { loaded: [a, b, c], ordered: [c, a, b] }), { refresh });
    expect(result).toMatchObject({ ok: true, languages: ["tr"], tags: ["menu:tr"] });
    expect(await ordersOf([c, a, b, english])).toEqual([1, 2, 3, 1]);
    expect((await findMenu("tr")).map((category) => category.id)).toEqual([c, a, b]);
    expect(
      await t.db.change.findMany({
        select: { entity: true, action: true, entityId: true, languages: true, tags: true },
      }),
    ).toEqual([
      { entity: "category", action: "reorder", entityId: "language:tr", languages: ["tr"], tags: ["menu:tr"] },
    ]);
    expect(refresh.calls).toEqual([["menu:tr"]]);
  });

  it("moves on the version of each row it moved only: an edit form opened before (with the old order) is refused", async () => {
    const { a, b, c } = await threeCategories();
    const before = await t.db.category.findMany({ where: { id: { in: [a, b, c] } }, orderBy: { id: "asc" } });
    // a stays first (order 1); b and c swap.
    expect(await writeTo(t.db, reorderCategories("tr", { loaded: [a, b, c], ordered: [a, c, b] }))).toMatchObject({
      ok: true,
    });
    const after = await t.db.category.findMany({ where: { id: { in: [a, b, c] } }, orderBy: { id: "asc" } });
    expect(after[0]!.updatedAt).toEqual(before[0]!.updatedAt);
    expect(after[1]!.updatedAt.getTime()).toBeGreaterThan(before[1]!.updatedAt.getTime());
    const stale = { id: b, updatedAt: before[1]!.updatedAt };
    expect(await writeTo(t.db, updateCategory(stale, { title: "B", slug: "b", order: 5 }))).toEqual(
      refused("conflict"),
    );
    expect(await ordersOf([a, c, b])).toEqual([1, 2, 3]);
  });

  it("refuses a list that changed since it was loaded (a row added, deleted or moved), writing nothing", async () => {
    const { a, b, c } = await threeCategories();
    const added = await insertCategory(t.db, "tr", "d", { order: 9 });
    expect(await writeTo(t.db, reorderCategories("tr", { loaded: [a, b, c], ordered: [c, b, a] }))).toEqual(
      refused("conflict"),
    );
    await t.db.category.delete({ where: { id: added.id } });
    // Someone else's order: a is now last.
    await t.db.category.update({ where: { id: a }, data: { order: 6 } });
    expect(await writeTo(t.db, reorderCategories("tr", { loaded: [a, b, c], ordered: [c, b, a] }))).toEqual(
      refused("conflict"),
    );
    expect(await ordersOf([a, b, c])).toEqual([6, 5, 5]);
    expect(await t.db.change.count()).toBe(0);
  });

  it("refuses an order that is not the loaded rows rearranged, and anyone but an administrator", async () => {
    const { a, b, c, english } = await threeCategories();
    const loaded = [a, b, c];
    for (const ordered of [
      [a, b],
      [a, b, english],
      [a, a, b],
      [a, b, c, english],
    ]) {
      expect(await writeTo(t.db, reorderCategories("tr", { loaded, ordered })), String(ordered)).toEqual(
        refused("invalid", { ordered: "notAPermutation" }),
      );
    }
    expect(await writeTo(t.db, reorderCategories("tr", { loaded, ordered: [c, b, a] }), { actor: VISITOR })).toEqual(
      refused("unauthorized"),
    );
    expect(await writeTo(t.db, reorderCategories("xx1", { loaded, ordered: [c, b, a] }))).toMatchObject({
      ok: false,
      error: "invalid",
    });
    expect(await ordersOf([a, b, c])).toEqual([1, 5, 5]);
    expect(await t.db.change.count()).toBe(0);
  });

  it.skipIf(isEmbeddedServer())(
    "saves one of two reorders made at once from the same list, and refuses the other",
    async () => {
      const { a, b, c } = await threeCategories();
      const results = await Promise.all([
        writeTo(t.db, reorderCategories("tr", { loaded: [a, b, c], ordered: [c, b, a] })),
        writeTo(t.db, reorderCategories("tr", { loaded: [a, b, c], ordered: [b, a, c] })),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([refused("conflict")]);
      expect(await t.db.change.count()).toBe(1);
    },
  );
});

describe("reorderTopics", () => {
  it("rewrites the topics of one category 1..n, and expires its language's menu and the category's page", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    const other = await insertCategory(t.db, "tr", "marka");
    const [x, y, z] = [
      await insertTopic(t.db, category, "x", { order: 1 }),
      await insertTopic(t.db, category, "y", { order: 2 }),
      await insertTopic(t.db, category, "z", { order: 3 }),
    ];
    const elsewhere = await insertTopic(t.db, other, "w", { order: 7 });
    const result = await writeTo(
      t.db,
      reorderTopics(category.id, { loaded: [x.id, y.id, z.id], ordered: [z.id, x.id, y.id] }),
    );
    expect(result).toMatchObject({ ok: true, languages: ["tr"], tags: ["menu:tr", `category:${category.id}`] });
    expect((await findCategoryListing(category.id)).map((topic) => topic.slug)).toEqual(["z", "x", "y"]);
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: elsewhere.id } })).order).toBe(7);
    expect(await t.db.change.findFirstOrThrow()).toMatchObject({
      entity: "topic",
      action: "reorder",
      entityId: `category:${category.id}`,
    });

    expect(
      await writeTo(t.db, reorderTopics(category.id, { loaded: [x.id, y.id, z.id], ordered: [x.id, y.id, z.id] })),
    ).toEqual(refused("conflict"));
    expect(await writeTo(t.db, reorderTopics(999_999, { loaded: [], ordered: [] }))).toEqual(refused("notFound"));
    expect(
      await writeTo(t.db, reorderTopics(category.id, { loaded: [z.id, x.id, y.id], ordered: [x.id, y.id, z.id] }), {
        actor: VISITOR,
      }),
    ).toEqual(refused("unauthorized"));
  });
});

describe("reorderTeamMembers", () => {
  it("rewrites a language's members from 0, as the team's orders start, and expires its team page", async () => {
    const member = (name: string, languageCode: string, order: number) =>
      t.db.teamMember
        .create({ data: { languageCode, name, title: "Vekil", shortDescription: "K", order } })
        .then((row) => row.id);
    const [a, b] = [await member("A", "tr", 0), await member("B", "tr", 3)];
    const english = await member("E", "en", 0);
    const result = await writeTo(t.db, reorderTeamMembers("tr", { loaded: [a, b], ordered: [b, a] }));
    expect(result).toMatchObject({ ok: true, tags: ["team:tr"] });
    const rows = await t.db.teamMember.findMany({ orderBy: { id: "asc" }, select: { id: true, order: true } });
    expect(rows).toEqual([
      { id: a, order: 1 },
      { id: b, order: 0 },
      { id: english, order: 0 },
    ]);
    expect(await writeTo(t.db, reorderTeamMembers("tr", { loaded: [a, b], ordered: [a, b] }))).toEqual(
      refused("conflict"),
    );
    expect(
      await writeTo(t.db, reorderTeamMembers("tr", { loaded: [b, a], ordered: [a, b] }), { actor: VISITOR }),
    ).toEqual(refused("unauthorized"));
  });
});

describe("reorderLanguages", () => {
  it("rewrites the languages 1..n and expires the languages every page's switcher reads", async () => {
    const de = await insertLanguage(t.db, "de", { order: 3 });
    const [tr, en] = await Promise.all(
      ["tr", "en"].map((code) => t.db.language.findUniqueOrThrow({ where: { code } })),
    );
    const result = await writeTo(
      t.db,
      reorderLanguages({ loaded: [tr!.id, en!.id, de.id], ordered: [de.id, tr!.id, en!.id] }),
    );
    expect(result).toMatchObject({ ok: true, tags: ["languages"] });
    expect(result.ok && [...result.languages].sort()).toEqual(["de", "en", "tr"]);
    expect(await t.db.language.findMany({ orderBy: { order: "asc" }, select: { code: true, order: true } })).toEqual([
      { code: "de", order: 1 },
      { code: "tr", order: 2 },
      { code: "en", order: 3 },
    ]);
    expect(await t.db.change.findFirstOrThrow()).toMatchObject({
      entity: "language",
      action: "reorder",
      entityId: "all",
    });
    expect(
      await writeTo(t.db, reorderLanguages({ loaded: [tr!.id, en!.id, de.id], ordered: [de.id, tr!.id, en!.id] })),
    ).toEqual(refused("conflict"));
    expect(
      await writeTo(t.db, reorderLanguages({ loaded: [de.id, tr!.id, en!.id], ordered: [tr!.id, en!.id, de.id] }), {
        actor: VISITOR,
      }),
    ).toEqual(refused("unauthorized"));
  });
});
