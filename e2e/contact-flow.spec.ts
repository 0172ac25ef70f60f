import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import {
  CONTACT_RUN,
  expectSent,
  fillValidMessage,
  sendFromFreshIp,
  sentPanel,
  storedMessages,
  TR,
  turkishForm,
} from "./contact-helpers";
import { PHONE, seededTopic } from "./helpers";

/** How the contact form behaves around a send: where focus goes, what it remembers, what it sends once. */
const RUN = CONTACT_RUN;
const DESKTOP = { width: 1280, height: 800 };

/** How far the top of `label` is below the sticky header's bottom, and whether its bottom is on screen. */
async function labelPlacement(page: Page, label: Locator) {
  const header = await page.getByRole("banner").boundingBox();
  const box = await label.boundingBox();
  const viewport = page.viewportSize()!;
  if (!header || !box) return { belowHeader: false, onScreen: false };
  return { belowHeader: box.y >= header.y + header.height, onScreen: box.y + box.height <= viewport.height };
}

/**
 * Scrolls so that `control`'s top is 2 px from the top of the window, under the sticky header (still
 * "visible" to the browser, which would then not scroll on focus), and sends the form from there.
 */
async function sendScrolledTo(page: Page, control: Locator) {
  await control.evaluate((element) =>
    window.scrollBy({ top: element.getBoundingClientRect().top - 2, behavior: "instant" }),
  );
  await turkishForm(page).form.evaluate((form: HTMLFormElement) => form.requestSubmit());
}

for (const [width, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`after a refused send the first field to fix is focused with its label below the header (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await sendFromFreshIp(page);
    await page.goto(paths.contact);
    const { name, email, message, consent, status } = turkishForm(page);
    await email.fill("ayse@example.com");
    await message.fill("Buluşum için patent başvurusu.");
    await consent.check();
    // Only the name is missing.
    await sendScrolledTo(page, name);
    await expect(status).toHaveText(TR.invalid);
    await expect(name).toBeFocused();
    const nameLabel = page.locator('label[for="contact-name"]');
    await expect.poll(() => labelPlacement(page, nameLabel)).toEqual({ belowHeader: true, onScreen: true });

    // Everything right but the consent box: it is the one focused, its label in view.
    await name.fill("Ayşe Yılmaz");
    await consent.uncheck();
    await sendScrolledTo(page, consent);
    await expect(consent).toHaveAccessibleDescription(TR.consentRequired);
    await expect(consent).toBeFocused();
    const consentLabel = page.locator('label[for="contact-consent"]');
    await expect.poll(() => labelPlacement(page, consentLabel)).toEqual({ belowHeader: true, onScreen: true });
  });
}

test("the page that led to the form survives a refused send and is stored with the message", async ({ page }) => {
  const sender = `Kaynak ${RUN}`;
  const { topicPath } = seededTopic("tr");
  await sendFromFreshIp(page);
  await page.goto(topicPath);
  await page.getByRole("banner").getByRole("link", { name: "İletişim", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  const { message, consent, submit, status } = turkishForm(page);
  await fillValidMessage(page, sender);
  await message.fill("Kısa");
  await consent.check();
  await submit.click();
  await expect(status).toHaveText(TR.invalid);

  await message.fill("Bu konu hakkında bilgi almak istiyorum.");
  await submit.click();
  await expectSent(page);
  expect((await storedMessages(sender)).map((row) => row.fromPath)).toEqual([topicPath]);
});

test("while a message is sent the button says so and refuses clicks; a double click sends one message", async ({
  page,
}) => {
  const sender = `Çift tık ${RUN}`;
  await sendFromFreshIp(page);
  await page.goto(paths.contact);
  const { form, consent, submit } = turkishForm(page);
  await fillValidMessage(page, sender);
  await consent.check();
  // The send is held at the network until the button's sending state has been checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route(`**${paths.contact}`, async (route) => {
    if (route.request().method() === "POST") {
      posts += 1;
      await held;
    }
    await route.continue();
  });
  await submit.dblclick();
  const sending = form.getByRole("button", { name: TR.sending });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  // Playwright waits for an aria-disabled button to be enabled: a visitor's click is forced.
  await sending.click({ force: true });
  release();
  await expect(sentPanel(page)).toBeFocused();
  await expect(form).toHaveCount(0);
  expect(posts).toBe(1);
  expect(await storedMessages(sender)).toHaveLength(1);
});
