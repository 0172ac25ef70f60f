import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SESSION_COOKIES } from "@/lib/auth/session-token";
import { SHIPPED_LOCALES } from "@/lib/i18n/routing";
import { SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { MAINTENANCE_PREVIEW_COOKIE } from "@/lib/maintenance/screen";
import { startNginx, type NginxServer } from "@/scripts/nginx-server";
import { freePort } from "@/scripts/process-group";

/**
 * The scale-out profile's nginx (deploy/nginx.conf, on loopback through scripts/nginx-server.ts),
 * caching in front of a stand-in for the app that answers as the app does: a shareable page, and a
 * file from public/ that may not be kept (`max-age=0`). With nginx's cache lock, concurrent requests
 * for the file waited for one another, each up to 5 s under load (the bench's floor through nginx:
 * a request of 4.5 s). A visitor whose cookies change the page (a session, the maintenance preview,
 * a saved language on a path without a language) is passed to the app and its answer not kept; any
 * other cookie is served from the cache.
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
    if (url.includes("/shareable-")) {
      response
        .writeHead(200, {
          "content-type": "text/html",
          "cache-control": "public, s-maxage=60, stale-while-revalidate=86400",
        })
        // What a visitor with cookies got from the app, so a copy kept for everybody would show.
        .end(request.headers.cookie ? "<p>page for a cookie</p>" : "<p>page</p>");
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

/** A view of the page through nginx, its path sent as written (fetch would resolve dot segments): what it answered, and whether from its cache. */
function view(pagePath: string, cookie?: string): Promise<{ body: string; cache: string | null }> {
  const headers = { "accept-encoding": "identity", ...(cookie === undefined ? {} : { cookie }) };
  return new Promise((resolve, reject) => {
    http
      .get(`${nginx.origin}/`, { path: pagePath, headers }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ body, cache: String(response.headers["x-cache-status"] ?? "") || null }));
      })
      .on("error", reject);
  });
}

/** The app's answers for the path so far. */
const fetches = (pagePath: string) => fetchesOf.get(pagePath) ?? 0;

describe("nginx's cache and the visitor's cookies", () => {
  const UNRELATED = "_ga=GA1.2.1234.5678; cookie-consent=analytics";

  test("a visitor whose cookies the pages do not read is answered from the cache, on any page", async () => {
    for (const pagePath of [`/shareable-analytics-${run}`, `/en/shareable-analytics-${run}`]) {
      expect((await view(pagePath)).cache).toBe("MISS");
      expect(await view(pagePath, UNRELATED)).toEqual({ body: "<p>page</p>", cache: "HIT" });
      expect(fetches(pagePath)).toBe(1);
    }
  });

  test("a saved language is answered from the cache where the path names the language", async () => {
    for (const locale of SHIPPED_LOCALES) {
      const pagePath = `/${locale}/shareable-language-${run}`;
      expect((await view(pagePath)).cache).toBe("MISS");
      expect(await view(pagePath, `${UNRELATED}; ${SAVED_LANGUAGE_COOKIE}=de`)).toEqual({
        body: "<p>page</p>",
        cache: "HIT",
      });
    }
  });

  const changing: [string, string, string][] = [
    ...SESSION_COOKIES.map((name): [string, string, string] => [
      "a session",
      `/en/shareable-session-${name}-${run}`,
      `${name}=eyJ`,
    ]),
    ["a session in pieces", `/en/shareable-pieces-${run}`, `${SESSION_COOKIES[1]}.0=eyJ; ${SESSION_COOKIES[1]}.1=abc`],
    ["the maintenance preview", `/en/shareable-preview-${run}`, `${UNRELATED}; ${MAINTENANCE_PREVIEW_COOKIE}=1`],
    ...["__prerender_bypass", "preview-item", "preview-link"].map((name): [string, string, string] => [
      "a draft preview",
      `/en/shareable-draft-${name}-${run}`,
      `${UNRELATED}; ${name}=x`,
    ]),
    ["a saved language, no language in the path", `/shareable-saved-${run}`, `${SAVED_LANGUAGE_COOKIE}=en`],
    ["a saved language, a dot segment", `/en/%2e%2e/shareable-dots-${run}`, `${SAVED_LANGUAGE_COOKIE}=en`],
  ];
  test.each(changing)("%s goes to the app, whose answer is not kept for others", async (_kind, pagePath, cookie) => {
    expect(await view(pagePath, cookie)).toEqual({ body: "<p>page for a cookie</p>", cache: "BYPASS" });
    expect((await view(pagePath)).cache).toBe("MISS");
    expect((await view(pagePath)).cache).toBe("HIT");
    expect(await view(pagePath, cookie)).toEqual({ body: "<p>page for a cookie</p>", cache: "BYPASS" });
    expect(fetches(pagePath)).toBe(3);
  });
});
