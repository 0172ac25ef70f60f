import { describeUnreachable, parseDatabaseUrl } from "@/lib/database/connection";
import { MigrationError } from "@/lib/database/migrations";

/** Runs a command-line entry point: errors become one line on stderr and exit code 1, never a stack trace. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(describeFailure(error));
      process.exit(1);
    },
  );
}

export function describeFailure(error: unknown): string {
  const url = process.env.DATABASE_URL;
  if (url) {
    try {
      const unreachable = describeUnreachable(error, parseDatabaseUrl(url));
      if (unreachable) return unreachable;
    } catch {
      // An unparsable URL is reported by the error itself.
    }
  }
  if (error instanceof MigrationError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/postgres)");
  parseDatabaseUrl(url);
  return url;
}
