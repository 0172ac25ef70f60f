import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startNginx, type NginxServer } from "@/scripts/nginx-server";
import { freePort } from "@/scripts/process-group";

/**
 * The scale-out profile's nginx (deploy/nginx.conf, on loopback through scripts/nginx-server.ts),
 * caching in front of a stand-in for the app that answers as the app does: a shareable page, and a
 * file from public/ that may not be kept (`max-age=0`). With nginx's cache lock, concurrent requests
 * for the file waited for one another, each up to 5 s under load (the bench's floor through nginx:
 * a request of 4.5 s).
 */
const TOGETHER = 5;
/** How long the stand-in holds a request for the file before answering it alone. */
const HOLD_MS = 3000;

const run = `${Date.now().toString(36)}-${process.pid}`;
const held: http.ServerResponse[] = [];
const fetchesOf = new Map<string, number>();
let app: http.Server;
let nginx: NginxServer;

function answerFile(response: http.ServerResponse, body: "together" | "alone"): void {
  response.writeHead(200, { "content-type": "text/plain", "cache-control": "public, max-age=0" }).end(body);
}

/** The file's requests are held until TOGETHER of them are in, then all answered "together"; one still alone after HOLD_MS is answered "alone". */
function holdFileRequest(response: http.ServerResponse): void {
  held.push(response);
  if (held.length === TOGETHER) {
    for (const waiting of held.splice(0)) answerFile(waiting, "together");
    return;
  }
  setTimeout(() => {
    const at = held.indexOf(response);
    if (at === -1) return;
    held.splice(at, 1);
    answerFile(response, "alone");
  }, HOLD_MS).unref();
}

beforeAll(async () => {
  app = http.createServer((request, response) => {
    const url = request.url ?? "/";
    fetchesOf.set(url, (fetchesOf.get(url) ?? 0) + 1);
    if (url.startsWith("/shareable-")) {
      response
        .writeHead(200, {
          "content-type": "text/html",
          "cache-control": "public, s-maxage=60, stale-while-revalidate=86400",
        })
        .end("<p>page</p>");
      return;
    }
    holdFileRequest(response);
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  nginx = await startNginx(await freePort(), [(app.address() as AddressInfo).port], { cache: true });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => app?.close(resolve));
});

describe("nginx caching in front of the app", () => {
  test("concurrent requests for a file that may not be kept reach the app together", async () => {
    const url = `${nginx.origin}/floor-${run}.html`;
    const bodies = await Promise.all(Array.from({ length: TOGETHER }, async () => (await fetch(url)).text()));
    expect(bodies).toEqual(Array.from({ length: TOGETHER }, () => "together"));
    expect(fetchesOf.get(`/floor-${run}.html`)).toBe(TOGETHER);
  });

  test("a page the app marks shareable is kept: the app is asked once, nginx answers the next views", async () => {
    const pagePath = `/shareable-${run}`;
    const statuses: (string | null)[] = [];
    for (let view = 0; view < 3; view++) {
      const response = await fetch(`${nginx.origin}${pagePath}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(await response.text()).toBe("<p>page</p>");
      statuses.push(response.headers.get("x-cache-status"));
    }
    expect(statuses).toEqual(["MISS", "HIT", "HIT"]);
    expect(fetchesOf.get(pagePath)).toBe(1);
  });
});
