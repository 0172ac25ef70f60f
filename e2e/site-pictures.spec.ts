import { expect, test } from "@playwright/test";
import { imageLoaded, seededTopic } from "./helpers";

/**
 * The seeded site's pictures as a visitor gets them: the home page's beside the headline on a
 * desktop (never fetched on a phone, nor drawn on any other page), the team's portraits, and the
 * article figure, each a `<picture>` of the library's variants that loads, with its size set.
 */

test("the home page shows its picture beside the headline on a desktop, loaded at once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const picture = page.locator("section[aria-labelledby='hero-title'] picture img");
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("alt", /Tescil belgesi/);
  await expect(picture).toHaveAttribute("width", "1200");
  await expect(picture).toHaveAttribute("height", "900");
  await expect.poll(() => imageLoaded(picture)).toBe(true);
  await expect(page.locator("section[aria-labelledby='hero-title'] picture source[type='image/avif']")).toHaveAttribute(
    "srcset",
    /\/media\/\d+-[0-9a-f]{12}\/[0-9a-f]{16}\/w320\.avif 320w/,
  );
});

test("on a phone the home page fetches no picture for the hero, and other pages carry none", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const media: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/media/")) media.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("section[aria-labelledby='hero-title'] picture img")).toBeHidden();
  await page.waitForLoadState("load");
  expect(media).toEqual([]);
  // Another page carries the picture's few fields, never its sources (the page's weight).
  const topic = await page.request.get(seededTopic("tr").topicPath);
  expect(await topic.text()).not.toMatch(/\/media\/[^"]*\.avif/);
});

test("the team page shows each member's portrait, square, loaded, with its size set", async ({ page }) => {
  await page.goto("/ekibimiz");
  const portraits = page.locator("main picture img[srcset*='/media/']");
  await expect(portraits.first()).toBeVisible();
  expect(await portraits.count()).toBeGreaterThanOrEqual(4);
  const first = portraits.first();
  await expect.poll(() => imageLoaded(first)).toBe(true);
  const size = await first.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  await expect(first).toHaveAttribute("width", /\d+/);
});
