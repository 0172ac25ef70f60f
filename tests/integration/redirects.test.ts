import { beforeEach, describe, expect, it } from "vitest";
import { schemaOf } from "@/lib/db";
import { flushRedirectHits } from "@/lib/redirects/live-state";
import { readSiteData } from "@/lib/site-data/export";
import { importSiteData } from "@/lib/site-data/import";
import { holdRedirects, redirectFor } from "@/lib/site/redirect-table.mjs";
import { deleteCategory, updateCategory } from "@/lib/categories/mutations";
import { deletingWithRedirect } from "@/lib/redirects/deletion";
import { apiContext, createToken } from "../helpers/api";
import { handlerClient } from "../helpers/api-handlers";
import { createRedirect, deleteRedirect, updateRedirect } from "@/lib/redirects/mutations";
import { createTopic, deleteTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase, createTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

const topicInput = (
  categoryId: number,
  languageCode: string,
  slug: string,
  overrides: Record<string, unknown> = {},
) => ({
  languageCode,
  categoryId,
  title: `Topic ${slug}`,
  slug,
  body: "<p>Metin</p>",
  isActive: true,
  ...overrides,
});
const topicVersion = async (id: number) => ({
  id,
  updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt,
});
const categoryVersion = async (id: number) => ({
  id,
  updatedAt: (await t.db.category.findUniqueOrThrow({ where: { id } })).updatedAt,
});
const redirects = () =>
  t.db.redirect.findMany({ orderBy: { fromPath: "asc" }, select: { fromPath: true, toPath: true, origin: true } });

let trCategory: { id: number; languageCode: string };
let enCategory: { id: number; languageCode: string };
beforeEach(async () => {
  trCategory = await insertCategory(t.db, "tr", "tescil-turleri");
  enCategory = await insertCategory(t.db, "en", "trademarks");
});

describe("a published page whose address changes", () => {
  it("leaves a 301 redirect from its old address in its own language only", async () => {
    const tr = await written(t.db, createTopic(topicInput(trCategory.id, "tr", "tescil")));
    const en = await written(t.db, createTopic(topicInput(enCategory.id, "en", "registration")));
    const refresh = recordingRefresh();
    await written(
      t.db,
      updateTopic(await topicVersion(tr.id as number), topicInput(trCategory.id, "tr", "marka-tescili")),
      { refresh },
    );
    expect(await redirects()).toEqual([
      { fromPath: "/tescil-turleri/tescil", toPath: "/tescil-turleri/marka-tescili", origin: "slug" },
    ]);
    expect(refresh.tags).toContain("redirects");
    await written(
      t.db,
      updateTopic(await topicVersion(en.id as number), topicInput(enCategory.id, "en", "trademark-registration")),
    );
    expect(await redirects()).toContainEqual({
      fromPath: "/en/trademarks/registration",
      toPath: "/en/trademarks/trademark-registration",
      origin: "slug",
    });
    expect(await t.db.redirect.count()).toBe(2);
  });

  it("moves every topic of a category whose slug changes, and the category itself", async () => {
    const one = await insertTopic(t.db, trCategory, "bir");
    await insertTopic(t.db, trCategory, "iki");
    await insertTopic(t.db, trCategory, "taslak", { isActive: false });
    await written(
      t.db,
      updateCategory(await categoryVersion(trCategory.id), { title: "Tescil", slug: "tesciller", isActive: true }),
    );
    expect(await redirects()).toEqual([
      { fromPath: "/tescil-turleri", toPath: "/tesciller", origin: "slug" },
      { fromPath: "/tescil-turleri/bir", toPath: "/tesciller/bir", origin: "slug" },
      { fromPath: "/tescil-turleri/iki", toPath: "/tesciller/iki", origin: "slug" },
    ]);
    // A slug change after that: the redirects already made lead to the new address in one hop.
    await written(t.db, updateTopic(await topicVersion(one.id), topicInput(trCategory.id, "tr", "birinci")));
    expect(await redirects()).toContainEqual({
      fromPath: "/tescil-turleri/bir",
      toPath: "/tesciller/birinci",
      origin: "slug",
    });
    expect(await redirects()).toContainEqual({
      fromPath: "/tesciller/bir",
      toPath: "/tesciller/birinci",
      origin: "slug",
    });
  });

  it("makes none for a draft's new slug until it is published", async () => {
    const topic = await written(t.db, createTopic(topicInput(trCategory.id, "tr", "yayinda")));
    const id = topic.id as number;
    await written(
      t.db,
      updateTopic(await topicVersion(id), topicInput(trCategory.id, "tr", "yeni-adres"), { intent: "draft" }),
    );
    expect(await redirects()).toEqual([]);
    await written(
      t.db,
      updateTopic(await topicVersion(id), topicInput(trCategory.id, "tr", "yeni-adres"), { intent: "publish" }),
    );
    expect(await redirects()).toEqual([
      { fromPath: "/tescil-turleri/yayinda", toPath: "/tescil-turleri/yeni-adres", origin: "slug" },
    ]);
  });

  it("makes none for a page that was never on the site", async () => {
    const hidden = await insertTopic(t.db, trCategory, "gizli", { isActive: false });
    await written(
      t.db,
      updateTopic(await topicVersion(hidden.id), topicInput(trCategory.id, "tr", "gizli-2", { isActive: false })),
    );
    expect(await redirects()).toEqual([]);
  });

  it("drops the redirect from an address where the page comes back (renamed back)", async () => {
    const topic = await written(t.db, createTopic(topicInput(trCategory.id, "tr", "ilk")));
    const id = topic.id as number;
    await written(t.db, updateTopic(await topicVersion(id), topicInput(trCategory.id, "tr", "ikinci")));
    await written(t.db, updateTopic(await topicVersion(id), topicInput(trCategory.id, "tr", "ilk")));
    expect(await redirects()).toEqual([
      { fromPath: "/tescil-turleri/ikinci", toPath: "/tescil-turleri/ilk", origin: "slug" },
    ]);
  });
});

describe("an administrator's redirects", () => {
  it("answer any path of the site with a page or an address elsewhere, normalized", async () => {
    await written(t.db, createRedirect({ fromPath: " /eski sayfa/ ", toPath: "/iletisim?kaynak=eski" }));
    await written(t.db, createRedirect({ fromPath: "/en/old", toPath: "https://example.com/yeni" }));
    expect(await redirects()).toEqual([
      { fromPath: "/en/old", toPath: "https://example.com/yeni", origin: "manual" },
      { fromPath: "/eski%20sayfa", toPath: "/iletisim?kaynak=eski", origin: "manual" },
    ]);
  });

  it("refuses a loop, directly or through other redirects", async () => {
    expect(await writeTo(t.db, createRedirect({ fromPath: "/a", toPath: "/a" }))).toMatchObject({
      ok: false,
      fieldErrors: { toPath: "loop" },
    });
    await written(t.db, createRedirect({ fromPath: "/a", toPath: "/b" }));
    await written(t.db, createRedirect({ fromPath: "/b", toPath: "/c" }));
    expect(await writeTo(t.db, createRedirect({ fromPath: "/c", toPath: "/a" }))).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { toPath: "loop" },
    });
  });

  it("collapse chains to one hop, both ways", async () => {
    await written(t.db, createRedirect({ fromPath: "/b", toPath: "/c" }));
    await written(t.db, createRedirect({ fromPath: "/a", toPath: "/b" }));
    await written(t.db, createRedirect({ fromPath: "/c", toPath: "/iletisim" }));
    expect(await redirects()).toEqual([
      { fromPath: "/a", toPath: "/iletisim", origin: "manual" },
      { fromPath: "/b", toPath: "/iletisim", origin: "manual" },
      { fromPath: "/c", toPath: "/iletisim", origin: "manual" },
    ]);
  });

  it("refuse to shadow a live page, and a source taken", async () => {
    await insertTopic(t.db, trCategory, "canli");
    // A service's page is there whether or not a category holds it.
    for (const fromPath of [
      "/tescil-turleri",
      "/tescil-turleri/canli",
      "/iletisim",
      "/en",
      "/en/trademarks",
      "/patent",
      "/api/health",
    ])
      expect(await writeTo(t.db, createRedirect({ fromPath, toPath: "/kurumsal" })), fromPath).toMatchObject({
        ok: false,
        fieldErrors: { fromPath: "shadowsPage" },
      });
    // An address no page answers is free: a topic that is not published, a third segment.
    await written(t.db, createRedirect({ fromPath: "/tescil-turleri/yok", toPath: "/kurumsal" }));
    await written(t.db, createRedirect({ fromPath: "/tescil-turleri/canli/eski", toPath: "/kurumsal" }));
    expect(await writeTo(t.db, createRedirect({ fromPath: "/tescil-turleri/yok", toPath: "/iletisim" }))).toMatchObject(
      {
        ok: false,
        fieldErrors: { fromPath: "fromTaken" },
      },
    );
  });

  it("refuse addresses that are not paths of the site", async () => {
    for (const [fromPath, toPath, field, code] of [
      ["eski", "/kurumsal", "fromPath", "fromInvalid"],
      ["//evil.example", "/kurumsal", "fromPath", "fromInvalid"],
      ["/", "/kurumsal", "fromPath", "fromInvalid"],
      ["/x?y=1", "/kurumsal", "fromPath", "fromInvalid"],
      ["/x", "javascript:alert(1)", "toPath", "toInvalid"],
      ["/x", "//evil.example", "toPath", "toInvalid"],
      ["/x", "", "toPath", "toInvalid"],
    ] as const)
      expect(await writeTo(t.db, createRedirect({ fromPath, toPath })), `${fromPath} → ${toPath}`).toMatchObject({
        ok: false,
        fieldErrors: { [field]: code },
      });
  });

  it("are edited at the version seen and deleted", async () => {
    const made = await written(t.db, createRedirect({ fromPath: "/x", toPath: "/kurumsal" }));
    const row = await t.db.redirect.findUniqueOrThrow({ where: { id: made.id as number } });
    await written(
      t.db,
      updateRedirect({ id: row.id, updatedAt: row.updatedAt }, { fromPath: "/x", toPath: "/iletisim" }),
    );
    expect(
      await writeTo(t.db, updateRedirect({ id: row.id, updatedAt: row.updatedAt }, { fromPath: "/x", toPath: "/" })),
    ).toMatchObject({ ok: false, error: "conflict" });
    await written(t.db, deleteRedirect(row.id));
    expect(await redirects()).toEqual([]);
  });
});

