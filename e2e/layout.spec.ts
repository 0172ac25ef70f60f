import { expect, test, type Page } from "@playwright/test";
import { E2E_TRANSLATION } from "./constants";
import { hydrated, imageLoaded, PHONE, pausedClock, timerSet } from "./helpers";

test("the hero headline is whole in the server HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Fikirlerinizi koruyoruz:");
  expect(html).toMatch(/data-testid="typewriter">Patent Tescili</);
});

/** How many typing (120 ms) and pause (2000 ms) timers the page has set so far. */
const typewriterTimers = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __timerDelays: number[] }).__timerDelays.filter(
        (delay) => delay === 120 || delay === 2000,
      ).length,
  );

/** Advances the paused clock by `ms`, in which the typewriter's timer fires; waits until it has set its next one. */
async function tick(page: Page, ms: number) {
  const before = await typewriterTimers(page);
  await page.clock.runFor(ms);
  await expect.poll(() => typewriterTimers(page)).toBeGreaterThan(before);
}

test("the typewriter pauses 2000 ms on a whole phrase and types and erases 120 ms per character", async ({ page }) => {
  const first = "Patent Tescili";
  const second = "Marka Tescili";
  await pausedClock(page);
  await page.goto("/");
  const typed = page.getByTestId("typewriter");
  // The first phrase is shown whole; the pause's timer is set once the page runs.
  await timerSet(page, 2000);
  await expect(typed).toHaveText(first);
  await page.clock.runFor(1999);
  await expect(typed).toHaveText(first);
  await tick(page, 1);
  await expect(typed).toHaveText(first.slice(0, -1));
  await page.clock.runFor(119);
  await expect(typed).toHaveText(first.slice(0, -1));
  // Erased one character per 120 ms.
  for (let length = first.length - 2; length >= 0; length--) {
    await tick(page, 120);
    await expect(typed).toHaveText(first.slice(0, length));
  }
  // Empty for one more step, then the next phrase is typed one character per 120 ms.
  await tick(page, 120);
  await expect(typed).toHaveText("");
  await tick(page, 120);
  await expect(typed).toHaveText("M");
  await page.clock.runFor(119);
  await expect(typed).toHaveText("M");
  for (let length = 2; length <= second.length; length++) {
    await tick(page, 120);
    await expect(typed).toHaveText(second.slice(0, length));
  }
  // Typed whole, it stands for exactly 2000 ms before erasing starts.
  await page.clock.runFor(1999);
  await expect(typed).toHaveText(second);
  await tick(page, 1);
  await expect(typed).toHaveText(second.slice(0, -1));
});

test("the typewriter stands still under prefers-reduced-motion", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const page = await context.newPage();
  await pausedClock(page);
  await page.goto("/en");
  const typed = page.getByTestId("typewriter");
  await hydrated(typed);
  await expect(typed).toHaveText("Patent Registration");
  // Far beyond a pause and a whole erase of the phrase.
  await page.clock.runFor(10_000);
  await expect(typed).toHaveText("Patent Registration");
  expect(await page.evaluate(() => (window as unknown as { __timerDelays: number[] }).__timerDelays)).not.toContain(
    2000,
  );
  await context.close();
});

test("the hero keeps its height whatever the typewriter shows, at every width (no layout shift)", async ({
  browser,
  baseURL,
}) => {
  // Under reduced motion the typewriter stands still, so the test alone writes into it.
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  const typed = page.getByTestId("typewriter");
  const phrases = (await page.locator("#hero-title .visually-hidden").innerText()).split(", ");
  expect(phrases).toEqual([
    "Patent Tescili",
    "Marka Tescili",
    "Endüstriyel Tasarım",
    "Telif Hakları",
    "Hukuki Danışmanlık",
  ]);
  const title = page.locator("#hero-title");
  const heights = async () => {
    const seen = new Set<number>();
    for (const text of ["", ...phrases, "P"]) {
      await typed.evaluate((element, value) => (element.textContent = value), text);
      seen.add(Math.round((await title.boundingBox())!.height));
    }
    return [...seen];
  };
  for (const width of [320, 390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await heights(), `at ${width} px`).toHaveLength(1);
  }
  await context.close();
});

