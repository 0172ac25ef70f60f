import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { previewMenu, previewTopic } from "@/lib/preview/content";
import {
  checkPreviewToken,
  createPreviewLink,
  findLivePreviewLinks,
  revokePreviewLink,
  type CreatedPreviewLink,
} from "@/lib/preview/links";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr"]);

// The reads use the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const ADMIN = { kind: "admin", email: "avukat-linki@example.com" } as const;
const NOW = new Date("2026-11-26T09:30:00.000Z");
const WEEK_LATER = new Date("2026-12-03T09:30:00.000Z");

const topicInput = (categoryId: number, slug: string, title: string) => ({
  languageCode: "tr",
  categoryId,
  title,
  slug,
  body: `<p>${title} metni.</p>`,
  isActive: true,
});

async function draftTopic(categoryId: number, slug: string, title: string) {
  const created = await written(t.db, createTopic(topicInput(categoryId, slug, title), undefined, { intent: "draft" }));
  return created.value.id;
}

async function linkTo(topicId: number, at = NOW): Promise<CreatedPreviewLink> {
  return (await written(t.db, createPreviewLink({ entity: "topic", id: topicId }, ADMIN.email, at), { actor: ADMIN }))
    .value;
}

describe("preview links", () => {
  it("stores only the token's sha256, with its item, its maker and an expiry a week on, as a recorded change", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    const topicId = await draftTopic(category.id, "taslak-makale", "Taslak makale");
    const link = await linkTo(topicId);

    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db.previewLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row).toMatchObject({
      tokenHash: createHash("sha256").update(link.token).digest("hex"),
      entity: "topic",
      entityId: topicId,
      createdBy: "avukat-linki@example.com",
      createdAt: NOW,
      expiresAt: WEEK_LATER,
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(link.token);
    const change = await t.db.change.findFirstOrThrow({ where: { entity: "previewLink" }, orderBy: { id: "desc" } });
    expect(change).toMatchObject({ action: "create", actor: "admin:avukat-linki@example.com", tags: [] });

    expect(await checkPreviewToken(link.token, NOW)).toEqual({
      status: "valid",
      item: { entity: "topic", id: topicId },
    });
    expect((await findLivePreviewLinks({ entity: "topic", id: topicId }, NOW)).map((live) => live.id)).toEqual([
      link.id,
    ]);
  });

  it("works until its week is over, then no longer, nor is it listed", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    const topicId = await draftTopic(category.id, "taslak-makale", "Taslak makale");
    const link = await linkTo(topicId);
    const lastMoment = new Date(WEEK_LATER.getTime() - 1);
    expect((await checkPreviewToken(link.token, lastMoment)).status).toBe("valid");
    expect(await checkPreviewToken(link.token, WEEK_LATER)).toEqual({ status: "ended" });
    expect(await findLivePreviewLinks({ entity: "topic", id: topicId }, WEEK_LATER)).toEqual([]);
  });

  it("stops at once when revoked; revoking it again is refused", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    const topicId = await draftTopic(category.id, "taslak-makale", "Taslak makale");
    const kept = await linkTo(topicId);
    const revoked = await linkTo(topicId);
    const revokedAt = new Date("2026-11-27T08:00:00.000Z");
    expect((await writeTo(t.db, revokePreviewLink(revoked.id, revokedAt), { actor: ADMIN })).ok).toBe(true);

    expect(await t.db.previewLink.findUniqueOrThrow({ where: { id: revoked.id } })).toMatchObject({ revokedAt });
    expect(await checkPreviewToken(revoked.token, revokedAt)).toEqual({ status: "ended" });
    expect((await checkPreviewToken(kept.token, revokedAt)).status).toBe("valid");
    expect((await findLivePreviewLinks({ entity: "topic", id: topicId }, revokedAt)).map((live) => live.id)).toEqual([
      kept.id,
    ]);
    const again = await writeTo(t.db, revokePreviewLink(revoked.id), { actor: ADMIN });
    expect(again).toMatchObject({ ok: false, error: "alreadyRevoked" });
  });

  it("knows no made-up or malformed token, and makes no link to nothing, nor for an API token or a visitor", async () => {
    expect(await checkPreviewToken("A".repeat(43))).toEqual({ status: "unknown" });
    expect(await checkPreviewToken("../../etc")).toEqual({ status: "unknown" });
    const missing = await writeTo(t.db, createPreviewLink({ entity: "topic", id: 999_999 }, ADMIN.email), {
      actor: ADMIN,
    });
    expect(missing).toMatchObject({ ok: false, error: "notFound" });

    const category = await insertCategory(t.db, "tr", "patent");
    const topicId = await draftTopic(category.id, "taslak-makale", "Taslak makale");
    for (const actor of [{ kind: "apiToken", name: "ci" } as const, { kind: "visitor" } as const]) {
      const refused = await writeTo(t.db, createPreviewLink({ entity: "topic", id: topicId }, "x"), { actor });
      expect(refused).toMatchObject({ ok: false, error: "unauthorized" });
    }
    expect(await t.db.previewLink.count()).toBe(0);
  });
});

describe("what a preview shows", () => {
  it("a link's holder sees its item's unpublished version and nothing else unpublished; an administrator all", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { title: "Patent", isActive: false });
    const linked = await draftTopic(category.id, "bagli-taslak", "Bağlı taslak");
    const other = await draftTopic(category.id, "baska-taslak", "Başka taslak");
    const link = { kind: "link", item: { entity: "topic", id: linked } } as const;
    const admin = { kind: "admin", item: null } as const;

    expect((await previewTopic("tr", category.id, "bagli-taslak", link))?.title).toBe("Bağlı taslak");
    expect(await previewTopic("tr", category.id, "baska-taslak", link)).toBeNull();
    expect((await previewTopic("tr", category.id, "baska-taslak", admin))?.id).toBe(other);
    // The category is no item of the link: it is shown as published (here: not at all).
    expect(await previewMenu("tr", link)).toEqual([]);
    await t.db.category.update({ where: { id: category.id }, data: { isActive: true } });
    const menu = await previewMenu("tr", link);
    expect(menu.map((shown) => [shown.title, shown.topics.map((topic) => topic.title)])).toEqual([
      ["Patent", ["Bağlı taslak"]],
    ]);
  });

  it("a published topic's working copy over its live columns, for its link only", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { isActive: true });
    const created = await written(
      t.db,
      createTopic(topicInput(category.id, "yayinda", "Yayında"), undefined, { intent: "publish" }),
    );
    const id = created.value.id;
    const { updatedAt } = await t.db.topic.findUniqueOrThrow({ where: { id } });
    const draft = { ...topicInput(category.id, "yayinda", "Yayında"), body: "<p>Taslak metin.</p>" };
    await written(t.db, updateTopic({ id, updatedAt }, draft, { intent: "draft" }));

    const itsLink = { kind: "link", item: { entity: "topic", id } } as const;
    const otherLink = { kind: "link", item: { entity: "topic", id: id + 1 } } as const;
    expect((await previewTopic("tr", category.id, "yayinda", itsLink))?.body).toBe("<p>Taslak metin.</p>");
    expect((await previewTopic("tr", category.id, "yayinda", otherLink))?.body).toBe("<p>Yayında metni.</p>");
  });
});
