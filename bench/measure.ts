import autocannon from "autocannon";

/** One page measured by autocannon: requests per second, latency percentiles (ms) and failed requests. */
export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Requests that failed, timed out, or were answered with anything but 2xx. */
  errors: number;
  requests: number;
}

/** As a browser asks: compressed if the server will. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, br", accept: "text/html" };

export async function measure(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Measurement> {
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
    p50: Math.round(rounds.reduce((sum, round) => sum + round.p50, 0) / rounds.length),
    p99: Math.max(...rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    requests,
  };
}

export function table(rows: Record<string, Measurement & { ratioToFloor: number; ratioToDirect?: number }>): string {
  const header = ["page", "req/s", "p50 ms", "p99 ms", "errors", "÷ floor", "÷ direct"];
  const lines = Object.entries(rows).map(([name, row]) => [
    name,
    String(row.rps),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    row.ratioToFloor.toFixed(2),
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
