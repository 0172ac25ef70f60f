import { afterEach, describe, expect, it } from "vitest";
import { changeChannel, onChange, type ChangeEvent } from "@/lib/database/change-events";
import { createCategory } from "@/lib/categories/mutations";
import { LIVE_REPLAY_LIMIT } from "@/lib/live/events";
import { lastChangeId } from "@/lib/database/change-log";
import { syncWithOtherWriters } from "@/lib/live/instance-sync";
import { openEventStream } from "@/lib/live/stream";
import type { ChangeListener } from "@/lib/database/change-listener";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { MAINTENANCE_DEFAULTS } from "@/lib/maintenance/schema";
import { contentTestDatabase, isEmbeddedServer, urlForSchema } from "../helpers/test-database";
import { written } from "../helpers/write";

/** The browsers' event streams, and how an instance follows writes made elsewhere. */
const t = contentTestDatabase(["tr", "en"]);
const aborts: AbortController[] = [];
let listener: ChangeListener | undefined;

afterEach(async () => {
  aborts.splice(0).forEach((controller) => controller.abort());
  await listener?.stop();
  listener = undefined;
});

/** A stream as a browser reads it: frames parsed into { id, event, data }. */
function openStream(resumeAfter: number | null) {
  const controller = new AbortController();
  aborts.push(controller);
  const reader = openEventStream({ db: t.db, resumeAfter, signal: controller.signal }).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    controller,
    async next(count: number): Promise<{ id: number; event: string; data: Record<string, unknown> }[]> {
      const frames: string[] = [];
      while (frames.length < count) {
        const parts = buffer.split("\n\n");
        buffer = parts.pop()!;
        frames.push(...parts.filter((part) => !part.startsWith(":")));
        if (frames.length >= count) break;
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value);
      }
      return frames.slice(0, count).map((frame) => {
        const field = (name: string) =>
          frame
            .split("\n")
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? "";
        return {
          id: Number(field("id")),
          event: field("event"),
          data: JSON.parse(field("data") || "null") as Record<string, unknown>,
        };
      });
    },
    read: () => reader.read(),
  };
}

const category = (slug: string) => createCategory({ languageCode: "tr", title: slug, slug });

describe("a browser's event stream", () => {
  it("starts at the newest change, then carries each public change as it is committed", async () => {
    const before = await written(t.db, category("once"));
    const stream = openStream(null);
    expect(await stream.next(1)).toEqual([{ id: await lastChangeId(t.db), event: "ready", data: {} }]);
    const made = await written(t.db, category("twice"));
    const [frame] = await stream.next(1);
    expect(frame).toEqual({
      id: frame!.id,
      event: "change",
      data: {
        id: frame!.id,
        entity: "category",
        entityId: String(made.id),
        action: "create",
        languages: ["tr"],
        removed: [],
      },
    });
    expect(frame!.id).toBeGreaterThan(Number(before.id));
  });

  it("replays what a returning browser missed, in order, then says it is ready", async () => {
    await written(t.db, category("seen"));
    const seenUpTo = await lastChangeId(t.db);
    await written(t.db, category("missed-1"));
    await written(t.db, category("missed-2"));
    const frames = await openStream(seenUpTo).next(3);
    expect(frames.map(({ event, data }) => [event, data.entityId === undefined ? null : data.action])).toEqual([
      ["change", "create"],
      ["change", "create"],
      ["ready", null],
    ]);
    expect(frames.map((frame) => frame.id)).toEqual([seenUpTo + 1, seenUpTo + 2, seenUpTo + 2]);
  });

  it("asks for a resynchronisation instead of replaying a gap longer than the limit", async () => {
    await t.db.change.createMany({
      data: Array.from({ length: LIVE_REPLAY_LIMIT + 1 }, (_, index) => ({
        entity: "topic",
        entityId: String(index),
        action: "update",
        languages: ["tr"],
        actor: "test",
      })),
    });
    expect(await openStream(0).next(1)).toEqual([{ id: LIVE_REPLAY_LIMIT + 1, event: "resync", data: {} }]);
  });

  it("leaves out what no public page shows, and ends when the browser goes away", async () => {
    const stream = openStream(null);
    await stream.next(1);
    await t.db.change.create({
      data: { entity: "contactMessage", entityId: "1", action: "create", languages: [], actor: "visitor" },
    });
    await written(t.db, saveMaintenanceSettings({ ...MAINTENANCE_DEFAULTS, isActive: false }));
    const [frame] = await stream.next(1);
    expect(frame?.data.entity).toBe("maintenance");
    stream.controller.abort();
    expect(await stream.read()).toEqual({ done: true, value: undefined });
  });
});

// The embedded database (PGlite) is one session behind its socket: no second process writes to it, no backend to drop.
describe.skipIf(isEmbeddedServer())("an instance following writes made elsewhere", () => {
  it("expires the tags a change names before its subscribers hear of it, and replays what it missed while disconnected", async () => {
    const steps: string[] = [];
    const unsubscribe = onChange((event: ChangeEvent) => steps.push(`heard ${event.entityId}`));
    try {
      await new Promise<void>((resolve) => {
        listener = syncWithOtherWriters({
          databaseUrl: urlForSchema(t.schema),
          db: t.db,
          expireTags: async (tags) => void steps.push(`expired ${tags.join(" ")}`),
          onConnected: async () => resolve(),
        });
      });
      const first = await changeByAnotherProcess("11", ["menu:tr", "category:11"]);
      await expect.poll(() => steps).toEqual(["expired menu:tr category:11", `heard 11`]);
      expect(first).toBeGreaterThan(0);
      steps.length = 0;

      // The listening connection drops; a change is made before it is back, its notification lost.
      await t.sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "${changeChannel(t.schema)}"'`,
      );
      await changeRecordedElsewhere("12", ["category:12"]);
      await expect.poll(() => steps, { timeout: 10_000 }).toEqual(["expired category:12", "heard 12"]);
    } finally {
      unsubscribe();
    }
  });

  it("catches up, at its first connection, with what was written after the start's check of its caches", async () => {
    const caughtUpTo = await lastChangeId(t.db);
    // Written by another process after the start checked the caches on disk, before the listener connects: no server heard it.
    await changeRecordedElsewhere("13", ["category:13"]);
    const steps: string[] = [];
    const unsubscribe = onChange((event: ChangeEvent) => steps.push(`heard ${event.entityId}`));
    try {
      listener = syncWithOtherWriters({
        databaseUrl: urlForSchema(t.schema),
        db: t.db,
        expireTags: async (tags) => void steps.push(`expired ${tags.join(" ")}`),
        onConnected: async () => {},
        caughtUpTo,
      });
      await expect.poll(() => steps, { timeout: 10_000 }).toEqual(["expired category:13", "heard 13"]);
    } finally {
      unsubscribe();
    }
  });
});

/** The change record another process's write of a category leaves (its notification aside). */
function changeRecordedElsewhere(entityId: string, tags: string[]) {
  return t.db.change.create({
    data: { entity: "category", entityId, action: "update", languages: ["tr"], tags, actor: "test" },
  });
}

/** What another process's write leaves: its change record, and the notification sent on commit (another origin than this process). */
async function changeByAnotherProcess(entityId: string, tags: string[]): Promise<number> {
  const change = await changeRecordedElsewhere(entityId, tags);
  const payload = {
    id: change.id,
    entity: "category",
    entityId,
    action: "update",
    languages: ["tr"],
    tags,
    origin: "another-process",
  };
  await t.sql.query("SELECT pg_notify($1, $2)", [changeChannel(t.schema), JSON.stringify(payload)]);
  return change.id;
}
