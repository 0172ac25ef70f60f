import { expect, test, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { slugify } from "@/lib/text/slug";
import {
  cleanUpRun,
  createCategoryInForm,
  createTopicInForm,
  deleteInAdmin,
  formReady,
  publishWithoutReview,
  runId,
  signedInAdmin,
} from "./admin-helpers";
import { hasHorizontalScroll, PHONE } from "./helpers";

/**
 * Translating through the coverage view: a team member copied to German in one click, reviewed in
 * its form (fields still the Turkish ones are marked, publishing them asks first) and published; a
 * topic copied to English whose category is still inactive, published together with its category.
 * German has no content in the e2e database. Everything made is unique to the run and deleted afterwards.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const NAME = `Deniz Kaya ${RUN}`;
const CATEGORY = `Çeviri Kategorisi ${RUN}`;
const TOPIC = `Çeviri İçeriği ${RUN}`;

let admin: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async ({ browser }) => {
  for (const languageCode of ["tr", "de"]) await deleteInAdmin(admin, "team", languageCode, RUN);
  await admin.context().close();
  await cleanUpRun(browser, RUN, ["tr", "en"]);
});

/** A row of a coverage table, by the title in its row header. */
const rowOf = (page: Page, region: string, title: string) =>
  page
    .getByRole("region", { name: region })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(title) }) });

/** The dialog publishing asks in while fields are still the Turkish ones. */
const publishDialog = (page: Page) => page.getByRole("dialog", { name: "Çevrilmemiş alanlarla yayınlansın mı?" });

