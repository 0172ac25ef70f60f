import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAdminOnE2e, onE2eDatabase, runId } from "./admin-helpers";
import { hasHorizontalScroll, PHONE } from "./helpers";

/**
 * "Change my password": the rule's refusals in the admin's language, and a change that
 * ends the administrator's sessions in other browsers while this one stays signed in.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const ADMIN = { email: `account-${RUN}@example.com`, password: `first-password-${RUN}` };
const NEW_PASSWORD = `second password ${RUN}`;

test.beforeAll(async () => {
  expect(await createAdminOnE2e(ADMIN)).toBe(true);
});
test.afterAll(async () => {
  await onE2eDatabase(`DELETE FROM "AdminUser" WHERE email = $1`, [ADMIN.email]);
  await onE2eDatabase(`DELETE FROM "LoginFailure" WHERE email = $1`, [ADMIN.email]);
});

async function signedIn(browser: Browser, baseURL: string | undefined, password: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomBytes(3).join(".")}` },
  });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("E-posta").fill(ADMIN.email);
  await page.getByLabel("Şifre").fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  return page;
}

test("a password change follows the rule, ends the other sessions and keeps this one", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const other = await signedIn(browser, baseURL, ADMIN.password);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("link", { name: "Şifremi değiştir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Şifremi değiştir" })).toBeVisible();
  const change = async (current: string, next: string, confirm = next) => {
    await page.getByLabel("Mevcut şifre").fill(current);
    await page.getByLabel("Yeni şifre *", { exact: true }).fill(next);
    await page.getByLabel("Yeni şifre (tekrar)").fill(confirm);
    await page.getByRole("button", { name: "Şifreyi değiştir" }).click();
  };
  await change("not my password", NEW_PASSWORD);
  await expect(page.getByText("Mevcut şifre yanlış.")).toBeVisible();
  await change(ADMIN.password, "kısa-şifre1");
  await expect(page.getByText("Yeni şifre en az 12 karakter olmalıdır.")).toBeVisible();
  await change(ADMIN.password, "1qaz2wsx3edc");
  await expect(
    page.getByText("Bu şifre en çok kullanılan 10.000 şifreden biri; lütfen başka bir şifre seçin."),
  ).toBeVisible();
  await change(ADMIN.password, NEW_PASSWORD, `${NEW_PASSWORD}!`);
  await expect(page.getByText("Yeni şifreler birbirinin aynı değil.")).toBeVisible();
  // Nothing typed is kept in the page after an answer.
  await expect(page.getByLabel("Mevcut şifre")).toHaveValue("");

  await change(ADMIN.password, NEW_PASSWORD);
  await expect(page.getByRole("status").filter({ hasText: "Şifreniz değiştirildi." })).toBeVisible();

  // This browser stays signed in; the other one's session has ended.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await other.goto("/admin/dashboard");
  await expect(other).toHaveURL(/\/admin\?from=/);

  // The old password opens nothing any more; the new one does.
  const old = await signedIn(browser, baseURL, ADMIN.password);
  await expect(old.locator("form").getByRole("alert")).toHaveText("Geçersiz email veya şifre");
  const fresh = await signedIn(browser, baseURL, NEW_PASSWORD);
  await expect(fresh).toHaveURL(/\/admin\/dashboard$/);
  for (const one of [page, other, old, fresh]) await one.context().close();
});

test("on a phone the link is in the sections' menu, and the page fits the screen", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.setViewportSize(PHONE);
  await expect(page.locator("header").getByRole("link", { name: "Şifremi değiştir" })).toBeHidden();
  const menu = page.getByRole("navigation", { name: "Yönetim bölümleri" });
  await menu.getByText("Menü: Gösterge Paneli").click();
  await menu.getByRole("link", { name: "Şifremi değiştir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Şifremi değiştir" })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: "test-results/admin-phone-account.png" });
  await page.context().close();
});
