import { describeUnreachable, parseDatabaseUrl } from "@/lib/database/connection";
import { MigrationError } from "@/lib/database/migrations";

/** Runs a command-line entry point: errors become one line on stderr and exit code 1, never a stack trace. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => exitOnceWritten(0),
    (error: unknown) => {
      console.error(describeFailure(error));
      return exitOnceWritten(1);
    },
  );
}

/**
 * Exits once what was written to stdout and stderr has gone out: to a pipe, Node writes
 * asynchronously, and exiting at once cut an export piped to another program (at about 64 KB).
 */
async function exitOnceWritten(code: number): Promise<never> {
  const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write("", () => resolve()));
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
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
