import { expect, test } from "@playwright/test";
import { cleanUpRun, createCategoryInForm, formReady, runId, signedInAdmin } from "./admin-helpers";
import { hasHorizontalScroll, PHONE, switchLanguage } from "./helpers";

test.describe.configure({ mode: "serial" });

// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const TITLE = `Şirket Birleşmeleri ve Çğü ${RUN}`;
const SLUG = `sirket-birlesmeleri-ve-cgu-${RUN}`;
const TRADE_SECRETS = {
  tr: `Ticari Sırlar ${RUN}`,
  trSlug: `ticari-sirlar-${RUN}`,
  en: `Trade Secrets ${RUN}`,
  enSlug: `trade-secrets-${RUN}`,
};
const GEO = {
  tr: `Coğrafi İşaretler ${RUN}`,
  trSlug: `cografi-isaretler-${RUN}`,
  en: `Geographical Indications ${RUN}`,
  enSlug: `geographical-indications-${RUN}`,
};

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr", "en"]);
});

test("creating a category generates its slug, shows it in the list and on the public site", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/categories/new?lang=tr");
  await formReady(page);
  await expect(page.getByText("Düzenlenen içerik dili")).toBeVisible();
  await page.getByLabel("Başlık *").fill(TITLE);
  await expect(page.getByLabel("Slug *")).toHaveValue(SLUG);
  await page.getByLabel("Açıklama").fill("Birleşme ve devralmalarda fikri mülkiyet varlıklarının değerlemesi.");
  await page.getByLabel("Sıra").fill("9");
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?lang=tr&saved=\d+&as=publish$/);
  await expect(page.getByRole("status")).toHaveText("Kategori kaydedildi. Yayınlandı.");
  const row = page.getByRole("row", { name: new RegExp(TITLE) });
  await expect(row).toContainText(SLUG);
  await expect(row).toContainText("Yayında");

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${SLUG}`);
  await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await visitor.goto("/");
  await expect(
    visitor.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: TITLE }),
  ).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("a NUL byte pasted into a field is named next to it, and what was typed is kept", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/categories/new?lang=tr");
  await formReady(page);
  await page.getByLabel("Başlık *").fill(`NUL ${RUN}`);
  // Typing cannot produce one; a paste from another program can.
  await page
    .getByLabel("Açıklama")
    .evaluate((element, text) => ((element as HTMLTextAreaElement).value = text), "Önce\u0000sonra");
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(
    page.getByText(
      "Bu alan görünmeyen bir denetim karakteri (NUL) içeriyor; lütfen metni yeniden yazın veya yapıştırın.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Başlık *")).toHaveValue(`NUL ${RUN}`);
  await expect(page).toHaveURL(/\/admin\/categories\/new/);
  await page.context().close();
});

test("bad input gets field errors in the admin's language and keeps what was typed", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/categories/new?lang=tr");
  await formReady(page);
  await page.getByLabel("Açıklama").fill("Kaybolmaması gereken açıklama");
  await page.getByLabel("Sıra").fill("0");
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(page.getByText("Kategori başlığı gereklidir")).toBeVisible();
  await expect(page.getByText("Kategori slug'ı gereklidir")).toBeVisible();
  await expect(page.getByText("Sıra 1 veya daha büyük bir tam sayı olmalıdır")).toBeVisible();
  await expect(page.getByLabel("Açıklama")).toHaveValue("Kaybolmaması gereken açıklama");

  await page.getByLabel("Başlık *").fill("Aynı slug");
  await page.getByLabel("Slug *").fill(SLUG);
  await page.getByLabel("Sıra").fill("3");
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(page.getByText("Bu dilde aynı slug'a sahip bir kategori zaten var")).toBeVisible();
  await expect(page.getByLabel("Başlık *")).toHaveValue("Aynı slug");
  await page.context().close();

  const english = await signedInAdmin(browser, baseURL, "en");
  await english.goto("/en/admin/categories/new?lang=en");
  await formReady(english);
  await english.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(english.getByText("Category title is required")).toBeVisible();
  await english.context().close();
});

test("saving over a version someone else saved meanwhile is refused, and the typed text stays", async ({
  browser,
  baseURL,
}) => {
  const first = await signedInAdmin(browser, baseURL);
  const second = await signedInAdmin(browser, baseURL);
  await first.goto("/admin/categories?lang=tr");
  await first.getByRole("link", { name: `${TITLE} kategorisini düzenle` }).click();
  await formReady(first);
  await second.goto(first.url());
  await formReady(second);
  await first.getByLabel("Başlık *").fill(`${TITLE} (birinci)`);
  await first.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await expect(first).toHaveURL(/saved=\d+&as=publish$/);

  await second.getByLabel("Açıklama").fill("İkinci editörün metni");
  await second.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await expect(second.locator("form").getByRole("alert")).toContainText("başka biri tarafından kaydedildi");
  await expect(second.getByLabel("Açıklama")).toHaveValue("İkinci editörün metni");
  await first.context().close();
  await second.context().close();
});

test("deleting asks in a dialog how many topics go with it, then removes the category from the site", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/categories?lang=tr");
  await page.getByRole("button", { name: `${TITLE} (birinci) kategorisini sil` }).click();
  const dialog = page.getByRole("dialog", { name: "Kategoriyi sil" });
  await expect(dialog).toContainText("0 içerik kalıcı olarak silinecek");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The same by keyboard alone: the dialog opens on "Vazgeç" (the safe choice); Tab passes the
  // optional redirect target and reaches "Evet, sil".
  await page.getByRole("button", { name: `${TITLE} (birinci) kategorisini sil` }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Vazgeç" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel(/^Yönlendirme hedefi/)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Evet, sil" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Kategori silindi.");
  await expect(page.getByRole("row", { name: new RegExp(TITLE) })).toHaveCount(0);
  expect((await page.request.get(`/${SLUG}`)).status()).toBe(404);
  await page.context().close();
});

test("a category's English version is created pre-filled and linked, so the public switch finds it", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await createCategoryInForm(page, "tr", TRADE_SECRETS.tr);
  await page.getByRole("link", { name: `${TRADE_SECRETS.tr} kategorisini düzenle` }).click();
  await formReady(page);
  await page.getByRole("link", { name: "English sürümünü oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/new\?lang=en&from=\d+$/);
  await formReady(page);
  await expect(page.getByLabel("Başlık *")).toHaveValue(TRADE_SECRETS.tr);
  await page.getByLabel("Başlık *").fill(TRADE_SECRETS.en);
  await page.getByLabel("Slug *").fill(TRADE_SECRETS.enSlug);
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(page).toHaveURL(/lang=en&saved=\d+&as=publish$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${TRADE_SECRETS.trSlug}`);
  await switchLanguage(visitor, /English/);
  await expect(visitor).toHaveURL(new RegExp(`/en/${TRADE_SECRETS.enSlug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: TRADE_SECRETS.en })).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("two existing categories are paired from the panel, then unpaired", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await createCategoryInForm(page, "en", GEO.en);
  await createCategoryInForm(page, "tr", GEO.tr);
  await page.getByRole("link", { name: `${GEO.tr} kategorisini düzenle` }).click();
  await formReady(page);

  const panel = page.getByRole("region", { name: "Diğer dillerdeki sürümler" });
  await panel.getByLabel("English dilindeki mevcut bir kayıtla eşleştir").selectOption({ label: GEO.en });
  await panel.getByRole("button", { name: "Eşleştir" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Sürümler eşleştirildi." })).toBeVisible();
  await expect(panel.getByRole("link", { name: `${GEO.en} (düzenle)` })).toBeVisible();

  const paired = await browser.newPage({ baseURL });
  await paired.goto(`/${GEO.trSlug}`);
  await switchLanguage(paired, /English/);
  await expect(paired).toHaveURL(new RegExp(`/en/${GEO.enSlug}$`));
  // That page follows live changes and would reload itself on the unpairing below; the switch is
  // tried again from a new visitor's Turkish page (the first one saved English as its choice).
  await paired.close();

  await panel.getByRole("button", { name: `${GEO.en} ile eşleştirmeyi kaldır` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Eşleştirme kaldırıldı." })).toBeVisible();
  await expect(panel.getByRole("link", { name: "English sürümünü oluştur" })).toBeVisible();
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${GEO.trSlug}`);
  await switchLanguage(visitor, /English/);
  // No English version any more: the switch lands on the English home page, which says why.
  await expect(visitor).toHaveURL(/\/en\?notice=untranslated$/);
  await expect(
    visitor.getByRole("status").filter({
      hasText: "This page is not available in English yet, so you have been taken to the English home page.",
    }),
  ).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("on a phone the admin lists scroll inside their frame, never the whole page", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.setViewportSize(PHONE);
  for (const list of ["/admin/categories", "/admin/contents"]) {
    await page.goto(list);
    expect(await hasHorizontalScroll(page), list).toBe(false);
  }
  await page.context().close();
});