test("the home hero is exactly 40vh on a phone and 45vh on a desktop, its headline and buttons inside it, in every language", async ({
  page,
}) => {
  const screens = [
    { width: 390, height: 844, share: 0.4 },
    { width: 360, height: 640, share: 0.4 },
    { width: 1280, height: 1000, share: 0.45 },
    { width: 1366, height: 768, share: 0.45 },
  ];
  for (const home of ["/", "/en", "/de", "/ru"]) {
    for (const { share, ...viewport } of screens) {
      await page.setViewportSize(viewport);
      await page.goto(home);
      const hero = page.locator("section[aria-labelledby='hero-title']");
      const box = (await hero.boundingBox())!;
      const where = `${home} at ${viewport.width}x${viewport.height}`;
      expect(Math.abs(box.height - viewport.height * share), where).toBeLessThanOrEqual(1);
      // Its content fits: the last button ends inside it.
      const last = (await hero.getByRole("link").last().boundingBox())!;
      expect(last.y + last.height, where).toBeLessThanOrEqual(box.y + box.height);
    }
  }
});

test("inner pages have a compact band instead of the full hero: on a phone their own heading is on the first screen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/kurumsal", "/ekibimiz", "/iletisim", "/en/hizmetler", "/marka"]) {
    await page.goto(path);
    const hero = page.locator("section[aria-labelledby='hero-title']");
    // Still the headline and both buttons, without the lead.
    await expect(
      hero
        .getByRole("link", { name: "Ücretsiz Ön Görüşme" })
        .or(hero.getByRole("link", { name: "Free Initial Consultation" })),
    ).toBeVisible();
    await expect(
      hero.locator("p").filter({ hasText: /başvurularınızı Türkiye|design filings in Türkiye/ }),
    ).toBeHidden();
    const headingTop = await page
      .getByRole("main")
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    expect(headingTop, path).toBeLessThan(PHONE.height * 0.6);
  }
});

test("on a phone the menu toggle opens the navigation", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Ana menü" });
  await expect(nav).toBeHidden();
  const toggle = page.locator('button[aria-controls="main-navigation"]');
  await expect(toggle).toHaveText("Menü");
  // Closed, its icon is three bars; open, a cross (the middle bar gone, the others turned).
  const icon = toggle.locator(".menu-icon");
  const bars = () =>
    icon.evaluate((element) => ({
      middle: getComputedStyle(element).backgroundColor,
      top: getComputedStyle(element, "::before").transform,
    }));
  expect(await bars()).toEqual({ middle: expect.not.stringMatching(/rgba\(0, 0, 0, 0\)/), top: "none" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(bars).toEqual({ middle: "rgba(0, 0, 0, 0)", top: expect.stringMatching(/^matrix\(0\.70/) });
  await expect(nav.getByRole("link", { name: "İletişim" })).toBeVisible();
  await nav.getByRole("link", { name: "Kurumsal" }).click();
  await expect(page).toHaveURL(/\/kurumsal$/);
  await expect(nav).toBeHidden();
});

test("on a phone without JavaScript the navigation stays open and the toggle, which could do nothing, is not shown", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Ana menü" });
  await expect(nav.getByRole("link", { name: "İletişim" })).toBeVisible();
  await expect(page.locator('button[aria-controls="main-navigation"]')).toBeHidden();
  await context.close();
});

test("the language switcher shows each language's flag as an image, never as emoji letters", async ({ page }) => {
  await page.goto("/");
  const switcher = page.locator("header details");
  await expect(switcher.locator("summary img")).toHaveAttribute("src", /\/flags\/tr\.svg$/);
  await switcher.locator("summary").click();
  const links = switcher.getByRole("link");
  await expect(links).toHaveCount(4);
  for (const [index, country] of ["tr", "gb", "de", "ru"].entries()) {
    const flag = links.nth(index).locator("img");
    await expect(flag).toHaveAttribute("src", new RegExp(`/flags/${country}\\.svg$`));
    // Decorative: the language's name and code beside it are the link's text.
    await expect(flag).toHaveAttribute("alt", "");
    await expect(flag).toBeVisible();
    await expect.poll(() => imageLoaded(flag)).toBe(true);
  }
  // A flag emoji is two regional indicator letters, shown as "TR" where the system has no flags.
  await expect(switcher).not.toHaveText(/[\u{1F1E6}-\u{1F1FF}]/u);
});

test("the footer has the address, contact links, quick and service links, and this year's copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Bursa, Türkiye")).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  for (const href of [
    "/patent",
    "/marka",
    "/tasarim",
    "/hukuki-danismanlik",
    "/gizlilik-politikasi",
    "/kullanim-kosullari",
    "/aydinlatma-metni",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("interface strings: Turkish unchanged, then the database row, then the shipped file", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: E2E_TRANSLATION.source })).toBeVisible();
  await page.goto("/en");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: E2E_TRANSLATION.text })).toBeVisible();
  await page.goto("/de");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Schnellzugriff" })).toBeVisible();
});
