import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAdminOnE2e, onE2eDatabase, runId } from "./admin-helpers";
import { E2E_ADMIN, E2E_OTHER_ADMIN } from "./constants";

/** E-mails of this run only: one locked by the failure test, one that belongs to nobody. */
const RUN = runId();
const LOCKED_EMAIL = `locked-${RUN}@example.com`;
const NOBODY_EMAIL = `nobody-${RUN}@example.com`;
/** An administrator of this run, whose e-mail the device test locks for unknown browsers. */
const DEVICE_ADMIN = { email: `device-${RUN}@example.com`, password: `device-password-${RUN}` };

// The failed sign-ins this file makes (and the lock) are removed, so that runs never add up to a lock.
test.afterAll(async () => {
  const emails = [LOCKED_EMAIL, NOBODY_EMAIL, E2E_OTHER_ADMIN.email, DEVICE_ADMIN.email];
  await onE2eDatabase(`DELETE FROM "LoginFailure" WHERE email = ANY($1)`, [emails]);
  await onE2eDatabase(`DELETE FROM "LoginLock" WHERE key = ANY($1)`, [emails.map((email) => `email:${email}`)]);
  await onE2eDatabase(`DELETE FROM "AdminUser" WHERE email = $1`, [DEVICE_ADMIN.email]);
});

/** Each test signs in from an address of its own, so the per-IP limit of one never blocks another. */
async function newAdminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomBytes(3).join(".")}` },
  });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre").fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

test("an anonymous visitor at the dashboard goes to /admin, and after signing in comes back", async ({
  browser,
  baseURL,
}) => {
  const page = await newAdminPage(browser, baseURL);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\?from=%2Fadmin%2Fdashboard$/);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gösterge Paneli" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Çıkış Yap (${E2E_ADMIN.email})` })).toBeVisible();
  await expect(page.getByTestId("count-categories")).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByText("Veritabanı: Bağlı")).toBeVisible();

  // Signed in, the sign-in page moves on to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().close();
});

test("wrong e-mail and wrong password get the same message; empty fields are required", async ({
  browser,
  baseURL,
}) => {
  const page = await newAdminPage(browser, baseURL);
  await page.goto("/admin");
  const alert = page.locator("form").getByRole("alert");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(alert).toHaveText("E-posta ve şifre gereklidir");
  await signIn(page, NOBODY_EMAIL, E2E_ADMIN.password);
  await expect(alert).toHaveText("Geçersiz email veya şifre");
  await signIn(page, E2E_OTHER_ADMIN.email, "wrong password");
  await expect(alert).toHaveText("Geçersiz email veya şifre");
  await expect(page).toHaveURL(/\/admin$/);
  await page.context().close();
});

test("after 5 failures for one e-mail, even the right password is refused for a while", async ({
  browser,
  baseURL,
}) => {
  const page = await newAdminPage(browser, baseURL);
  const email = LOCKED_EMAIL;
  await page.goto("/admin");
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(page, email, `wrong-${attempt}`);
    await expect(page.locator("form").getByRole("alert")).toHaveText("Geçersiz email veya şifre");
  }
  await signIn(page, email, "anything at all");
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.",
  );
  await page.context().close();
});

test("guesses from another browser lock the e-mail, but not the administrator's usual browser", async ({
  browser,
  baseURL,
}) => {
  const created = await createAdminOnE2e(DEVICE_ADMIN);
  expect(created).toBe(true);
  const usual = await newAdminPage(browser, baseURL);
  await usual.goto("/admin");
  await signIn(usual, DEVICE_ADMIN.email, DEVICE_ADMIN.password);
  await expect(usual).toHaveURL(/\/admin\/dashboard$/);
  // The browser that signed in is remembered, in a cookie no script can read.
  const device = (await usual.context().cookies()).find((cookie) => cookie.name === "ipsite-device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await usual.getByRole("button", { name: /Çıkış Yap/ }).click();
  await expect(usual).toHaveURL(/\/admin$/);

  const attacker = await newAdminPage(browser, baseURL);
  await attacker.goto("/admin");
  const alert = attacker.locator("form").getByRole("alert");
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(attacker, DEVICE_ADMIN.email, `guess-${attempt}`);
    await expect(alert).toHaveText("Geçersiz email veya şifre");
  }
  await signIn(attacker, DEVICE_ADMIN.email, DEVICE_ADMIN.password);
  await expect(alert).toHaveText("Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.");

  await signIn(usual, DEVICE_ADMIN.email, DEVICE_ADMIN.password);
  await expect(usual).toHaveURL(/\/admin\/dashboard$/);
  await attacker.context().close();
  await usual.context().close();
});

test("logout ends the session and returns to /admin", async ({ browser, baseURL }) => {
  const page = await newAdminPage(browser, baseURL);
  await page.goto("/admin");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // While the session lives, the endpoint names its administrator.
  expect(await (await page.request.get("/api/auth/session")).json()).toMatchObject({
    user: { email: E2E_ADMIN.email },
  });
  const cookiesBeforeLogout = await page.context().cookies();
  await page.getByRole("button", { name: /Çıkış Yap/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\?from=/);
  // A copy of the old session cookie is worth nothing either: the server ended that session.
  const copy = await browser.newContext({ baseURL });
  await copy.addCookies(cookiesBeforeLogout);
  const replay = await copy.newPage();
  await replay.goto("/admin/dashboard");
  await expect(replay).toHaveURL(/\/admin\?from=/);
  // Nor does next-auth's own session endpoint answer it: no user, and no fresh cookie.
  const session = await copy.request.get("/api/auth/session");
  expect(session.status()).toBe(200);
  expect(await session.json()).toEqual({});
  expect(session.headers()["set-cookie"]).toBeUndefined();
  await copy.close();
  await page.context().close();
});

test("the admin speaks tr, en and de; its language selector goes to that dashboard; other languages lead to the Turkish admin", async ({
  browser,
  baseURL,
}) => {
  const page = await newAdminPage(browser, baseURL);
  await page.goto("/en/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administrator Sign-in" })).toBeVisible();
  await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const selector = page.getByRole("navigation", { name: "Admin language" });
  await expect(selector.getByRole("link")).toHaveText(["Türkçe", "English", "Deutsch"], { useInnerText: true });
  await selector.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  // Russian is a language of the site, not of the admin: its admin address leads to the Turkish admin.
  const russian = await page.request.get("/ru/admin", { maxRedirects: 0 });
  expect(russian.status()).toBe(307);
  expect(new URL(russian.headers().location ?? "", russian.url()).pathname).toBe("/admin");
  await page.context().close();
});

test("a return address on another site is ignored", async ({ browser, baseURL }) => {
  const page = await newAdminPage(browser, baseURL);
  await page.goto("/admin?from=https%3A%2F%2Fevil.example%2F");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/dashboard$/);
  // Signed in now: a path that dot segments would turn into "//evil.example" is ignored too.
  const response = await page.request.get("/admin?from=%2F..%2F%2Fevil.example", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toBe("/admin/dashboard");
  await page.context().close();
});

test("before its script runs, the sign-in form cannot send the password in the address", async ({ request }) => {
  const html = await (await request.get("/admin")).text();
  const form = /<form[^>]*aria-labelledby="login-title"[^>]*>/.exec(html)?.[0] ?? "";
  expect(form).toContain('method="post"');
  expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Giriş Yap<\/button>/);
});
