import { expect, test } from "@playwright/test";

/** No link on the site answers 404: crawl every internal link reachable from home, in tr and en. */
test("every internal link of every page answers, in tr and en", async ({ request }) => {
  test.setTimeout(240_000);
  const seen = new Set<string>();
  const queue = ["/", "/en"];
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await request.get(path);
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]+)/g)) {
      // The language switch (/api/language) stores a choice, so it is tested on its own (routing.spec.ts).
      if (!href || !href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) continue;
      const target = href.replace(/&amp;/g, "&");
      const isCrawled = !/^\/(de|ru|az)(\/|$)/.test(target);
      if (!seen.has(target) && isCrawled) queue.push(target);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});
