import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";

/** One page measured under load: requests per second, latency percentiles (ms) and failed requests. */
export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Requests that failed, timed out, or were answered with an error status. */
  errors: number;
  requests: number;
}

/** As a browser asks: compressed if the server will. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, br", accept: "text/html" };

interface Load {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/**
 * wrk (Debian's `apt-get install wrk`) where installed: written in C, one thread of it asks several
 * times what autocannon can on this machine's other core (autocannon saturates near 11,000
 * requests/s, wrk reaches nginx's 50,000 and more), so it measures the server, not itself.
 */
function wrkBinary(): string | null {
  for (const folder of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const binary = path.join(folder, "wrk");
    try {
      accessSync(binary, constants.X_OK);
      return binary;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

export const loadGenerator = (): "wrk" | "autocannon" => (wrkBinary() ? "wrk" : "autocannon");

export function measure(url: string, load: Load): Promise<Measurement> {
  const wrk = wrkBinary();
  return wrk ? measureWithWrk(wrk, url, load) : measureWithAutocannon(url, load);
}

/** One thread: the server under test has the other core of a 2-core machine. */
const WRK_THREADS = 1;
const WRK_REPORT = path.join(import.meta.dirname, "wrk-report.lua");

async function measureWithWrk(wrk: string, url: string, { connections, seconds, headers = {} }: Load) {
  const headerArgs = Object.entries({ ...BROWSER_HEADERS, ...headers }).flatMap(([name, value]) => [
    "-H",
    `${name}: ${value}`,
  ]);
  const args = ["-t", String(WRK_THREADS), "-c", String(connections), "-d", `${seconds}s`, "--timeout", "10s"];
  const { stdout } = await promisify(execFile)(wrk, [...args, "-s", WRK_REPORT, ...headerArgs, url]);
  const report = stdout.trim().split("\n").at(-1) ?? "";
  const summary = JSON.parse(report) as {
    requests: number;
    durationUs: number;
    errors: number;
    p50Us: number;
    p99Us: number;
  };
  const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;
  return {
    rps: Math.round(summary.requests / (summary.durationUs / 1e6)),
    p50: ms(summary.p50Us),
    p99: ms(summary.p99Us),
    errors: summary.errors,
    requests: summary.requests,
  };
}

async function measureWithAutocannon(url: string, { connections, seconds, headers = {} }: Load): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { ...BROWSER_HEADERS, ...headers } });
  return {
    rps: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** Rounds of one page together: requests over the whole time, the mean median, the worst p99. */
export function combine(rounds: Measurement[], secondsEach: number): Measurement {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  return {
    rps: Math.round(requests / (secondsEach * rounds.length)),
    p50: Math.round((rounds.reduce((sum, round) => sum + round.p50, 0) / rounds.length) * 10) / 10,
    p99: Math.max(...rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    requests,
  };
}

/** A row of the table: a page under load (req/s), or one timed a request at a time (latency only). */
export type Row = Omit<Measurement, "rps" | "requests"> & {
  rps?: number;
  ratioToFloor?: number;
  ratioToDirect?: number;
};

export function table(rows: Record<string, Row>): string {
  const header = ["page", "req/s", "p50 ms", "p99 ms", "errors", "÷ floor", "÷ direct"];
  const lines = Object.entries(rows).map(([name, row]) => [
    name,
    row.rps === undefined ? "" : String(row.rps),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    row.ratioToFloor?.toFixed(2) ?? "",
    row.ratioToDirect?.toFixed(2) ?? "",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}
