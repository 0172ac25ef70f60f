import { expect, test, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { hydrated } from "./helpers";

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

/** The header's link to a page, once React has taken it over (before that it is a plain link). */
async function headerLink(page: Page, name: string) {
  const link = page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name, exact: true });
  await hydrated(link);
  return link;
}

/** Marks the document shown: a full page load starts a new one, without the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test("a link opens its page in the same document, at the top of the view, and Back returns", async ({ page }) => {
  await page.goto(paths.home);
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Ekibimiz" });
  await hydrated(footerLink);
  await markDocument(page);
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page).toHaveURL(new RegExp(`${paths.team}$`));
  await expect(page).toHaveTitle(/^Ekibimiz/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await isSameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await isSameDocument(page)).toBe(true);
});

test("Enter on a focused link opens its page in the same document", async ({ page }) => {
  await page.goto(paths.home);
  const about = await headerLink(page, "Kurumsal");
  await markDocument(page);
  await about.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
  await expect(page).toHaveTitle(/^Kurumsal/);
  expect(await isSameDocument(page)).toBe(true);
});

test("a page is fetched ahead when a visitor points at its link or focuses it, not for every link on the screen", async ({
  page,
}) => {
  const fetchedAhead: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) fetchedAhead.push(new URL(request.url()).pathname);
  });
  await page.goto(paths.home, { waitUntil: "networkidle" });
  const about = await headerLink(page, "Kurumsal");
  expect(fetchedAhead).toEqual([]);
  await about.hover();
  await expect.poll(() => fetchedAhead).toContain(paths.about);
  await (await headerLink(page, "İletişim")).focus();
  await expect.poll(() => fetchedAhead).toContain(paths.contact);
  expect(fetchedAhead).not.toContain(paths.team);
});

test("a click with Ctrl or ⌘ is left to the browser: the page opens in a new tab and this one stays", async ({
  page,
  context,
}) => {
  await page.goto(paths.home);
  const about = await headerLink(page, "Kurumsal");
  const opened = context.waitForEvent("page");
  await about.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${paths.about}$`));
  await expect(page).toHaveURL(/\/$/);
});
