import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { parseDatabaseUrl } from "@/lib/database/connection";
import { createPool } from "@/lib/database/pool";
import { poolSettingsFromEnv, type PoolSettings } from "@/lib/database/pool-settings";

/**
 * The one Prisma client of this process. Kept on globalThis so that dev-server hot reloads reuse
 * it instead of opening a new pool each time.
 */
const globalForDb = globalThis as typeof globalThis & { prismaClient?: PrismaClient };

/**
 * How long a transaction may wait for a connection and then run. Prisma's defaults (2 s, 5 s) fail
 * writes that only queue behind others, e.g. a burst of sign-ins serialized by one lock on a busy machine.
 */
export const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 15_000 } as const;

/** The client an interactive transaction hands its callback. */
export type DbTransaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** The PostgreSQL schema each client works in (its NOTIFY channel is named after it). */
const schemas = new WeakMap<PrismaClient, string>();

export function createPrismaClient(
  databaseUrl: string,
  poolSettings: PoolSettings = poolSettingsFromEnv(),
): PrismaClient {
  const target = parseDatabaseUrl(databaseUrl);
  // The pool is ours (lib/database/pool.ts: deadlines, keepalive, refusing while the database is
  // silent); Prisma closes it with the client.
  const adapter = new PrismaPg(createPool(target.connectionString, poolSettings), {
    schema: target.schema,
    disposeExternalPool: true,
  });
  const client = new PrismaClient({ adapter });
  schemas.set(client, target.schema);
  return client;
}

/** The schema a client was made for; the shared client's is DATABASE_URL's. */
export function schemaOf(client: PrismaClient): string {
  return schemas.get(client) ?? parseDatabaseUrl(databaseUrl()).schema;
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("DATABASE_URL is not set: start the app with `npm start` or `npm run dev`, which provide one.");
  return url;
}

/** Created on first use, so that importing this module (e.g. during `next build`) needs no database. */
export function getDb(): PrismaClient {
  globalForDb.prismaClient ??= createPrismaClient(databaseUrl());
  return globalForDb.prismaClient;
}

/** The shared client, created on first use (see getDb). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
