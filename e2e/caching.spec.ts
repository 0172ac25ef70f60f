import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
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
];

test("the build prerenders every public route on demand (ISR), none is rendered per request", () => {
  const manifest = JSON.parse(readFileSync(path.join(".next", "prerender-manifest.json"), "utf8")) as { dynamicRoutes: Record<string, unknown> };
  expect(Object.keys(manifest.dynamicRoutes).sort()).toEqual(expect.arrayContaining(PUBLIC_ROUTES.sort()));
});

test("a second view of a public page is served from Next's cache", async ({ request }) => {
  for (const pagePath of ["/", "/en", seededTopic("tr").topicPath, seededTopic("en").categoryPath, "/ekibimiz", "/en/iletisim"]) {
    await request.get(pagePath);
    const second = await request.get(pagePath);
    expect(second.status(), pagePath).toBe(200);
    expect(second.headers()["x-nextjs-cache"], pagePath).toBe("HIT");
  }
});
