import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * The database a newcomer gets with no PostgreSQL installed: PGlite, kept under the data
 * directory and served on 127.0.0.1 over the PostgreSQL protocol, so the app talks to it like to
 * any server.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const storage = path.join(dataDir, "pglite");
  mkdirSync(storage, { recursive: true });
  // The extensions the migrations create (the site search's typo tolerance and accent folding).
  const database = await PGlite.create(storage, { extensions: { pg_trgm, unaccent } });
  // An ephemeral port (never 5432, which a real server often holds).
  const port = await findFreePort();
  // PGlite has one session: the socket server queues the queries of all connections, keeping a
  // transaction's statements together. Each Next bundle (pages, proxy) holds a pool of its own and
  // CLI commands may run alongside, so more than a few connections must be accepted: a refused one
  // surfaced as "Server has closed the connection" on the admin dashboard.
  const server = new PGLiteSocketServer({ db: database, host: "127.0.0.1", port, maxConnections: 16 });
  await server.start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await database.close();
    },
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}
