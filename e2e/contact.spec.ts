import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { telHref } from "@/lib/site/firm";
import { FIRM_DEFAULTS as FIRM } from "@/lib/firm-settings/schema";
import { hasHorizontalScroll, PHONE } from "./helpers";

/** The texts each language must show (the Contact namespace of messages/<locale>.json). */
const TEXTS = {
  tr: {
    path: "/iletisim",
    title: "İletişim",
    formTitle: "Bize Yazın",
    labels: { name: "Ad Soyad", email: "E-posta", phone: "Telefon", subject: "Konu", message: "Mesajınız" },
    submit: "Mesaj Gönder",
    hours: ["Pazartesi – Cuma: 09:00–18:00", "Cumartesi – Pazar: kapalı"],
    invalid: "Mesajınız gönderilemedi. Lütfen işaretli alanları düzeltin.",
    nameTooShort: "Ad soyad en az 2 karakter olmalıdır.",
    emailRequired: "Lütfen e-posta adresinizi yazın.",
    messageRequired: "Lütfen mesajınızı yazın.",
    consent:
      "Mesajımın yanıtlanabilmesi için kişisel verilerimin, Aydınlatma Metni'nde açıklandığı şekilde yurt dışındaki sunucular aracılığıyla aktarılmasına açık rıza veriyorum.",
    consentRequired: "Mesajınızı gönderebilmemiz için açık rıza kutusunu işaretleyin.",
    sentTitle: "Mesajınız bize ulaştı",
    sentNext:
      "Teşekkür ederiz. Mesajınızı inceleyip en geç bir iş günü içinde e-posta ya da telefonla size dönüş yapacağız.",
    writeAnother: "Yeni mesaj yaz",
  },
  en: {
    path: "/en/iletisim",
    title: "Contact",
    formTitle: "Write to Us",
    labels: { name: "Full name", email: "E-mail", phone: "Phone", subject: "Subject", message: "Your message" },
    submit: "Send Message",
    hours: ["Monday – Friday: 09:00–18:00", "Saturday – Sunday: closed"],
    invalid: "Your message could not be sent. Please correct the marked fields.",
    nameTooShort: "Your name must be at least 2 characters long.",
    emailRequired: "Please enter your e-mail address.",
    messageRequired: "Please enter your message.",
    consent:
      "I give my explicit consent to my personal data being transferred through servers abroad, as described in the Privacy Notice, so that my message can be answered.",
    consentRequired: "Please tick the consent box so that we can send your message.",
    sentTitle: "Your message has reached us",
    sentNext: "Thank you. We will read your message and get back to you by e-mail or phone within one business day.",
    writeAnother: "Write a new message",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Each test posts from an address of its own, so reruns within 10 minutes stay under the rate limit. */
async function sendFromFreshIp(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.${randomInt(256)}.${randomInt(1, 255)}` });
}

function contactForm(page: Page, texts: Texts) {
  const form = page.getByRole("form", { name: texts.formTitle });
  const field = (key: keyof Texts["labels"]) => form.getByRole("textbox", { name: texts.labels[key], exact: true });
  return {
    form,
    field,
    consent: form.getByRole("checkbox", { name: texts.consent }),
    submit: form.getByRole("button", { name: texts.submit }),
    status: form.getByRole("status"),
  };
}

for (const [locale, texts] of Object.entries(TEXTS)) {
  test(`the ${locale} contact page shows the address, phone and e-mail links and office hours`, async ({ page }) => {
    await page.goto(texts.path);
    // Scoped to <main>: the footer repeats the first phone and e-mail.
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    await expect(main.getByText(FIRM.street)).toBeVisible();
    for (const phone of FIRM.phones)
      await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
    for (const email of FIRM.emails)
      await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    for (const line of texts.hours) await expect(main.getByText(line, { exact: true })).toBeVisible();
  });

  test(`an incomplete ${locale} message shows the errors in ${locale} and keeps what was typed`, async ({ page }) => {
    await sendFromFreshIp(page);
    await page.goto(texts.path);
    const { field, submit, status } = contactForm(page, texts);
    await field("name").fill("A");
    await field("subject").fill("Marka / Trademark");
    await submit.click();

    await expect(status).toHaveText(texts.invalid);
    await expect(field("name")).toHaveAccessibleDescription(texts.nameTooShort);
    await expect(field("name")).toHaveAttribute("aria-invalid", "true");
    await expect(field("name")).toBeFocused();
    await expect(field("email")).toHaveAccessibleDescription(texts.emailRequired);
    await expect(field("message")).toHaveAccessibleDescription(texts.messageRequired);
    await expect(field("phone")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field("name")).toHaveValue("A");
    await expect(field("subject")).toHaveValue("Marka / Trademark");
  });

  test(`without the consent box ticked, a ${locale} message is refused with the reason in ${locale}`, async ({
    page,
  }) => {
    await sendFromFreshIp(page);
    await page.goto(texts.path);
    const { field, consent, submit, status } = contactForm(page, texts);
    await expect(consent).not.toBeChecked();
    await field("name").fill("Ayşe Yılmaz");
    await field("email").fill("ayse@example.com");
    await field("message").fill("Buluşum için patent başvurusu yapmak istiyorum.");
    await submit.click();

    await expect(status).toHaveText(texts.invalid);
    await expect(consent).toHaveAccessibleDescription(texts.consentRequired);
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toBeFocused();
    await expect(field("name")).toHaveValue("Ayşe Yılmaz");
  });

  test(`a valid ${locale} message is accepted: a panel says what happens next, and a new one starts empty`, async ({
    page,
  }) => {
    await sendFromFreshIp(page);
    await page.goto(texts.path);
    const { form, field, consent, submit } = contactForm(page, texts);
    await field("name").fill("Ayşe Yılmaz");
    await field("email").fill("ayse@example.com");
    await field("phone").fill("+90 (532) 000 00 00");
    await field("subject").fill("Patent");
    await field("message").fill("Buluşum için patent başvurusu yapmak istiyorum.");
    await consent.check();
    await submit.click();

    const panel = page.getByRole("status").filter({ has: page.getByRole("heading", { name: texts.sentTitle }) });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(texts.sentNext);
    await expect(panel.getByRole("link", { name: FIRM.phones[0]! })).toHaveAttribute("href", telHref(FIRM.phones[0]!));
    // The form is gone, so the message cannot be sent a second time by accident.
    await expect(form).toHaveCount(0);

    await panel.getByRole("button", { name: texts.writeAnother }).click();
    await expect(panel).toHaveCount(0);
    for (const key of ["name", "email", "phone", "subject", "message"] as const)
      await expect(field(key)).toHaveValue("");
    await expect(consent).not.toBeChecked();
  });
}

test("a NUL byte pasted into the message is named under it, and nothing typed is lost", async ({ page }) => {
  const texts = TEXTS.tr;
  await sendFromFreshIp(page);
  await page.goto(texts.path);
  const { field, consent, submit, status } = contactForm(page, texts);
  await field("name").fill("Ayşe Yılmaz");
  await field("email").fill("ayse@example.com");
  await consent.check();
  // Typing cannot produce one; a paste or a script can.
  await field("message").evaluate(
    (element, text) => ((element as HTMLTextAreaElement).value = text),
    "Merhaba,\u0000 marka tescili hakkında bir sorum var.",
  );
  await submit.click();
  await expect(status).toHaveText(texts.invalid);
  await expect(field("message")).toHaveAccessibleDescription(
    "Bu alan görünmeyen bir denetim karakteri (NUL) içeriyor; lütfen metni yeniden yazın veya yapıştırın.",
  );
  await expect(field("name")).toHaveValue("Ayşe Yılmaz");
  await expect(field("message")).toHaveValue(/marka tescili hakkında bir sorum var/);
});

test("the contact page fits a phone screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/iletisim");
  await expect(page.getByRole("button", { name: TEXTS.tr.submit })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
