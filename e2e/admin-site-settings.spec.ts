import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { FIRM_DEFAULTS } from "@/lib/firm-settings/schema";
import { saveFirmSettings } from "@/lib/firm-settings/mutations";
import { createTeamMember, deleteTeamMember } from "@/lib/team-members/mutations";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { telHref } from "@/lib/site/firm";
import { formReady, runId, signedInAdmin } from "./admin-helpers";
import { writtenElsewhere } from "./live";

/**
 * The firm's own facts and page texts, edited in the admin, as visitors then see them. Each test
 * puts back what it changed: the facts through the write path (every server expires its pages), the
 * texts by emptying them.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const turkish = JSON.parse(readFileSync("messages/tr.json", "utf8")) as { About: { intro: string } };

/** The JSON-LD objects of a page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const ofType = (objects: Record<string, unknown>[], type: string) =>
  objects.find((object) => [object["@type"]].flat().includes(type));

test.afterAll(async () => {
  await writtenElsewhere(saveFirmSettings(FIRM_DEFAULTS));
});

test("a phone changed in Site ayarları is the footer's, the contact page's and the structured data's", async ({
  browser,
  page,
}) => {
  const phone = `+90 224 ${randomInt(100, 999)} ${randomInt(10, 99)} ${randomInt(10, 99)}`;
  const admin = await signedInAdmin(browser);
  await admin.getByRole("link", { name: "Site ayarları" }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: "Site ayarları" })).toBeVisible();
  await formReady(admin);
  await admin.getByLabel(/^Telefon numaraları/).fill(`${phone}\n${FIRM_DEFAULTS.phones[1]}`);
  await admin
    .getByRole("group", { name: "Çalışma saatleri" })
    .getByLabel(/^Saatlere not/)
    .fill(`Cumartesi randevu ile ${RUN}`);
  const registration = admin.getByRole("group", { name: "Mesleki sicil kayıtları 1" });
  await registration.getByLabel("Kurum").fill("TÜRKPATENT");
  await registration.getByLabel("Unvan").fill("Patent vekili");
  await registration.getByLabel("Sicil no.").fill(RUN);
  await admin.getByRole("button", { name: "Kaydet" }).click();
  await expect(admin).toHaveURL(/\/admin\/site\?saved=1$/);
  await expect(admin.getByRole("status")).toHaveText("Site ayarları kaydedildi.");
  await expect(admin.getByTestId("site-last-change")).toContainText("Son değişiklik:");

  await page.goto(paths.home);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
  // The header's (on a desktop) and the home page's closing call, and the registration on the home page.
  await expect(page.getByRole("banner").getByRole("link", { name: phone })).toHaveAttribute("href", telHref(phone));
  await expect(
    page.getByRole("region", { name: "Hangi korumanın size uygun olduğundan emin değil misiniz?" }),
  ).toContainText(phone);
  await expect(page.getByRole("region", { name: "Kayıtlar ve yetkiler" }).getByRole("listitem")).toHaveText(
    `TÜRKPATENTPatent vekiliSicil no: ${RUN}`,
  );
  const firm = ofType(await structuredData(page), "LegalService");
  expect(firm).toMatchObject({
    telephone: phone,
    address: { streetAddress: FIRM_DEFAULTS.street, postalCode: FIRM_DEFAULTS.postalCode, addressCountry: "TR" },
    sameAs: FIRM_DEFAULTS.socialProfiles,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
  });

  await page.goto(prefixedPath("en", paths.contact));
  const details = page.getByRole("region", { name: "Contact Details" });
  await expect(details.getByRole("link", { name: phone })).toBeVisible();
  // The hours say their zone, for a client abroad, and the note falls back to the Turkish one.
  await expect(page.getByTestId("contact-hours")).toContainText("Monday – Friday: 09:00–18:00");
  await expect(page.getByTestId("contact-hours")).toContainText("(GMT+3)");
  await expect(page.getByTestId("contact-hours")).toContainText(`Cumartesi randevu ile ${RUN}`);
  expect(ofType(await structuredData(page), "ContactPage")).toMatchObject({
    inLanguage: "en",
    mainEntity: { telephone: phone },
  });

  await page.goto(paths.about);
  expect(ofType(await structuredData(page), "AboutPage")).toMatchObject({ mainEntity: { telephone: phone } });
  await admin.context().close();
});

test("a Turkish About text edited in Sayfa metinleri is the page's, and its translations are marked for review", async ({
  browser,
  page,
}) => {
  const intro = `Bursa Patent, fikirlerinizi koruyan ekip (${RUN}).`;
  const admin = await signedInAdmin(browser);
  await admin.goto("/admin/site");
  await admin.getByRole("link", { name: "Sayfa metinleri (Ana sayfa, Kurumsal, Hizmetler)" }).click();
  await admin.getByRole("combobox", { name: "Sayfa" }).selectOption({ label: "Kurumsal" });
  await admin.getByRole("button", { name: "Göster" }).click();
  await expect(admin).toHaveURL(/\/admin\/site\/texts\?language=tr&page=about$/);
  await formReady(admin);
  const field = admin.locator('[data-key="About.intro"] textarea');
  await expect(field).toHaveValue(turkish.About.intro);
  await field.fill(intro);
  await admin.getByRole("button", { name: "Metinleri kaydet" }).click();
  await expect(admin.getByRole("status")).toHaveText("Sayfa metinleri kaydedildi.");
  await expect(admin.locator('[data-key="About.intro"] textarea')).toHaveValue(intro);

  await page.goto(paths.about);
  await expect(page.getByRole("main").getByText(intro)).toBeVisible();
  await page.goto(prefixedPath("en", paths.about));
  await expect(page.getByRole("main").getByText(intro)).toHaveCount(0);

  await admin.goto("/admin/coverage");
  await expect(admin.getByTestId("page-texts-en")).toContainText("1 metnin Türkçesi değişti");
  await admin.goto("/admin/site/texts?language=en&page=about");
  await expect(admin.locator('[data-key="About.intro"]')).toContainText("Türkçesi bu metinden sonra değişti");

  // Emptied, the shipped text is back.
  await admin.goto("/admin/site/texts?language=tr&page=about");
  await formReady(admin);
  await admin.locator('[data-key="About.intro"] textarea').fill("");
  await admin.getByRole("button", { name: "Metinleri kaydet" }).click();
  await expect(admin.getByRole("status")).toHaveText("Sayfa metinleri kaydedildi.");
  await page.goto(paths.about);
  await expect(page.getByRole("main").getByText(turkish.About.intro)).toBeVisible();
  await admin.context().close();
});

test("a text that drops its placeholder is refused, naming it, and nothing of the form is saved", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  await admin.goto("/admin/site/texts?language=tr&page=about");
  await formReady(admin);
  await admin.locator('[data-key="About.stats.team"] textarea').fill("Uzman ekip üyesi");
  await admin.locator('[data-key="About.eyebrow"] textarea').fill(`Biz ${RUN}`);
  await admin.getByRole("button", { name: "Metinleri kaydet" }).click();
  const team = admin.locator('[data-key="About.stats.team"]');
  await expect(team.getByText("Bu metin Türkçesindeki süslü parantezli adları aynen içermelidir.")).toBeVisible();
  await expect(team.locator("textarea")).toHaveAttribute("aria-invalid", "true");
  // What was typed stays in the form; nothing reached the page.
  await expect(admin.locator('[data-key="About.eyebrow"] textarea')).toHaveValue(`Biz ${RUN}`);
  await admin.context().close();
});

test("the About page counts a sixth active team member of its language", async ({ browser, page }) => {
  // Russian has no team members in the e2e data, and no other test adds any.
  const stat = page.getByTestId("about-team-count");
  await page.goto(prefixedPath("ru", paths.about));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(stat).toHaveCount(0);
  const member = (index: number) => ({
    languageCode: "ru",
    name: `Юрист ${index} ${RUN}`,
    title: "Патентный поверенный",
    shortDescription: "Патенты и полезные модели.",
    isActive: true,
  });
  // Five written by another process (as a second instance writes): this server hears of them by NOTIFY.
  const five = [];
  for (const index of [1, 2, 3, 4, 5]) five.push((await writtenElsewhere(createTeamMember(member(index)))).value.id);
  await expect(async () => {
    await page.reload();
    await expect(stat.locator("dd")).toHaveText("5", { timeout: 500 });
  }).toPass();

  const admin = await signedInAdmin(browser);
  await admin.goto("/admin/team/new?lang=ru");
  await formReady(admin);
  await admin.getByLabel("Ad soyad *").fill(`Шестой ${RUN}`);
  await admin.getByLabel("Unvan *").fill("Юрист");
  await admin.getByLabel("Kısa açıklama *").fill("Товарные знаки и споры.");
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/team\?lang=ru&saved=(\d+)&as=publish$/);
  const sixth = Number(new URL(admin.url()).searchParams.get("saved"));
  await page.reload();
  await expect(stat.locator("dd")).toHaveText("6");
  await expect(stat.locator("dt")).toHaveText(/\S/);

  for (const id of [...five, sixth]) await writtenElsewhere(deleteTeamMember(id));
  await expect(async () => {
    await page.reload();
    await expect(stat).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await admin.context().close();
});
