import { readFileSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BUILD_DIR } from "@/lib/site/build-dir";
import { seededTopic } from "./helpers";

const PUBLIC_ROUTES = [
  "/[locale]",
  "/[locale]/[category]",
  "/[locale]/[category]/[topic]",
  "/[locale]/kurumsal",
  "/[locale]/hizmetler",
  "/[locale]/ekibimiz",
  "/[locale]/iletisim",
  "/[locale]/gizlilik-politikasi",
  "/[locale]/kullanim-kosullari",
  "/[locale]/aydinlatma-metni",
];

test("the build prerenders every public route on demand (ISR), none is rendered per request", () => {
  const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, "prerender-manifest.json"), "utf8")) as {
    dynamicRoutes: Record<string, unknown>;
  };
  expect(Object.keys(manifest.dynamicRoutes).sort()).toEqual(expect.arrayContaining(PUBLIC_ROUTES.sort()));
});

test("a second view of a public page is served from Next's cache", async ({ request }) => {
  for (const pagePath of [
    "/",
    "/en",
    seededTopic("tr").topicPath,
    seededTopic("en").categoryPath,
    "/ekibimiz",
    "/en/iletisim",
  ]) {
    await request.get(pagePath);
    const second = await request.get(pagePath);
    expect(second.status(), pagePath).toBe(200);
    expect(second.headers()["x-nextjs-cache"], pagePath).toBe("HIT");
  }
});

test("a cached public page sets no cookie and tells shared caches how long to keep it, for a browser's request too", async ({
  request,
}) => {
  // A browser's first visit, in another language than the page's: when next-intl used to set NEXT_LOCALE.
  const browserLike = { "sec-fetch-dest": "document", "accept-language": "en-US,en;q=0.9" };
  for (const pagePath of [
    "/",
    "/en",
    "/de/ekibimiz",
    seededTopic("tr").topicPath,
    seededTopic("en").categoryPath,
    "/iletisim",
  ]) {
    await request.get(pagePath, { headers: browserLike });
    const cached = await request.get(pagePath, { headers: browserLike });
    expect(cached.headers()["x-nextjs-cache"], pagePath).toBe("HIT");
    expect(cached.headers()["set-cookie"], pagePath).toBeUndefined();
    expect(cached.headers()["cache-control"], pagePath).toBe("public, s-maxage=60, stale-while-revalidate=86400");
  }
});

/** A GET as raw bytes, not decompressed, with the headers it came with. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("a cached page is compressed once per cache entry: brotli once made, gzip meanwhile and for clients without it", async ({
  baseURL,
}) => {
  const url = `${baseURL}${seededTopic("tr").topicPath}`;
  const plain = await rawGet(url, {});
  expect(plain.headers["content-encoding"]).toBeUndefined();
  await expect
    .poll(async () => (await rawGet(url, { "accept-encoding": "gzip, deflate, br" })).headers["content-encoding"])
    .toBe("br");
  const brotli = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
  const gzip = await rawGet(url, { "accept-encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
  // One validator whatever the encoding: a revisit with it is a 304.
  expect(brotli.headers.etag).toBe(gzip.headers.etag);
  const revisit = await rawGet(url, { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
  expect(revisit.status).toBe(304);
});
