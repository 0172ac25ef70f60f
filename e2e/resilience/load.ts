import http from "node:http";

/**
 * A load of GET requests over keep-alive connections, each connection a loop that asks for the next
 * path in turn until the time is up. Counts every answer by status and every request that got none.
 */
export interface LoadResult {
  requests: number;
  statuses: Record<number, number>;
  /** Requests that got no answer at all (refused, reset, timed out), with the reason. */
  failures: string[];
}

export async function loadRun({
  origin,
  paths,
  connections,
  seconds,
  headers = {},
}: {
  origin: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result: LoadResult = { requests: 0, statuses: {}, failures: [] };
  const deadline = Date.now() + seconds * 1000;
  const get = (url: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        url,
        { agent, headers: { "accept-encoding": "gzip, br", ...headers }, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on("end", () => {
            result.statuses[response.statusCode!] = (result.statuses[response.statusCode!] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out")));
      request.on("error", (error) => {
        result.failures.push(`${url}: ${error.message}`);
        resolve();
      });
    });
  const loop = async (offset: number) => {
    for (let index = offset; Date.now() < deadline; index++) {
      result.requests++;
      await get(`${origin}${paths[index % paths.length]}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, offset) => loop(offset)));
  agent.destroy();
  return result;
}
