import { expect, test } from "@playwright/test";
import { E2E_INACTIVE_LANGUAGE } from "./constants";
import { seededTopic } from "./helpers";

test.describe("routes and languages", () => {
  test("Turkish lives at unprefixed URLs; /tr/… redirects there", async ({ page, request }) => {
    const { categoryPath } = seededTopic("tr");
    const response = await request.get(`/tr${categoryPath}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(new RegExp(`${categoryPath}$`));
    await page.goto(categoryPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });

  test("an unknown category or topic gets the localized 404", async ({ page }) => {
    const tr = await page.goto("/boyle-bir-kategori-yok");
    expect(tr?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
    const en = await page.goto(`${seededTopic("en").categoryPath}/no-such-topic`);
    expect(en?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("an inactive language is not served and not offered: its addresses lead to the page in another language", async ({
    page,
    browser,
    baseURL,
  }) => {
    const response = await page.request.get(`/${E2E_INACTIVE_LANGUAGE}/kurumsal?ref=x`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers().location!, baseURL);
    expect(`${location.pathname}${location.search}`).toBe("/kurumsal?ref=x");
    // Its topic's address leads to the topic's Turkish version (the default language).
    const inactive = seededTopic(E2E_INACTIVE_LANGUAGE);
    await page.goto(inactive.topicPath);
    await expect(page).toHaveURL(new RegExp(`${seededTopic("tr").topicPath}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    // With a saved choice, to that language's version.
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "selectedLanguage", value: "en", url: baseURL! }]);
    const visitor = await context.newPage();
    await visitor.goto(inactive.topicPath);
    await expect(visitor).toHaveURL(new RegExp(`${seededTopic("en").topicPath}$`));
    await context.close();
    await page.goto("/");
    await page.locator("header summary").click();
    await expect(page.locator(`a[hreflang="en"]`).first()).toBeVisible();
    await expect(page.locator(`header a[hreflang="${E2E_INACTIVE_LANGUAGE}"]`)).toHaveCount(0);
  });

  test("the language dropdown shows each language's code beside its flag", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header summary")).toHaveText(/TR/);
    await page.locator("header summary").click();
    const menu = page.locator("header details ul");
    // A flag alone is a box or two letters where no emoji font exists; the code always tells.
    await expect(menu.getByRole("link")).toHaveText([
      /Türkçe\s+TR$/,
      /English\s+EN$/,
      /Deutsch\s+DE$/,
      /Русский\s+RU$/,
    ]);
    await expect(menu.getByRole("link", { name: "English", exact: true })).toBeVisible();
  });

  test("reserved first segments are pages, never categories", async ({ request }) => {
    for (const path of ["/kurumsal", "/hizmetler", "/ekibimiz", "/iletisim"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe("the saved language choice", () => {
  test("an unprefixed URL redirects (307) to the saved language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "selectedLanguage", value: "en", url: baseURL! }]);
    const response = await context.request.get("/kurumsal", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/en\/kurumsal$/);
    await context.close();
  });

  test("a Turkish topic's address, opened with English saved, lands on its English version", async ({
    browser,
    baseURL,
  }) => {
    const tr = seededTopic("tr");
    const en = seededTopic("en");
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "selectedLanguage", value: "en", url: baseURL! }]);
    const page = await context.newPage();
    const response = await page.goto(`${tr.topicPath}?ref=search`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${en.topicPath}\\?ref=search$`));
    await expect(page.getByRole("heading", { level: 1, name: en.topic.title })).toBeVisible();
    await page.goto(tr.categoryPath);
    await expect(page).toHaveURL(new RegExp(`${en.categoryPath}$`));
    // An address that is no page in Turkish either is the same address in English: its 404, in English.
    const missing = await page.goto("/yok-boyle-bir-kategori");
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/yok-boyle-bir-kategori$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("the switch answers with a path, never the host the server sees", async ({ request }) => {
    const response = await request.get("/api/language?to=en&from=tr&path=%2Fkurumsal", {
      maxRedirects: 0,
      headers: { host: "www.example.com" },
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe("/en/kurumsal");
  });

  test("the switch lands on the counterpart topic, stores the choice, and Turkish can be chosen back", async ({
    page,
  }) => {
    const tr = seededTopic("tr");
    const en = seededTopic("en");
    await page.goto(tr.topicPath);
    await page.locator("header summary").click();
    await page.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(new RegExp(`${en.topicPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: en.topic.title })).toBeVisible();

    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);

    await page.locator("header summary").click();
    await page.getByRole("link", { name: /Türkçe/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await page.goto("/kurumsal");
    await expect(page).toHaveURL(/\/kurumsal$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });
});
