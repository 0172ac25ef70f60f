import { expect, test, type Page } from "@playwright/test";
import { cleanUpRun, createCategoryInForm, createTopicInForm, formReady, runId, signedInAdmin } from "./admin-helpers";
import { hasHorizontalScroll, PHONE } from "./helpers";

/** The coverage view: items by languages, and one click creating a missing version from the Turkish item. */
test.describe.configure({ mode: "serial" });

// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const CATEGORY = `Kapsam Kategorisi ${RUN}`;
const TOPIC = `Kapsam İçeriği ${RUN}`;
const BODY = `Kapsam metni ${RUN}`;

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr", "en"]);
});

/** The matrix row of an item, by the title in its row header. */
const rowOf = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(title) }) });

test("a missing English version is created from the Turkish topic in one click, inactive, with its category", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await createCategoryInForm(page, "tr", CATEGORY);
  await createTopicInForm(page, "tr", { category: CATEGORY, title: TOPIC, body: BODY, keywords: "kapsam, çeviri" });

  await page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Kapsam" }).click();
  await expect(page).toHaveURL(/\/admin\/coverage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dil kapsamı" })).toBeVisible();
  const shares = page.getByRole("region", { name: "Arayüz metinleri" });
  await expect(shares.getByRole("listitem").filter({ hasText: "Türkçe" })).toContainText("kaynak dil");
  await expect(
    shares.getByRole("link", { name: /^English: arayüz metinlerinin %\d+ çevrildi \(\d+ \/ \d+\); eksikleri göster$/ }),
  ).toHaveText(/^%\d+ \(\d+ \/ \d+\)$/);

  const category = rowOf(page, CATEGORY);
  const topic = rowOf(page, TOPIC);
  await expect(category.getByRole("link", { name: `“${CATEGORY}”, Türkçe: Aktif (düzenle)` })).toBeVisible();
  await expect(topic.getByRole("link", { name: `“${TOPIC}”, Türkçe: Aktif (düzenle)` })).toBeVisible();
  await expect(topic.getByRole("cell").nth(1)).toContainText("○ Eksik");
  await expect(category.getByRole("button", { name: `“${CATEGORY}” için English sürümünü oluştur` })).toBeVisible();

  await topic.getByRole("button", { name: `“${TOPIC}” için English sürümünü oluştur` }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/\d+\?created=1&category=\d+$/);
  await formReady(page);
  const notice = page.getByRole("status").filter({ hasText: "Türkçesinden kopyalanarak pasif oluşturuldu" });
  await expect(notice).toContainText("Kategorisinin bu dildeki sürümü de pasif oluşturuldu.");
  await expect(page.getByText("Düzenlenen içerik dili: English (en)")).toBeVisible();
  await expect(page.getByLabel("Başlık *")).toHaveValue(TOPIC);
  await expect(page.getByLabel("Kategori *").locator("option:checked")).toHaveText(`${CATEGORY} (pasif)`);
  await expect(page.locator('input[name="body"]')).toHaveValue(`<p>${BODY}</p>`);
  await expect(page.getByLabel("Anahtar kelimeler")).toHaveValue("kapsam, çeviri");
  // Not on the site: a draft, to publish once reviewed.
  await expect(page.getByText("Durum:")).toHaveText("Durum: Taslak");
  await expect(page.getByRole("button", { name: "Yayından kaldır" })).toHaveCount(0);

  await notice.getByRole("link", { name: "Dil kapsamına dön" }).click();
  await expect(page).toHaveURL(/\/admin\/coverage$/);
  await expect(topic.getByRole("link", { name: `“${TOPIC}”, English: Pasif (düzenle)` })).toHaveText("◐ Pasif");
  await expect(category.getByRole("link", { name: `“${CATEGORY}”, English: Pasif (düzenle)` })).toBeVisible();
  await expect(topic.getByRole("button", { name: `“${TOPIC}” için Deutsch sürümünü oluştur` })).toBeVisible();

  // The draft is saved where it was made, still inactive: reviewing it needs no published category.
  await topic.getByRole("link", { name: `“${TOPIC}”, English: Pasif (düzenle)` }).click();
  await formReady(page);
  await page.getByLabel("Başlık *").fill(`Coverage Topic ${RUN}`);
  await page.getByRole("button", { name: "Taslağı kaydet" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/(\d+)\?saved=\1&as=draft$/);
  await expect(page.getByRole("status").filter({ hasText: "İçerik kaydedildi. Taslak kaydedildi;" })).toBeVisible();
  await page.context().close();
});

test("on a phone the matrix scrolls inside its frame, never the whole page", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.setViewportSize(PHONE);
  await page.goto("/admin/coverage");
  const frame = page.getByRole("region", { name: "Kategoriler ve içerikler" });
  await expect(frame).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.context().close();
});
