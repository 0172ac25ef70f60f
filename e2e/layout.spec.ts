import { expect, test } from "@playwright/test";
import { E2E_TRANSLATION } from "./constants";
import { PHONE } from "./helpers";

test("the hero headline is whole in the server HTML and the typewriter moves", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Fikirlerinizi koruyoruz:");
  expect(html).toMatch(/data-testid="typewriter">Patent Tescili</);
  await page.goto("/");
  const typed = page.getByTestId("typewriter");
  await expect(typed).toHaveText("Patent Tescili");
  // 2000 ms pause, then erased at 120 ms per character.
  await expect(typed).not.toHaveText("Patent Tescili", { timeout: 5_000 });
});

test("the typewriter stands still under prefers-reduced-motion", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/en");
  await expect(page.getByTestId("typewriter")).toHaveText("Patent Registration");
  await page.waitForTimeout(3_000);
  await expect(page.getByTestId("typewriter")).toHaveText("Patent Registration");
  await context.close();
});

test("the hero takes 45vh on desktop and 40vh on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/");
  const hero = page.locator("section[aria-labelledby='hero-title']");
  expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(450);
  await page.setViewportSize(PHONE);
  expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(PHONE.height * 0.4 - 1);
});

test("on a phone the menu toggle opens the navigation", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Ana menü" });
  await expect(nav).toBeHidden();
  const toggle = page.locator('button[aria-controls="main-navigation"]');
  await expect(toggle).toHaveText("Menü");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "İletişim" })).toBeVisible();
  await nav.getByRole("link", { name: "Kurumsal" }).click();
  await expect(page).toHaveURL(/\/kurumsal$/);
  await expect(nav).toBeHidden();
});

test("the footer has the address, contact links, quick and service links, and this year's copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Bursa, Türkiye")).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  for (const href of ["/patent", "/marka", "/tasarim", "/hukuki-danismanlik", "/gizlilik-politikasi", "/kullanim-kosullari"]) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("interface strings follow spec 9: Turkish unchanged, then the database row, then the shipped file", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: E2E_TRANSLATION.source })).toBeVisible();
  await page.goto("/en");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: E2E_TRANSLATION.text })).toBeVisible();
  await page.goto("/de");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Schnellzugriff" })).toBeVisible();
});
