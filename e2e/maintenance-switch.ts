import { expect, type Browser, type Page } from "@playwright/test";
import { formReady, signedInAdmin } from "./admin-helpers";

/** A signed-in administrator's page on the maintenance tab (Turkish admin), its form ready. */
export async function openMaintenanceTab(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const admin = await signedInAdmin(browser, baseURL);
  await admin.goto("/admin/maintenance");
  await formReady(admin);
  return admin;
}

/** The maintenance tab's mode switch (Turkish admin). */
export const maintenanceSwitch = (page: Page) => page.getByRole("switch", { name: "Bakım modu" });

/** Switches maintenance mode on the maintenance tab (open, its form ready), confirming the dialog it opens. */
export async function switchMaintenance(page: Page, to: "on" | "off"): Promise<void> {
  const on = to === "on";
  await expect(maintenanceSwitch(page)).toHaveAttribute("aria-checked", String(!on));
  await maintenanceSwitch(page).click();
  const dialog = page.getByRole("dialog", { name: on ? "Bakım modu açılsın mı?" : "Bakım modu kapatılsın mı?" });
  await dialog.getByRole("button", { name: on ? "Bakım modunu aç" : "Bakım modunu kapat" }).click();
  await expect(dialog).toBeHidden();
}
