import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db";
import { isEmbeddedServer, urlForSchema } from "../helpers/test-database";

/**
 * The pool's limits hold (lib/database/pool-settings.ts): a database that accepts connections but
 * never answers fails a query once the connection timeout is over, instead of hanging it, and a
 * statement running past the statement timeout is ended by the server.
 */
const held = new Set<net.Socket>();
const silent = net.createServer((socket) => void held.add(socket));
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

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
