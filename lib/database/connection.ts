import pg from "pg";

/**
 * Reading DATABASE_URL. A `schema` query parameter (Prisma's own convention) selects a PostgreSQL
 * schema other than `public`; tests use it to give every test file a schema of its own.
 */
export interface DatabaseTarget {
  /** A connection string for `pg`, without the schema parameter (see openClient). */
  connectionString: string;
  schema: string;
  host: string;
  port: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function parseDatabaseUrl(url: string): DatabaseTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("DATABASE_URL is not a valid URL (expected postgresql://user:password@host:port/database)");
  }
  if (parsed.protocol !== "postgresql:" && parsed.protocol !== "postgres:") {
    throw new Error(`DATABASE_URL must start with postgresql:// (got ${parsed.protocol}//)`);
  }
  const schema = parsed.searchParams.get("schema") ?? "public";
  if (!SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_URL names an invalid schema: ${schema}`);
  parsed.searchParams.delete("schema");
  return {
    connectionString: parsed.toString(),
    schema,
    host: parsed.hostname || "localhost",
    port: Number(parsed.port || 5432),
  };
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ECONNRESET",
]);

/** One line for a person when the server cannot be reached; null for any other error. */
export function describeUnreachable(error: unknown, target: Pick<DatabaseTarget, "host" | "port">): string | null {
  const code = findErrorCode(error);
  if (!code || !UNREACHABLE_CODES.has(code)) return null;
  return `Cannot reach PostgreSQL at ${target.host}:${target.port} (${code}). Is the server running, and is DATABASE_URL right?`;
}

function findErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === "string") return code;
  // Node reports a failed connection to both ::1 and 127.0.0.1 as an AggregateError.
  if (Array.isArray(errors)) return errors.map(findErrorCode).find(Boolean);
  return undefined;
}

/** Prisma's codes for a database it cannot reach, that closed on it, or timed out on it (or its pool). */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** What `pg` and its pool, and lib/database/pool.ts, say when no answer can be had. */
const UNAVAILABLE_MESSAGE =
  /not answering \(silent connection\)|Connection terminated|timeout exceeded when trying to connect|connection timeout|Can't reach database server|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Unable to start a transaction in the given time/i;

/**
 * Whether an error means the database could not be had (stopped, unreachable, silent, its pool
 * exhausted) rather than that it refused the request: such a failure is "try again later" (503), never a fault of ours.
 */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_PRISMA_CODES.has(code) || UNREACHABLE_CODES.has(code))) return true;
  if (code === "EDATABASESILENT") return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  return isDatabaseUnavailableError(cause, depth + 1);
}

/**
 * A connected `pg` client whose unqualified names resolve in the URL's schema. The search_path is
 * set by a statement rather than a startup option, which the embedded server ignores.
 */
export async function openClient(url: string): Promise<pg.Client> {
  const target = parseDatabaseUrl(url);
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${target.schema}"`);
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}
