import { expect, test, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { signedInAdmin } from "./admin-helpers";
import { maintenanceSwitch, openMaintenanceTab } from "./maintenance-switch";

/**
 * A click that changes the whole public site asks first, saying what visitors will get. Only the
 * cancelled paths run here, beside the other admin files: confirming is tested where the change is
 * isolated (making a language the default in admin-languages, maintenance in maintenance-mode).
 */

/** Should a click ever make English the default without asking, Turkish is put back for the other tests. */
async function keepTurkishTheDefault(admin: Page) {
  await admin.goto("/admin/languages");
  const turkish = admin.getByRole("button", { name: "Turkish dilini varsayılan yap" });
  if ((await turkish.count()) === 0) return;
  await turkish.click();
  const confirm = admin.getByRole("dialog").getByRole("button", { name: "Varsayılan yap" });
  if (await confirm.isVisible()) await confirm.click();
  await expect(admin.getByRole("status")).toHaveText("Varsayılan dil güncellendi.");
}

const ENGLISH_QUESTION =
  "English varsayılan dil olacak. Dil belirtmeyen adresler (ör. ana sayfa) ve eski Türkçe adresler ziyaretçileri English sayfalarına yönlendirir.";

test("'Varsayılan yap' asks first, saying where visitors will go; cancelled, Turkish stays the default", async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  try {
    await admin.goto("/admin/languages");
    const english = admin.getByRole("row", { name: /English/ });
    const makeDefault = english.getByRole("button", { name: "English dilini varsayılan yap" });
    await makeDefault.click();
    const dialog = admin.getByRole("dialog", { name: "English varsayılan dil olsun mu?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(ENGLISH_QUESTION);
    await expect(dialog.getByRole("button", { name: "Varsayılan yap" })).toBeVisible();
    // Opened on "Vazgeç": Enter never confirms by accident.
    await expect(dialog.getByRole("button", { name: "Vazgeç" })).toBeFocused();
    await dialog.getByRole("button", { name: "Vazgeç" }).click();
    await expect(dialog).toBeHidden();
    await expect(makeDefault).toBeFocused();

    await admin.reload();
    await expect(admin.getByRole("row", { name: /Turkish/ }).getByText("Varsayılan", { exact: true })).toBeVisible();
    await expect(admin.getByRole("button", { name: "English dilini varsayılan yap" })).toBeVisible();
    // Visitors are not redirected anywhere: an unprefixed page is still the Turkish one.
    expect((await request.get(paths.about, { maxRedirects: 0 })).status()).toBe(200);

    // Escape cancels too; in the English admin, the question is in English.
    await admin.goto("/en/admin/languages");
    await admin.getByRole("button", { name: "Make English the default language" }).click();
    const inEnglish = admin.getByRole("dialog", { name: "Make English the default language?" });
    await expect(inEnglish).toContainText("Addresses without a language (e.g. the home page)");
    await admin.keyboard.press("Escape");
    await expect(inEnglish).toBeHidden();
  } finally {
    await keepTurkishTheDefault(admin);
    await admin.context().close();
  }
});

test("the maintenance switch asks first, saying what visitors will get; cancelled, the site stays open", async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await openMaintenanceTab(browser, baseURL);
  const toggle = maintenanceSwitch(admin);
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(admin.getByRole("group", { name: "Bakım modu" })).toContainText("Kapalı");
  await toggle.click();
  const dialog = admin.getByRole("dialog", { name: "Bakım modu açılsın mı?" });
  await expect(dialog).toContainText(
    "Ziyaretçiler siteyi değil bakım ekranını görür (503); siz oturum açıkken siteyi görmeye devam edersiniz.",
  );
  await expect(dialog.getByRole("button", { name: "Bakım modunu aç" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Vazgeç" })).toBeFocused();
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  expect((await request.get(paths.about)).status()).toBe(200);
  await admin.reload();
  await expect(admin.getByTestId("maintenance-mode")).toHaveText("Kapalı");
  await admin.context().close();
});
