import { expect, test, type Locator } from "@playwright/test";
import { signedInAdmin } from "./admin-helpers";
import { hasHorizontalScroll, PHONE } from "./helpers";

/** How wide an element is drawn (a visually hidden one is 1 px at most). */
const shownWidth = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

test("on a phone the admin header is one compact line, the tabs a menu, and list rows wrap their actions", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.setViewportSize(PHONE);
  await page.goto("/admin/categories?lang=tr");
  const header = page.locator("header").first();
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(56);
  // The e-mail and the languages' names are read out, not shown: the codes are.
  const logout = page.getByRole("button", { name: "Çıkış Yap (e2e-admin@example.com)" });
  await expect(logout).toBeVisible();
  expect(await shownWidth(logout.getByText("(e2e-admin@example.com)"))).toBeLessThanOrEqual(1);
  const languages = page.getByRole("navigation", { name: "Yönetim dili" });
  await expect(languages.getByRole("link", { name: "English" })).toBeVisible();
  expect(await shownWidth(languages.getByText("English"))).toBeLessThanOrEqual(1);
  await expect(languages.getByText("EN", { exact: true })).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "Yönetim bölümleri" });
  await expect(tabs.getByRole("link", { name: "Diller" })).toBeHidden();
  await tabs.getByText("Menü: Kategoriler").click();
  await tabs.getByRole("link", { name: "Diller" }).click();
  await expect(page).toHaveURL(/\/admin\/languages$/);
  // Header and menu together take a small part of the screen.
  const menu = page.getByText("Menü: Diller");
  const menuBox = await menu.boundingBox();
  expect(menuBox!.y + menuBox!.height).toBeLessThan(120);

  // Every row's actions are on the screen: nothing scrolls sideways.
  await page.goto("/admin/categories?lang=tr");
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expect(page.locator("tbody tr").first()).toBeVisible();
  // Below the list's filter and its bulk bar on a phone: scrolled to, it must fit the width whole.
  await page.locator("tbody tr").first().scrollIntoViewIfNeeded();
  const rightmostAction = await page
    .locator("tbody")
    .evaluate((body) =>
      Math.max(...[...body.querySelectorAll("a, button")].map((element) => element.getBoundingClientRect().right)),
    );
  await expect(
    page
      .locator("tbody tr")
      .first()
      .getByRole("button", { name: / kategorisini sil$/ }),
  ).toBeInViewport({ ratio: 1 });
  expect(rightmostAction).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: "test-results/admin-phone-categories.png" });
  await page.context().close();
});

test("on a desktop the tabs are a row and no menu shows", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  const tabs = page.getByRole("navigation", { name: "Yönetim bölümleri" });
  await expect(tabs.getByRole("link")).toHaveCount(await tabs.locator(":scope > div a").count());
  await expect(tabs.getByText(/^Menü:/)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Yönetim dili" }).getByRole("link")).toHaveText(
    ["Türkçe", "English", "Deutsch"],
    { useInnerText: true },
  );
  await page.context().close();
});

for (const [prefix, title, back] of [
  ["", "Sayfa bulunamadı", "Gösterge paneline dön"],
  ["/en", "Page not found", "Back to the dashboard"],
  ["/de", "Seite nicht gefunden", "Zurück zur Übersicht"],
] as const) {
  test(`an unknown admin address answers 404 in the admin's language (${prefix || "/"})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInAdmin(browser, baseURL);
    const response = await page.goto(`${prefix}/admin/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", prefix ? prefix.slice(1) : "tr");
    await page.getByRole("link", { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/dashboard$`));
    await page.context().close();
  });
}

test("a record that no longer exists shows the admin's 404 too", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL, "en");
  const response = await page.goto("/en/admin/categories/2147483000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.context().close();
});
