import { expect, test, type BrowserContext } from "@playwright/test";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { seededTopic } from "./helpers";

/**
 * Nothing on a page moves by itself: over 15 seconds after it opens (the hero's typewriter types
 * and erases phrases of every length meanwhile, fonts and pictures arrive), the layout shifts of the
 * home, a category, an article, the team and the contact page add up to less than 0.01, on a phone
 * and a desktop, in every language the e2e data serves. The pages of one language are watched side by side.
 */
const OBSERVED_MS = 15_000;
const BUDGET = 0.01;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Records the page's layout shifts not caused by input, from its first paint on, with what moved (for the failure's message). */
const SHIFT_RECORDER = () => {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
  const shifts: { value: number; at: number; moved: string }[] = [];
  Object.assign(window, { __layoutShifts: shifts });
  const named = (node?: Node | null) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 60) : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[])
      if (!entry.hadRecentInput)
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map((source) => named(source.node)).join(" "),
        });
  }).observe({ type: "layout-shift", buffered: true });
};

function pagesOf(locale: "tr" | "en" | "de" | "ru"): string[] {
  const pages = [paths.home, paths.team, paths.contact].map((path) => prefixedPath(locale, path));
  // The seeded content's paths come with their prefix.
  if (locale === "tr" || locale === "en") {
    const { categoryPath, topicPath } = seededTopic(locale);
    pages.push(categoryPath, topicPath);
  }
  return pages;
}

async function watch(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.addInitScript(SHIFT_RECORDER);
  await page.goto(path);
  return page;
}

for (const locale of ["tr", "en", "de", "ru"] as const) {
  test(`no page moves by itself over 15 s in ${locale}, on a phone or a desktop`, async ({ browser, baseURL }) => {
    // Ten pages opened at once, each rendered for the first time when this file runs first, on a
    // 2-core machine also running the other tests: about 26 s alone, over 90 s beside the HTML checker.
    test.setTimeout(180_000);
    const contexts = await Promise.all(VIEWPORTS.map((viewport) => browser.newContext({ baseURL, viewport })));
    const watched = await Promise.all(
      contexts.flatMap((context) => pagesOf(locale).map(async (path) => ({ path, page: await watch(context, path) }))),
    );
    // The observation itself: each page watched until 15 s of its own time (since it was opened) have passed.
    for (const { page } of watched)
      await expect
        .poll(() => page.evaluate(() => performance.now()), { timeout: OBSERVED_MS + 20_000 })
        .toBeGreaterThan(OBSERVED_MS);
    for (const { path, page } of watched) {
      expect(await page.getByRole("main").getByRole("heading", { level: 1 }).textContent(), path).not.toMatch(
        /404|bulunamadı|not found/i,
      );
      type Recorded = { value: number; at: number; moved: string }[];
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Recorded }).__layoutShifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${path} at ${page.viewportSize()?.width}px: ${JSON.stringify(shifts)}`).toBeLessThan(BUDGET);
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
}
