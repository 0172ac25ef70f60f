import { randomBytes } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./constants";

/** A signed-in admin in a context of its own (and its own address, so login limits never collide). */
export async function signedInAdmin(browser: Browser, baseURL: string | undefined, lang: "tr" | "en" = "tr"): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.${randomBytes(3).join(".")}` } });
  const page = await context.newPage();
  await page.goto(lang === "tr" ? "/admin" : `/${lang}/admin`);
  await page.locator("#login-email").fill(E2E_ADMIN.email);
  await page.locator("#login-password").fill(E2E_ADMIN.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

/** Waits until an admin form runs in the browser: typed before that, the slug would not follow the title. */
export async function formReady(page: Page): Promise<void> {
  await page.locator("form[data-ready]").first().waitFor();
}

/** Creates a category through the (Turkish) admin form, its slug made from the title; back on the list afterwards. */
export async function createCategoryInForm(page: Page, languageCode: string, title: string): Promise<void> {
  await page.goto(`/admin/categories/new?lang=${languageCode}`);
  await formReady(page);
  await page.getByLabel("Başlık *").fill(title);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL(new RegExp(`lang=${languageCode}&saved=`));
}
