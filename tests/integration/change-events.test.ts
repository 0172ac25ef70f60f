import { afterAll, afterEach, describe, expect, it } from "vitest";
import { onChange, type ChangeEvent } from "@/lib/database/change-events";
import { listenForChanges, type ChangeListener } from "@/lib/database/change-listener";
import { createPrismaClient } from "@/lib/db";
import { replaceLanguageContent } from "@/lib/content/replace";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { isInMaintenance, knownMaintenance, reloadMaintenance } from "@/lib/maintenance/live-state";
import { MAINTENANCE_DEFAULTS } from "@/lib/maintenance/schema";
import { contentTestDatabase, urlForSchema } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

/** Every committed write is announced (NOTIFY on its schema's channel) and heard by each server's one listener. */
const t = contentTestDatabase(["tr"]);
const heard: ChangeEvent[] = [];
const unsubscribe = onChange((event) => heard.push(event));
let listener: ChangeListener | undefined;

afterEach(async () => {
  await listener?.stop();
  listener = undefined;
  heard.length = 0;
});
afterAll(() => unsubscribe());

const settings = (isActive: boolean) => ({ ...MAINTENANCE_DEFAULTS, isActive, message: "Kısa bir bakım" });

/** Listens on the test schema; resolves once the LISTEN is in place. */
async function listening(): Promise<void> {
  await new Promise<void>((resolve) => {
    listener = listenForChanges(urlForSchema(t.schema), { onConnected: resolve });
  });
}

describe("change events", () => {
  it("a write made by another process is heard with what changed, once", async () => {
    await listening();
    // Another client of the same schema: a command, or a second instance.
    const other = createPrismaClient(urlForSchema(t.schema));
    try {
      await written(other, saveMaintenanceSettings(settings(true)));
    } finally {
      await other.$disconnect();
    }
    await expect
      .poll(() => heard.map(({ entity, action, entityId, tags }) => ({ entity, action, entityId, tags })))
      .toEqual([{ entity: "maintenance", action: "update", entityId: "1", tags: ["maintenance"] }]);
    const change = await t.db.change.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(heard[0]?.id).toBe(change.id);
  });

  it("this process hears its own write at once, and only once though its listener hears it too", async () => {
    await listening();
    await written(t.db, saveMaintenanceSettings(settings(false)));
    expect(heard.map((event) => event.entity)).toEqual(["maintenance"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(1);
  });

  it("a refused write announces nothing", async () => {
    await listening();
    expect(await writeTo(t.db, saveMaintenanceSettings({ ...settings(true), title: "" }))).toMatchObject({
      ok: false,
      error: "invalid",
    });
    await written(t.db, saveMaintenanceSettings(settings(false)));
    // The next write's event is the first heard: nothing came before it.
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]?.entity).toBe("maintenance");
  });
});

describe("the maintenance state held in memory", () => {
  it("follows the database when read, and keeps the last known state when it cannot be", async () => {
    await written(t.db, saveMaintenanceSettings(settings(true)));
    await reloadMaintenance(t.db);
    expect(isInMaintenance()).toBe(true);
    expect(knownMaintenance()?.message).toBe("Kısa bir bakım");

    const unreachable = createPrismaClient("postgresql://postgres@127.0.0.1:1/none");
    await reloadMaintenance(unreachable);
    expect(isInMaintenance()).toBe(true);

    await written(t.db, saveMaintenanceSettings(settings(false)));
    await reloadMaintenance(t.db);
    expect(isInMaintenance()).toBe(false);
  });
});

describe("a change too large for a notification", () => {
  it("is written (PostgreSQL refuses a NOTIFY payload of 8000 bytes), and heard whole from its change record", async () => {
    const category = await t.db.category.create({
      data: { languageCode: "tr", slug: `buyuk-${Date.now()}`, title: "Büyük" },
    });
    const many = 700;
    await t.db.topic.createMany({
      data: Array.from({ length: many }, (_, i) => ({
        categoryId: category.id,
        languageCode: "tr",
        slug: `konu-${i}`,
        title: `Konu ${i}`,
      })),
    });
    const ids = (
      await t.db.topic.findMany({ where: { categoryId: category.id }, select: { id: true }, orderBy: { id: "asc" } })
    ).map((row) => row.id);
    await listening();
    const other = createPrismaClient(urlForSchema(t.schema));
    try {
      // Drops every topic of the language: hundreds of removed rows and cache tags in one change.
      await written(other, replaceLanguageContent({ languageCode: "tr", categories: [] }));
    } finally {
      await other.$disconnect();
    }
    await expect.poll(() => heard.length).toBe(1);
    const [event] = heard;
    expect(event).toMatchObject({ entity: "category", entityId: "language:tr", action: "replace", languages: ["tr"] });
    expect(event!.removed).toEqual(
      expect.arrayContaining([`category:${category.id}`, ...ids.map((id) => `topic:${id}`)]),
    );
    expect(event!.removed).toHaveLength(many + 1);
    expect(JSON.stringify(event).length).toBeGreaterThan(8000);
  });
});