describe("hits", () => {
  it("are counted in memory and written in one statement, with the last hit's time", async () => {
    const one = await written(t.db, createRedirect({ fromPath: "/bir", toPath: "/kurumsal" }));
    const two = await written(t.db, createRedirect({ fromPath: "/iki", toPath: "/kurumsal" }));
    holdRedirects(await t.db.redirect.findMany());
    const before = new Date();
    for (const path of ["/bir", "/bir?x=1", "/iki", "/bir/"])
      expect(redirectFor("GET", path, "")).toMatch(/^\/kurumsal/);
    await flushRedirectHits(t.db);
    await flushRedirectHits(t.db);
    const rows = await t.db.redirect.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.id, row.hits])).toEqual([
      [one.id, 3],
      [two.id, 1],
    ]);
    expect(rows[0]!.lastHitAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    holdRedirects([]);
  });
});

describe("the export file", () => {
  it("carries the redirects with their counts into another site", async () => {
    await written(t.db, createRedirect({ fromPath: "/eski", toPath: "https://example.com/" }));
    await t.db.redirect.updateMany({ data: { hits: 7, lastHitAt: new Date("2026-01-02T03:04:05.000Z") } });
    const file = await readSiteData(t.db);
    expect(file.redirects).toMatchObject([
      {
        fromPath: "/eski",
        toPath: "https://example.com/",
        origin: "manual",
        hits: 7,
        lastHitAt: "2026-01-02T03:04:05.000Z",
      },
    ]);
    const target = await createTestDatabase();
    try {
      await written(target.db, importSiteData(file, schemaOf(target.db)));
      expect(await target.db.redirect.findMany({ select: { fromPath: true, toPath: true, hits: true } })).toEqual([
        { fromPath: "/eski", toPath: "https://example.com/", hits: 7 },
      ]);
    } finally {
      await target.drop();
    }
  });
});

