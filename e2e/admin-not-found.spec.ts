import { expect, test } from "@playwright/test";

/**
 * Unknown admin addresses answer the admin's own 404 in the admin's language (tr, en, de), signed in
 * or not; an admin address in a public language the admin does not speak leads to the Turkish admin.
 */
for (const [prefix, lang, heading, title, back] of [
  ["", "tr", "Sayfa bulunamadı", "Sayfa bulunamadı | Bursa Patent Yönetim", "Gösterge paneline dön"],
  ["/en", "en", "Page not found", "Page not found | Bursa Patent Admin", "Back to the dashboard"],
  ["/de", "de", "Seite nicht gefunden", "Seite nicht gefunden | Bursa Patent Verwaltung", "Zurück zur Übersicht"],
] as const) {
  test(`an unknown admin address is the admin's 404, titled in its language, signed out too (${lang})`, async ({
    page,
  }) => {
    for (const path of [`${prefix}/admin/does-not-exist`, `${prefix}/admin/does/not/exist`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("link", { name: back })).toHaveAttribute("href", `${prefix}/admin/dashboard`);
      // The admin's page, not the public site's: no public header.
      await expect(page.getByRole("banner")).toHaveCount(0);
    }
  });
}

test("an admin address under a public language the admin does not speak, or under /tr, goes to the Turkish admin", async ({
  page,
}) => {
  for (const [from, to] of [
    ["/ru/admin", "/admin"],
    ["/az/admin", "/admin"],
    ["/tr/admin", "/admin"],
    ["/ru/admin/contents?lang=ru", "/admin/contents?lang=ru"],
  ] as const) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(307);
    const location = new URL(response.headers().location ?? "", response.url());
    expect(`${location.pathname}${location.search}`, from).toBe(to);
  }
  await page.goto("/ru/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Yönetici Girişi" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
});

test("a prefix that names no language is a public address: the site's 404", async ({ page }) => {
  // "zy" is nobody's language code; any language's ("fr", even one the site does not have) leads to the admin.
  const response = await page.goto("/zy/admin");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Sayfa bulunamadı | Bursa Patent");
  await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
});
