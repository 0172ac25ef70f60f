import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createCategory } from "@/lib/categories/mutations";
import { noteNewestChangeId } from "@/lib/database/change-events";
import { lastChangeId } from "@/lib/database/change-log";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { eventStreamAnswer } from "@/lib/live/event-route";
import { LIVE_REPLAY_LIMIT } from "@/lib/live/events";
import { REPLAY_READS_AT_ONCE } from "@/lib/live/replay";
import { streamAdmission, type StreamLimits } from "@/lib/live/stream-admission";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/** How many event streams a server holds, per client address and in all, and what a crowd of them reads. */
const t = contentTestDatabase(["tr"]);
const run = randomBytes(3).toString("hex");
const aborts: AbortController[] = [];
afterEach(() => aborts.splice(0).forEach((controller) => controller.abort()));

/** A request to `GET /api/events` from one address, as the server entry names it (lib/site/client-address.mjs). */
function streamRequest(address: string, since?: number) {
  const controller = new AbortController();
  aborts.push(controller);
  const query = since === undefined ? "" : `?since=${since}`;
  const request = new Request(`http://localhost/api/events${query}`, {
    headers: { "x-site-client-address": address },
    signal: controller.signal,
  });
  return { request, close: () => controller.abort() };
}

/** The event names of a stream's first `count` frames (heartbeats aside). */
async function frames(response: Response, count: number): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events = () => [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]!);
  while (events().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  reader.releaseLock();
  return events().slice(0, count);
}

const limits = (perAddress: number, total: number): StreamLimits => ({ perAddress, total });
const address = (n: number) => `198.51.${n >> 8}.${n & 255}`;

describe("event streams per client address", () => {
  it("refuses every stream beyond the limit of one address with 429 and Retry-After, while another address gets its stream and its events", async () => {
    const admission = streamAdmission(limits(6, 1000));
    const flooder = `203.0.113.${Number.parseInt(run.slice(0, 2), 16) % 200}`;
    const answers = Array.from({ length: 300 }, () =>
      eventStreamAnswer(streamRequest(flooder).request, { db: t.db, admission }),
    );
    expect(answers.slice(0, 6).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = answers.slice(6);
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([429]));
    expect(refused).toHaveLength(294);
    expect(refused[0]!.headers.get("retry-after")).toBe("30");
    expect(refused[0]!.headers.get("cache-control")).toBe("no-store");
    expect(await refused[0]!.json()).toEqual({ error: expect.objectContaining({ code: "tooManyStreams" }) });
    expect(admission.open(flooder)).toBe(6);

    const visitor = eventStreamAnswer(streamRequest("192.0.2.77").request, { db: t.db, admission });
    expect(visitor.status).toBe(200);
    expect(await frames(visitor, 1)).toEqual(["ready"]);
    await written(t.db, createCategory({ languageCode: "tr", title: `Visited ${run}`, slug: `visited-${run}` }));
    expect(await frames(visitor, 1)).toEqual(["change"]);
  });

  it("gives an address its room back when one of its streams closes", async () => {
    const admission = streamAdmission(limits(2, 1000));
    const streams = [streamRequest("203.0.113.201"), streamRequest("203.0.113.201")];
    for (const stream of streams) expect(eventStreamAnswer(stream.request, { db: t.db, admission }).status).toBe(200);
    expect(eventStreamAnswer(streamRequest("203.0.113.201").request, { db: t.db, admission }).status).toBe(429);
    streams[0]!.close();
    expect(admission.open("203.0.113.201")).toBe(1);
    expect(eventStreamAnswer(streamRequest("203.0.113.201").request, { db: t.db, admission }).status).toBe(200);
  });
});

describe("event streams of a whole server", () => {
  it("answers 503 with Retry-After beyond its total, whatever the address, and the unknown address counts in the total only", async () => {
    const admission = streamAdmission(limits(2, 5));
    const statuses = ["unknown", "unknown", "unknown", address(1), address(2), address(3), "unknown"].map((from) =>
      eventStreamAnswer(streamRequest(from).request, { db: t.db, admission }),
    );
    expect(statuses.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 503, 503]);
    expect(statuses[5]!.headers.get("retry-after")).toBe("30");
    expect(await statuses[5]!.json()).toEqual({ error: expect.objectContaining({ code: "serverBusy" }) });
  });
});

describe("what returning browsers read", () => {
  it(`replays a gap for a crowd of returning browsers, at most ${REPLAY_READS_AT_ONCE} reads of the change table at once`, async () => {
    await written(t.db, createCategory({ languageCode: "tr", title: `Seen ${run}`, slug: `seen-${run}` }));
    const seen = await lastChangeId(t.db);
    await written(t.db, createCategory({ languageCode: "tr", title: `Missed ${run}`, slug: `missed-${run}` }));
    const counted = countingChangeReads(t.db);
    const admission = streamAdmission(limits(1, 1000));
    const answers = Array.from({ length: 40 }, (_, n) =>
      eventStreamAnswer(streamRequest(address(500 + n), seen).request, { db: counted.db, admission }),
    );
    const starts = await Promise.all(answers.map((answer) => frames(answer, 2)));
    expect(new Set(starts.map((names) => names.join(" ")))).toEqual(new Set(["change ready"]));
    expect(counted.reads()).toEqual({ total: 40, mostAtOnce: REPLAY_READS_AT_ONCE });
  });

  // Last: this process keeps the newest change id it heard of, which the next test's emptied table restarts below.
  it("tells a browser back from a gap longer than the limit to resynchronise without reading the change table", async () => {
    await t.db.change.createMany({
      data: Array.from({ length: LIVE_REPLAY_LIMIT + 5 }, (_, index) => ({
        entity: "topic",
        entityId: String(index),
        action: "update",
        languages: ["tr"],
        actor: "test",
      })),
    });
    const newest = await lastChangeId(t.db);
    noteNewestChangeId(newest);
    const counted = countingChangeReads(t.db);
    const admission = streamAdmission(limits(1, 1000));
    const answers = Array.from({ length: 300 }, (_, n) =>
      eventStreamAnswer(streamRequest(address(n), 0).request, { db: counted.db, admission }),
    );
    const starts = await Promise.all(answers.map((answer) => frames(answer, 1)));
    expect(new Set(starts.flat())).toEqual(new Set(["resync"]));
    expect(counted.reads()).toEqual({ total: 0, mostAtOnce: 0 });
  });
});

/** The client, with its reads of the change table counted: how many, and how many ran at once. */
function countingChangeReads(db: PrismaClient) {
  let running = 0;
  let mostAtOnce = 0;
  let total = 0;
  const change = new Proxy(db.change, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        total += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          return await (value as (...input: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          running -= 1;
        }
      };
    },
  });
  const counted = new Proxy(db, {
    get: (target, property) => (property === "change" ? change : Reflect.get(target, property, target)),
  });
  return { db: counted, reads: () => ({ total, mostAtOnce }) };
}
