import net from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db";
import { QUERY_DEADLINE_GRACE_MS } from "@/lib/database/pool";
import { databaseSilent, noteAnswer, noteSilence } from "@/lib/database/silence";
import { openDatabaseGate, type DatabaseGate } from "../../e2e/database-gate";
import { isEmbeddedServer, urlForSchema } from "../helpers/test-database";

/**
 * The pool's limits hold (lib/database/pool.ts, lib/database/pool-settings.ts): a database that
 * accepts connections but never answers fails a query once the connection timeout is over; a
 * connection that goes silent under a query is dropped at the query's deadline; once silence is
 * noticed, the queries waiting fail at once and new ones are refused at once until the database
 * answers; and a statement running past the statement timeout is ended by the server.
 */
const held = new Set<net.Socket>();
const silent = net.createServer((socket) => void held.add(socket));
let gate: DatabaseGate | undefined;
afterEach(async () => {
  noteAnswer();
  await gate?.close();
  gate = undefined;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

/** How long a promise takes to settle, and whether it was rejected. */
async function timed(promise: Promise<unknown>): Promise<{ ms: number; rejected: boolean }> {
  const started = Date.now();
  const rejected = await promise.then(
    () => false,
    () => true,
  );
  return { ms: Date.now() - started, rejected };
}

describe("the database pool", () => {
  it("gives up on a database that never answers after its connection timeout", async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const client = createPrismaClient(`postgresql://postgres@127.0.0.1:${port}/nowhere`, {
      max: 1,
      connectionTimeoutMillis: 300,
      statementTimeoutMillis: 30_000,
    });
    const started = Date.now();
    await expect(client.$queryRaw`SELECT 1`).rejects.toThrow();
    // Generous: the point is that it ends at all, long before a request would be abandoned.
    expect(Date.now() - started).toBeLessThan(5000);
    await client.$disconnect();
  });

  it("drops a connection that goes silent under a query at the query's deadline, then connects anew", async () => {
    gate = await openDatabaseGate(urlForSchema("public"));
    const statementTimeoutMillis = 300;
    const client = createPrismaClient(gate.url, { max: 1, connectionTimeoutMillis: 2000, statementTimeoutMillis });
    expect(await client.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    gate.silence();
    const { ms, rejected } = await timed(client.$queryRaw`SELECT 2`);
    expect(rejected).toBe(true);
    const deadline = statementTimeoutMillis + QUERY_DEADLINE_GRACE_MS;
    expect(ms).toBeGreaterThanOrEqual(deadline - 50);
    expect(ms).toBeLessThan(deadline + 1500);
    await gate.restore();
    noteAnswer();
    expect(await client.$queryRaw`SELECT 3 AS three`).toEqual([{ three: 3 }]);
    await client.$disconnect();
  });

  it("fails the queries waiting at once when silence is noticed, refuses new ones at once, and serves again once it answers", async () => {
    gate = await openDatabaseGate(urlForSchema("public"));
    const client = createPrismaClient(gate.url, {
      max: 2,
      connectionTimeoutMillis: 5000,
      statementTimeoutMillis: 30_000,
    });
    expect(await client.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    gate.silence();
    const waiting = timed(client.$queryRaw`SELECT 2`);
    const inTransaction = timed(client.$transaction(async (tx) => tx.$queryRaw`SELECT 3`));
    // What the change listener's heartbeat does when its question goes unanswered.
    noteSilence(Number.POSITIVE_INFINITY);
    for (const outcome of [await waiting, await inTransaction]) {
      expect(outcome.rejected).toBe(true);
      expect(outcome.ms).toBeLessThan(1000);
    }
    const refused = await timed(client.$queryRaw`SELECT 4`);
    expect(refused).toMatchObject({ rejected: true });
    expect(refused.ms).toBeLessThan(200);
    await gate.restore();
    noteAnswer();
    expect(databaseSilent()).toBe(false);
    // The dropped connections leave the pool as their sockets close, a moment after the drop.
    await expect
      .poll(() => client.$queryRaw`SELECT 5 AS five`.catch((error: Error) => error.message), { timeout: 2000 })
      .toEqual([{ five: 5 }]);
    await client.$disconnect();
  });

  it.skipIf(isEmbeddedServer())("ends a statement that runs past the statement timeout", async () => {
    const client = createPrismaClient(urlForSchema("public"), {
      max: 1,
      connectionTimeoutMillis: 5000,
      statementTimeoutMillis: 200,
    });
    await expect(client.$queryRaw`SELECT pg_sleep(5)`).rejects.toThrow(/statement timeout/i);
    expect(await client.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    await client.$disconnect();
  });
});
