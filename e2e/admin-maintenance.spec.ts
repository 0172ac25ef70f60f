import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./constants";
import { formReady, runId, signedInAdmin } from "./admin-helpers";

/** The maintenance settings: the toggle saves the form with the mode, the tab says who changed it. Left as found. */
test("the maintenance toggle saves the settings with the mode and the tab says who changed it", async ({ browser, baseURL }) => {
  const admin = await signedInAdmin(browser, baseURL);
  const title = `Kısa bir bakım ${runId()}`;
  await admin.goto("/admin/maintenance");
  await formReady(admin);
  await expect(admin.getByTestId("maintenance-mode")).toHaveText("Kapalı");
  const original = await admin.getByLabel("Başlık *").inputValue();
  try {
    await admin.getByLabel("Başlık *").fill(title);
    await admin.getByRole("button", { name: "Bakım modunu aç" }).click();
    await expect(admin.getByRole("status")).toHaveText("Bakım ayarları kaydedildi.");
    await expect(admin.getByTestId("maintenance-mode")).toHaveText("Açık");
    await expect(admin.getByLabel("Başlık *")).toHaveValue(title);
    await expect(admin.getByTestId("maintenance-last-change")).toContainText(`Son değişiklik: ${E2E_ADMIN.email}`);
    await admin.goto("/admin/dashboard");
    await expect(admin.getByText("Bakım modu: Açık")).toBeVisible();

    await admin.goto("/admin/maintenance");
    await formReady(admin);
    await admin.getByLabel("Başlık *").fill("");
    await admin.getByRole("button", { name: "Kaydet" }).click();
    await expect(admin.locator("#title-error")).toHaveText("Başlık gereklidir");
  } finally {
    await admin.goto("/admin/maintenance");
    await formReady(admin);
    await admin.getByLabel("Başlık *").fill(original);
    await admin.getByRole("button", { name: "Bakım modunu kapat" }).click();
    await expect(admin.getByTestId("maintenance-mode")).toHaveText("Kapalı");
    await admin.context().close();
  }
});
