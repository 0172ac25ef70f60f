import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";

const NAV_TR = ["Ana Sayfa", "Kurumsal", "Hizmetlerimiz", "Ekibimiz", "İletişim"];

test("the Turkish home page shows the five nav links and the active Turkish categories", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const nav = page.getByRole("navigation", { name: "Ana menü" });
  for (const label of NAV_TR) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Konu menüsü" });
  for (const category of seedCategories.tr) {
    await expect(menu.getByRole("link", { name: category.title, exact: true })).toHaveAttribute("href", `/${category.slug}`);
  }
});

test("the English home page lists the English categories under /en", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const menu = page.getByRole("navigation", { name: "Topic menu" });
  for (const category of seedCategories.en) {
    await expect(menu.getByRole("link", { name: category.title, exact: true })).toHaveAttribute("href", `/en/${category.slug}`);
  }
  await expect(menu.getByRole("link", { name: seedCategories.tr[0]!.title, exact: true })).toHaveCount(0);
});
