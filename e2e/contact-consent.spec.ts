import { expect, test } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "@/lib/contact-messages/fields";
import { FIRM_DEFAULTS } from "@/lib/firm-settings/schema";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import {
  CONTACT_RUN,
  expectSent,
  fillValidMessage,
  sendFromFreshIp,
  storedMessages,
  TR,
  turkishForm,
} from "./contact-helpers";

/**
 * KVKK on the contact form: the privacy notice where the data is collected, explicit consent to the
 * transfer abroad (required, stored with its version and time), and the notice's own page.
 */
const RUN = CONTACT_RUN;

test("the form shows the privacy notice with its links and an unticked consent box", async ({ page }) => {
  await page.goto(paths.contact);
  const { form, consent } = turkishForm(page);
  await expect(form).toContainText(
    "Kişisel verileriniz, talebinizi yanıtlamak amacıyla Aydınlatma Metni'nde açıklandığı şekilde işlenir.",
  );
  await expect(form.getByRole("link", { name: "Aydınlatma Metni", exact: true })).toHaveAttribute("href", paths.notice);
  await expect(form.getByRole("link", { name: "Gizlilik Politikası", exact: true })).toHaveAttribute(
    "href",
    paths.privacy,
  );
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
});

test("without consent nothing is stored; with it the message keeps the notice's version and the time", async ({
  page,
}) => {
  const sender = `Rıza ${RUN}`;
  await sendFromFreshIp(page);
  await page.goto(paths.contact);
  const { consent, submit, status } = turkishForm(page);
  await fillValidMessage(page, sender);
  await submit.click();
  await expect(status).toHaveText(TR.invalid);
  await expect(consent).toHaveAccessibleDescription(TR.consentRequired);
  expect(await storedMessages(sender)).toEqual([]);

  await consent.check();
  const before = new Date();
  await submit.click();
  await expectSent(page);
  const after = new Date();
  const rows = await storedMessages(sender);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
  expect(rows[0]!.consentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(rows[0]!.consentAt!.getTime()).toBeLessThanOrEqual(after.getTime() + 1000);
});

const NOTICE_PAGES = [
  { locale: "tr", title: "Aydınlatma Metni", date: "Son güncelleme: 26 Kasım 2026", controller: "1. Veri sorumlusu" },
  {
    locale: "en",
    title: "Privacy Notice (KVKK)",
    date: "Last updated: November 26, 2026",
    controller: "1. Data controller",
  },
] as const;

for (const notice of NOTICE_PAGES) {
  test(`the privacy notice has a page of its own in ${notice.locale}, dated by its version`, async ({ page }) => {
    const response = await page.goto(prefixedPath(notice.locale, paths.notice));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${notice.title} | Bursa Patent`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(notice.title);
    await expect(main.getByText(notice.date, { exact: true })).toBeVisible();
    await expect(main.locator("time")).toHaveAttribute("datetime", PRIVACY_NOTICE_VERSION);
    // The data controller, from the firm's settings, and where to apply.
    const controller = main.getByRole("heading", { level: 2, name: notice.controller }).locator("..");
    await expect(controller).toContainText(FIRM_DEFAULTS.legalName);
    await expect(controller).toContainText(FIRM_DEFAULTS.street);
    await expect(main.getByRole("link", { name: FIRM_DEFAULTS.emails[0]! }).first()).toHaveAttribute(
      "href",
      `mailto:${FIRM_DEFAULTS.emails[0]}`,
    );
    await expect(main).toContainText("KVKK");
  });
}

test("the footer links the privacy notice", async ({ page }) => {
  await page.goto(paths.home);
  await page.getByRole("contentinfo").getByRole("link", { name: "Aydınlatma Metni", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.notice}$`));
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Aydınlatma Metni");
});