describe("a deleted page", () => {
  it("leaves its address (and a category's topics') redirecting to the target given, or none", async () => {
    await insertTopic(t.db, trCategory, "bir");
    const two = await insertTopic(t.db, trCategory, "iki");
    await written(t.db, deletingWithRedirect(deleteTopic(two.id), ""));
    expect(await redirects()).toEqual([]);
    const other = await insertCategory(t.db, "tr", "diger");
    await written(t.db, deletingWithRedirect(deleteCategory(trCategory.id), " /diger "));
    expect(await redirects()).toEqual([
      { fromPath: "/tescil-turleri", toPath: "/diger", origin: "deletion" },
      { fromPath: "/tescil-turleri/bir", toPath: "/diger", origin: "deletion" },
    ]);
    expect(other.id).toBeGreaterThan(0);
  });

  it("is kept when its target is malformed or leads back to it", async () => {
    const topic = await insertTopic(t.db, trCategory, "bir");
    expect(await writeTo(t.db, deletingWithRedirect(deleteTopic(topic.id), "kurumsal"))).toMatchObject({
      ok: false,
      fieldErrors: { redirectTo: "redirectTargetInvalid" },
    });
    await written(t.db, createRedirect({ fromPath: "/eski", toPath: "/tescil-turleri/bir" }));
    expect(await writeTo(t.db, deletingWithRedirect(deleteTopic(topic.id), "/eski"))).toMatchObject({
      ok: false,
      fieldErrors: { redirectTo: "redirectTargetLoop" },
    });
    expect(await t.db.topic.count({ where: { id: topic.id } })).toBe(1);
  });
});

describe("the REST API's redirects", () => {
  it("are created, listed and deleted with a token, and refused without one", async () => {
    const context = apiContext(t.db);
    const api = handlerClient(context, { token: await createToken(t.db, "redirects-api") });
    const created = await api.createRedirect({ body: { fromPath: "/eski-sayfa", toPath: "/en/new-page" } });
    expect(created).toMatchObject({
      ok: true,
      status: 201,
      data: { fromPath: "/eski-sayfa", origin: "manual", hits: 0 },
    });
    const loop = await api.createRedirect({ body: { fromPath: "/en/new-page", toPath: "/eski-sayfa" } });
    expect(loop).toMatchObject({ ok: false, status: 400, body: { error: { fields: { toPath: "loop" } } } });
    const listed = await api.listRedirects({ query: { q: "eski" } });
    expect(listed.ok && listed.data.items.map((item) => item.toPath)).toEqual(["/en/new-page"]);
    expect(await handlerClient(context).listRedirects()).toMatchObject({ ok: false, status: 401 });
    if (!created.ok) throw new Error("not created");
    expect(await api.deleteRedirect({ params: { id: created.data.id } })).toMatchObject({ ok: true, status: 200 });
    expect(await t.db.redirect.count()).toBe(0);
  });
});
