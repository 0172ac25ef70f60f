import { expect, test, type Locator, type Page } from "@playwright/test";
import { formReady, signedInAdmin } from "./admin-helpers";
import { E2E_ADMIN } from "./constants";

/**
 * A refused save puts what went wrong in view, on every admin form alike: the first field in error
 * (or, with none, the form's message) focused and scrolled into view, and a toast saying so. The
 * saves here are refused before anything is written, except the conflict's, which saves a language
 * as it was.
 */

const PHONE = { width: 390, height: 844 };

/** Scrolls to the form's "Kaydet" (the page's end on a long form), where the field is out of sight, and presses it. */
async function saveFromTheBottom(page: Page, outOfSight?: Locator) {
  const save = page.getByRole("button", { name: "Kaydet", exact: true });
  await save.scrollIntoViewIfNeeded();
  if (outOfSight) await expect(outOfSight).not.toBeInViewport();
  await save.click();
}

async function openLanguageForm(page: Page, name: string) {
  await page.goto("/admin/languages");
  await page.getByRole("link", { name: `${name} dilini düzenle` }).click();
  await formReady(page);
}

test("on the long maintenance form, a blank title is focused and brought back into view, with a toast", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  await admin.setViewportSize({ width: 1280, height: 640 });
  await admin.goto("/admin/maintenance");
  await formReady(admin);
  const title = admin.getByLabel("Başlık *");
  await title.fill("");
  await saveFromTheBottom(admin, title);
  await expect(admin.locator("#title-error")).toHaveText("Başlık gereklidir");
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // Its label too: the field stops below the header, not under the window's top edge.
  await expect(admin.locator('label[for="title"]')).toBeInViewport();
  await expect(admin.getByRole("status")).toHaveText("Kaydedilemedi: 1 alanda hata var");
  await admin.context().close();
});

test("on a phone, the first of two fields in error is focused and in view, and the toast counts both", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  await admin.setViewportSize(PHONE);
  await admin.goto("/admin/maintenance");
  await formReady(admin);
  const title = admin.getByLabel("Başlık *");
  const email = admin.getByLabel("İletişim e-postası");
  const original = await title.inputValue();
  await title.fill("");
  await email.fill("not-an-address");
  await saveFromTheBottom(admin, title);
  await expect(admin.locator("#contactEmail-error")).toHaveText("Geçerli bir e-posta adresi yazın");
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(admin.getByRole("status")).toHaveText("Kaydedilemedi: 2 alanda hata var");

  // Half fixed and sent again: each refused save brings its own first field into view.
  await title.fill(original);
  await saveFromTheBottom(admin, email);
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(admin.getByRole("status")).toHaveText("Kaydedilemedi: 1 alanda hata var");
  await admin.context().close();
});

test("a refusal that is no field's focuses the form's message and says it in the toast", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  // A short window, so that the message at the form's top is out of sight from its save button.
  await admin.setViewportSize({ width: PHONE.width, height: 480 });
  await openLanguageForm(admin, "German");
  // Someone else saves German meanwhile (as it was): this form's version is now an old one.
  const other = await admin.context().newPage();
  await openLanguageForm(other, "German");
  await other.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(other.getByRole("status")).toHaveText("Dil kaydedildi.");
  await other.close();

  await saveFromTheBottom(admin, admin.getByLabel("Dil kodu *"));
  const alert = admin.getByRole("alert").filter({ hasText: "başka biri tarafından kaydedildi" });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expect(admin.getByRole("status")).toHaveText(
    "Kaydedilemedi: Bu dil siz düzenlerken başka biri tarafından kaydedildi. Değişiklikleriniz kaydedilmedi; sayfayı yenileyip tekrar deneyin.",
  );
  await admin.context().close();
});

test("the password form, on a page with no toast of its own, shows the summary in one made for it", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  await admin.goto("/admin/account");
  await formReady(admin);
  // Refused for its confirmation alone: the password stays as it is.
  await admin.getByLabel("Mevcut şifre").fill(E2E_ADMIN.password);
  await admin.getByLabel("Yeni şifre *").fill("Ayva-Pekmez-2026!");
  await admin.getByLabel("Yeni şifre (tekrar) *").fill("Ayva-Pekmez-2027!");
  await admin.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(admin.getByText("Yeni şifreler birbirinin aynı değil.")).toBeVisible();
  await expect(admin.getByLabel("Yeni şifre (tekrar) *")).toBeFocused();
  await expect(admin.getByRole("status")).toHaveText("Kaydedilemedi: 1 alanda hata var");
  await admin.context().close();
});
