import { afterEach, describe, expect, it } from "vitest";
import { listenForChanges, type ChangeListener } from "@/lib/database/change-listener";
import { createPrismaClient } from "@/lib/db";
import { databaseSilent, noteAnswer } from "@/lib/database/silence";
import { openDatabaseGate, type DatabaseGate } from "../../e2e/database-gate";
import { isEmbeddedServer, urlForSchema } from "../helpers/test-database";

/**
 * The change listener notices a silent database (packets dropped: nothing refused, nothing answered)
 * by its heartbeat, says it is down, makes the pool refuse at once instead of waiting, and connects
 * again by itself once the database answers; then the pool serves again. Short timings, the same rules.
 */
const TIMING = { heartbeatMs: 100, silenceMs: 600, connectTimeoutMs: 600 };
let gate: DatabaseGate | undefined;
let listener: ChangeListener | undefined;
afterEach(async () => {
  await listener?.stop();
  await gate?.close();
  noteAnswer();
});

describe.skipIf(isEmbeddedServer())("the change listener's heartbeat", () => {
  it("notices a silent database, refuses the pool's queries at once, and follows it back", async () => {
    gate = await openDatabaseGate(urlForSchema("public"));
    const database = gate;
    let connections = 0;
    listener = listenForChanges(
      database.url,
      { onConnected: () => void connections++, onEvent: () => undefined },
      TIMING,
    );
    const db = createPrismaClient(database.url, {
      max: 2,
      connectionTimeoutMillis: 5000,
      statementTimeoutMillis: 30_000,
    });
    await expect.poll(() => listener!.connected()).toBe(true);
    expect(await db.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);

    database.silence();
    const silencedAt = Date.now();
    // A query sent into the silence fails once the heartbeat notices it, not at its own deadline (35 s).
    const waiting = db.$queryRaw`SELECT 2`.then(
      () => "answered",
      () => "failed",
    );
    await expect.poll(() => databaseSilent(), { timeout: 3000 }).toBe(true);
    expect(listener.connected()).toBe(false);
    expect(await waiting).toBe("failed");
    expect(Date.now() - silencedAt).toBeLessThan(2000);
    const refusedAt = Date.now();
    await expect(db.$queryRaw`SELECT 3`).rejects.toThrow(/not answering/);
    expect(Date.now() - refusedAt).toBeLessThan(200);

    await database.restore();
    await expect.poll(() => listener!.connected(), { timeout: 5000 }).toBe(true);
    expect(databaseSilent()).toBe(false);
    expect(connections).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => db.$queryRaw`SELECT 4 AS four`.catch((error: Error) => error.message), { timeout: 2000 })
      .toEqual([{ four: 4 }]);
    await db.$disconnect();
  });
});
