import { expect, type Locator, type Page } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { prefixedPath, type ShippedLocale as Locale } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { isServicePageSlug } from "@/lib/site/services";

/**
 * The first seeded category that belongs to no service (the others are shown on their service's page,
 * /patent, /marka…: lib/site/services.ts), the same one in every language (the seed keeps one order).
 */
export const PLAIN_CATEGORY = seedCategories.tr.findIndex((category) => !isServicePageSlug(category.slug));

/** A seeded category (by default one of no service, a category page of its own) and topic of a language. */
export function seededTopic(locale: Locale, categoryIndex = PLAIN_CATEGORY, topicIndex = 0) {
  const category = seedCategories[locale][categoryIndex]!;
  const topic = category.topics[topicIndex]!;
  return {
    category,
    topic,
    categoryPath: prefixedPath(locale, paths.category(category.slug)),
    topicPath: prefixedPath(locale, paths.topic(category.slug, topic.slug)),
  };
}

export const PHONE = { width: 390, height: 844 };

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Chooses a language in the public header's switch, as a visitor does. */
export async function switchLanguage(page: Page, name: RegExp | string): Promise<void> {
  await page.locator("header summary").click();
  await page.getByRole("link", { name }).click();
}

/**
 * Installs Playwright's clock before the page loads, paused: no timer of the page fires until the
 * test advances the clock (page.clock.runFor). The delays of the timers the page sets are recorded,
 * so a test can wait until a component has set its timer before it advances.
 */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date("2026-03-02T09:00:00+03:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.addInitScript(() => {
    const delays: number[] = [];
    Object.assign(window, { __timerDelays: delays });
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      delays.push(Number(delay ?? 0));
      return setTimer(handler, delay, ...args);
    }) as typeof window.setTimeout;
  });
}

/** Waits until the page has set a timer of this delay (the clock being paused, it has not fired). */
export async function timerSet(page: Page, delay: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (wanted) => (window as unknown as { __timerDelays: number[] }).__timerDelays.includes(wanted),
          delay,
        ),
      {
        message: `a ${delay} ms timer was never set`,
      },
    )
    .toBe(true);
}

/** Whether React has hydrated the element (it carries React's fiber once hydrated). */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}

/** Whether an image has arrived and decoded (not a broken or empty one). */
export const imageLoaded = (image: Locator): Promise<boolean> =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