test("a team member copied to German is reviewed, asked about, activated and shown on /de/ekibimiz", async ({
  browser,
  baseURL,
}) => {
  await admin.goto("/admin/team/new?lang=tr");
  await formReady(admin);
  await admin.getByLabel("Ad soyad *").fill(NAME);
  await admin.getByLabel("Unvan *").fill("Marka Vekili");
  await admin.getByLabel("Kısa açıklama *").fill("Marka tescili ve itiraz süreçleri.");
  await admin.getByLabel("Fotoğraf").fill("/images/team/deniz.jpg");
  await admin.getByRole("button", { name: "Eğitim: satır ekle" }).click();
  await admin.getByRole("textbox", { name: "Eğitim 1", exact: true }).fill("Ankara Üniversitesi Hukuk Fakültesi");
  await admin.getByLabel("LinkedIn adresi").fill("https://www.linkedin.com/in/deniz-kaya");
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/team\?lang=tr&saved=\d+&as=publish$/);

  await admin.goto("/admin/coverage");
  const member = rowOf(admin, "Ekip üyeleri", NAME);
  await expect(member.getByRole("link", { name: `“${NAME}”, Türkçe: Aktif (düzenle)` })).toBeVisible();
  await member.getByRole("button", { name: `“${NAME}” için Deutsch sürümünü oluştur` }).click();

  await expect(admin).toHaveURL(/\/admin\/team\/\d+\?created=1$/);
  await formReady(admin);
  await expect(admin.getByRole("status").filter({ hasText: "Türkçesinden kopyalanarak pasif" })).toBeVisible();
  await expect(admin.getByText("Düzenlenen içerik dili: Deutsch (de)")).toBeVisible();
  // Everything is kept; the texts to translate are marked, the name and the links are not.
  await expect(admin.getByRole("textbox", { name: "Ad soyad *", exact: true })).toHaveValue(NAME);
  await expect(admin.getByRole("textbox", { name: "Unvan * Henüz çevrilmedi" })).toHaveValue("Marka Vekili");
  await expect(admin.getByRole("textbox", { name: "Kısa açıklama * Henüz çevrilmedi" })).toBeVisible();
  await expect(admin.getByRole("group", { name: "Eğitim Henüz çevrilmedi" })).toBeVisible();
  await expect(admin.getByLabel("Fotoğraf")).toHaveValue("/images/team/deniz.jpg");
  await expect(admin.getByLabel("LinkedIn adresi")).toHaveValue("https://www.linkedin.com/in/deniz-kaya");
  await expect(admin.getByText("Durum:")).toHaveText("Durum: Taslak");

  await admin.getByLabel("Unvan *").fill(`Markenanwalt ${RUN}`);
  await expect(admin.getByRole("textbox", { name: "Unvan *", exact: true })).toBeVisible();
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  const dialog = publishDialog(admin);
  await expect(dialog).toContainText("Şu alanlar hâlâ Türkçe sürümüyle aynı: Kısa açıklama, Eğitim.");
  await dialog.getByRole("button", { name: "Düzenlemeye dön" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin).toHaveURL(/\/admin\/team\/\d+\?created=1$/);

  await admin.getByLabel("Kısa açıklama *").fill("Markenanmeldungen und Widersprüche.");
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(dialog).toContainText("Şu alanlar hâlâ Türkçe sürümüyle aynı: Eğitim.");
  await dialog.getByRole("button", { name: "Yine de yayınla" }).click();
  await expect(admin).toHaveURL(/\/admin\/team\?lang=de&saved=\d+&as=publish$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/de${paths.team}`);
  const card = visitor
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: visitor.getByRole("heading", { level: 2, name: NAME, exact: true }) });
  await expect(card.getByText(`Markenanwalt ${RUN}`, { exact: true }).visible()).toBeVisible();
  await visitor.close();

  await admin.goto("/admin/coverage");
  await expect(member.getByRole("link", { name: `“${NAME}”, Deutsch: Aktif (düzenle)` })).toBeVisible();
});

test("activating a topic whose category is inactive names the reason and offers to publish both", async ({
  browser,
  baseURL,
}) => {
  await createCategoryInForm(admin, "tr", CATEGORY);
  await createTopicInForm(admin, "tr", { category: CATEGORY, title: TOPIC, body: `Metin ${RUN}` });
  await admin.goto("/admin/coverage");
  await rowOf(admin, "Kategoriler ve içerikler", TOPIC)
    .getByRole("button", { name: `“${TOPIC}” için English sürümünü oluştur` })
    .click();
  await expect(admin).toHaveURL(/\/admin\/contents\/\d+\?created=1&category=\d+$/);
  await formReady(admin);
  await expect(admin.getByRole("textbox", { name: "Başlık * Henüz çevrilmedi" })).toHaveValue(TOPIC);
  const title = `Translated Topic ${RUN}`;
  await admin.getByLabel("Başlık *").fill(title);
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  // The article has no review recorded: that question comes first, then the untranslated fields'.
  await publishWithoutReview(admin);
  await expect(publishDialog(admin)).toContainText("İçerik metni");
  await admin.screenshot({ path: test.info().outputPath("publish-dialog.png") });
  await publishDialog(admin).getByRole("button", { name: "Yine de yayınla" }).click();

  const reason = `İçerik yayınlanamadı: “${CATEGORY}” kategorisi bu dilde pasif.`;
  await expect(admin.getByText(reason)).toBeVisible();
  await expect(admin.getByLabel("Kategori *")).toHaveAccessibleDescription(new RegExp(reason));
  await admin.screenshot({ path: test.info().outputPath("category-inactive.png"), fullPage: true });
  await admin.getByLabel(`“${CATEGORY}” kategorisini de etkinleştir`).check();
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await publishWithoutReview(admin);
  await publishDialog(admin).getByRole("button", { name: "Yine de yayınla" }).click();
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=en&saved=\d+&as=publish$/);

  await admin.goto("/admin/coverage");
  await expect(
    rowOf(admin, "Kategoriler ve içerikler", CATEGORY).getByRole("link", {
      name: `“${CATEGORY}”, English: Aktif (düzenle)`,
    }),
  ).toBeVisible();
  const visitor = await browser.newPage({ baseURL });
  const response = await visitor.goto(`/en/${slugify(CATEGORY)}/${slugify(TOPIC)}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.close();
});

test("the coverage view and a copy's marks fit a desktop and a phone (screenshots kept with the results)", async () => {
  await admin.goto("/admin/coverage");
  await expect(admin.getByRole("heading", { level: 2, name: "Eksiklerin tümünü kopyala" })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Ekip üyeleri" })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("coverage-desktop.png"), fullPage: true });
  await admin.setViewportSize(PHONE);
  await admin.reload();
  await expect(admin.getByRole("region", { name: "Ekip üyeleri" })).toBeVisible();
  expect(await hasHorizontalScroll(admin)).toBe(false);
  await admin.screenshot({ path: test.info().outputPath("coverage-phone.png"), fullPage: true });
  await admin.goto("/admin/team?lang=de");
  await admin.getByRole("link", { name: `${NAME} adlı ekip üyesini düzenle` }).click();
  await formReady(admin);
  await expect(admin.getByRole("group", { name: "Eğitim Henüz çevrilmedi" })).toBeVisible();
  expect(await hasHorizontalScroll(admin)).toBe(false);
  await admin.screenshot({ path: test.info().outputPath("team-copy-phone.png"), fullPage: true });
});
