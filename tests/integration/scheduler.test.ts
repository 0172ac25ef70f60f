import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runDueSchedules } from "@/lib/publishing/scheduler";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase, isEmbeddedServer } from "../helpers/test-database";
import { recordingRefresh, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);
const others: PrismaClient[] = [];
afterAll(() => Promise.all(others.map((client) => client.$disconnect())));

const MINUTE = 60_000;
const topicInput = (categoryId: number, slug: string, overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  title: `Konu ${slug}`,
  slug,
  body: "<p>Yayındaki metin.</p>",
  isActive: true,
  ...overrides,
});
const versionOf = async (id: number) => ({
  id,
  updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt,
});

async function scheduledDraft(slug: string, categoryId: number, publishAt: Date) {
  const created = await written(t.db, createTopic(topicInput(categoryId, slug), undefined, { intent: "draft" }));
  await t.db.topic.update({ where: { id: created.value.id }, data: { publishAt } });
  return created.value.id;
}

describe("the publishing scheduler", () => {
  it("publishes a topic whose time has come, as its working copy, once; one not yet due waits", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    const published = await written(
      t.db,
      createTopic(topicInput(category.id, "canli"), undefined, { intent: "publish" }),
    );
    const id = published.value.id;
    const due = new Date(Date.now() + MINUTE);
    await written(
      t.db,
      updateTopic(await versionOf(id), topicInput(category.id, "canli", { body: "<p>Zamanlanmış metin.</p>" }), {
        intent: "schedule",
        schedule: { publishAt: due, unpublishAt: null },
      }),
    );
    const waiting = await scheduledDraft("bekleyen", category.id, new Date(Date.now() + 10 * MINUTE));

    const refresh = recordingRefresh();
    expect(await runDueSchedules(t.db, refresh, new Date(Date.now()))).toBe(0);
    expect((await t.db.topic.findUniqueOrThrow({ where: { id } })).body).toBe("<p>Yayındaki metin.</p>");

    // A minute later, as the scheduler sees it.
    expect(await runDueSchedules(t.db, refresh, new Date(due.getTime() + 1000))).toBe(1);
    const row = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ body: "<p>Zamanlanmış metin.</p>", isActive: true, publishAt: null, draft: null });
    expect(refresh.tags).toContain(`topic-at:${category.id}:canli`);
    const revision = await t.db.revision.findFirstOrThrow({ where: { entityId: id }, orderBy: { id: "desc" } });
    expect(revision).toMatchObject({ kind: "published", actor: "system:scheduler" });
    expect(await runDueSchedules(t.db, refresh, new Date(due.getTime() + 2000))).toBe(0);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: waiting } })).toMatchObject({ isActive: false });
  });

  it("a time missed while no server ran is done at the next run", async () => {
    const category = await insertCategory(t.db, "tr", "marka");
    const id = await scheduledDraft("kacirilan", category.id, new Date(Date.now() - 3 * 24 * 60 * MINUTE));
    expect(await runDueSchedules(t.db, recordingRefresh())).toBe(1);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({ isActive: true, publishAt: null });
  });

  it("both times past while no server ran: the topic ends off the site without a moment on it", async () => {
    const category = await insertCategory(t.db, "tr", "gecmis");
    const id = await scheduledDraft("iki-zaman", category.id, new Date(Date.now() - 2 * MINUTE));
    await t.db.topic.update({ where: { id }, data: { unpublishAt: new Date(Date.now() - MINUTE) } });
    expect(await runDueSchedules(t.db, recordingRefresh())).toBe(1);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({
      isActive: false,
      publishAt: null,
      unpublishAt: null,
    });
    expect(await t.db.revision.count({ where: { entityId: id, kind: "published" } })).toBe(0);
  });

  it("takes a topic off the site at its unpublish time", async () => {
    const category = await insertCategory(t.db, "tr", "tasarim");
    const created = await written(
      t.db,
      createTopic(topicInput(category.id, "gecici"), undefined, { intent: "publish" }),
    );
    await t.db.topic.update({ where: { id: created.value.id }, data: { unpublishAt: new Date(Date.now() - 1000) } });
    expect(await runDueSchedules(t.db, recordingRefresh())).toBe(1);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: created.value.id } })).toMatchObject({
      isActive: false,
      unpublishAt: null,
    });
  });

  // The embedded server takes one connection at a time: instances side by side need a real one.
  it.skipIf(isEmbeddedServer())("several instances running at once publish each due item exactly once", async () => {
    const category = await insertCategory(t.db, "tr", "telif");
    const past = new Date(Date.now() - 1000);
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) ids.push(await scheduledDraft(`es-zamanli-${index}`, category.id, past));
    const instances = [t.db, createPrismaClient(t.url), createPrismaClient(t.url)];
    others.push(...instances.slice(1));
    const counts = await Promise.all(instances.map((db) => runDueSchedules(db, recordingRefresh())));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    for (const id of ids) {
      expect(await t.db.revision.count({ where: { entityId: id, kind: "published" } })).toBe(1);
      expect(
        await t.db.change.count({ where: { entity: "topic", entityId: String(id), actor: "system:scheduler" } }),
      ).toBe(1);
    }
  });

  it("content the write refuses (its slug taken meanwhile) is not published: its time is cleared and it stays a draft", async () => {
    const category = await insertCategory(t.db, "tr", "danismanlik");
    const id = await scheduledDraft("cakisan", category.id, new Date(Date.now() - 1000));
    // Another topic takes the address while the draft waits (the draft's own row is renamed meanwhile).
    await t.db.topic.update({ where: { id }, data: { draft: { ...topicInput(category.id, "alinmis") } } });
    await written(t.db, createTopic(topicInput(category.id, "alinmis"), undefined, { intent: "publish" }));
    expect(await runDueSchedules(t.db, recordingRefresh())).toBe(0);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({ isActive: false, publishAt: null });
  });
});
