import { expect, test, type Page } from "@playwright/test";
import {
  cleanUpRun,
  createCategoryInForm,
  createTopicInForm,
  formReady,
  publishWithoutReview,
  runId,
  signedInAdmin,
} from "./admin-helpers";

/**
 * An editor that does not lose work: leaving a dirty form asks first; "Taslağı kaydet" (save
 * draft) stays on the form with a toast; the body editor's link and image dialogs and its colour
 * palette; "view on site".
 */
test.describe.configure({ mode: "serial" });

// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const CATEGORY = `Editor Kategori ${RUN}`;
const CATEGORY_SLUG = `editor-kategori-${RUN}`;
const DRAFT_CATEGORY = `Editor Taslak ${RUN}`;
const TOPIC = `Editor Konu ${RUN}`;
const TOPIC_SLUG = `editor-konu-${RUN}`;
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr"]);
});

const tabs = (page: Page) => page.getByRole("navigation", { name: "Yönetim bölümleri" });
const unsavedDialog = (page: Page) => page.getByRole("dialog", { name: "Kaydedilmemiş değişiklikler" });

async function openTopic(page: Page): Promise<void> {
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("link", { name: `${TOPIC} içeriğini düzenle` }).click();
  await formReady(page);
}

test("leaving a dirty form asks first: a tab, the Back button, closing the tab; a clean one does not", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await createCategoryInForm(page, "tr", CATEGORY);
  await createTopicInForm(page, "tr", { category: CATEGORY, title: TOPIC, body: "İlk paragraf" });

  // Unchanged: a tab leaves at once.
  await openTopic(page);
  await tabs(page).getByRole("link", { name: "Kategoriler" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  await openTopic(page);
  const title = page.getByLabel("Başlık *");
  await title.fill(`${TOPIC} taslak`);
  await tabs(page).getByRole("link", { name: "Kategoriler" }).click();
  const ask = unsavedDialog(page);
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("button", { name: "Sayfada kal" })).toBeFocused();
  await ask.getByRole("button", { name: "Sayfada kal" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/contents\/\d+$/);
  await expect(title).toHaveValue(`${TOPIC} taslak`);

  // The Back button asks the same; staying keeps the text.
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Sayfada kal" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/\d+$/);
  await expect(title).toHaveValue(`${TOPIC} taslak`);

  // Closing or reloading the tab: the browser's own question.
  const closing = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await closing;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await expect(title).toHaveValue(`${TOPIC} taslak`);

  // Only the body changed (the editor's hidden field): still asked; leaving goes where the link pointed.
  await page.reload();
  await formReady(page);
  await page.getByRole("textbox", { name: "İçerik metni *" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" ek");
  await expect(page.locator('input[name="body"]')).toHaveValue("<p>İlk paragraf ek</p>");
  await tabs(page).getByRole("link", { name: "Ekip" }).click();
  await unsavedDialog(page).getByRole("button", { name: "Kaydetmeden çık" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);

  // Back, confirmed, leaves too; nothing was saved.
  await openTopic(page);
  await page.getByLabel("Bölüm", { exact: true }).fill("Taslak bölüm");
  await page.goBack();
  await unsavedDialog(page).getByRole("button", { name: "Kaydetmeden çık" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr$/);
  await expect(page.getByRole("link", { name: `${TOPIC} içeriğini düzenle` })).toBeVisible();
  await page.context().close();
});

test("a team member's list rows count as changes; undone, the form is clean again", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/team/new?lang=tr");
  await formReady(page);
  await page.getByRole("button", { name: "Eğitim: satır ekle" }).click();
  await page.getByRole("textbox", { name: "Eğitim 1" }).fill("Hukuk Fakültesi");
  await tabs(page).getByRole("link", { name: "Kategoriler" }).click();
  await expect(unsavedDialog(page)).toBeVisible();
  await unsavedDialog(page).getByRole("button", { name: "Sayfada kal" }).click();
  // Signing out leaves the page too: asked, and staying keeps the session and the row.
  await page.getByRole("button", { name: /^Çıkış Yap/ }).click();
  await expect(unsavedDialog(page)).toBeVisible();
  await unsavedDialog(page).getByRole("button", { name: "Sayfada kal" }).click();
  await expect(page.getByRole("textbox", { name: "Eğitim 1" })).toHaveValue("Hukuk Fakültesi");
  await page.getByRole("button", { name: "Eğitim: 1. satırı kaldır" }).click();
  await tabs(page).getByRole("link", { name: "Kategoriler" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await page.context().close();
});

test("“Taslağı kaydet” stays on the form at the new version, with the outcome in a toast", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await openTopic(page);
  const stay = page.getByRole("button", { name: "Taslağı kaydet" });
  const toast = page.getByRole("status").filter({ hasText: "İçerik kaydedildi. Taslak kaydedildi;" });

  await page.getByLabel("Bölüm", { exact: true }).fill("Birinci kayıt");
  await stay.click();
  await expect(page).toHaveURL(/\/admin\/contents\/(\d+)\?saved=\1&as=draft$/);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("aria-live", "polite");
  await expect(page.getByRole("link", { name: "Sitede görüntüle (yeni sekmede açılır)" }).first()).toHaveAttribute(
    "href",
    `/${CATEGORY_SLUG}/${TOPIC_SLUG}`,
  );
  await page.getByRole("button", { name: "Bildirimi kapat" }).click();
  await expect(toast).toBeHidden();
  await expect(page.getByLabel("Bölüm", { exact: true })).toHaveValue("Birinci kayıt");

  // A second save is made on the version the first one wrote: no conflict.
  await formReady(page);
  await page.getByLabel("Bölüm", { exact: true }).fill("İkinci kayıt");
  await stay.click();
  await expect(toast).toBeVisible();
  await expect(page.locator("form[data-ready] [role=alert]")).toBeEmpty();
  await page.reload();
  await expect(page.getByLabel("Bölüm", { exact: true })).toHaveValue("İkinci kayıt");

  // Saved: leaving does not ask.
  await tabs(page).getByRole("link", { name: "Kategoriler" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  // A new record saved this way lands on its own form; "Yayınla" goes back to the list with the toast.
  await page.goto("/admin/categories/new?lang=tr");
  await formReady(page);
  await page.getByLabel("Başlık *").fill(DRAFT_CATEGORY);
  await page.getByRole("button", { name: "Taslağı kaydet" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/(\d+)\?saved=\1&as=draft$/);
  await expect(page.getByRole("status").filter({ hasText: "Kategori kaydedildi. Taslak kaydedildi;" })).toBeVisible();
  // A draft: not public, so no link to a 404.
  await expect(page.getByText("Sitede görünmüyor: bu kayıt pasif.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Sitede görüntüle/ })).toHaveCount(0);
  await page.getByLabel("Açıklama").fill("Açıklama");
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?lang=tr&saved=\d+&as=publish$/);
  await expect(page.getByRole("status")).toHaveText("Kategori kaydedildi. Yayınlandı.");
  await page.context().close();
});

test("the link and image dialogs and the colour palette write the body the public page shows", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await openTopic(page);
  const editor = page.getByRole("textbox", { name: "İçerik metni *" });
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");

  // A link at the cursor: the editor's URL rules, refused inside the dialog.
  await page.getByRole("button", { name: "Bağlantı" }).click();
  const link = page.getByRole("dialog", { name: "Bağlantı" });
  await link.getByLabel("Bağlantı adresi").fill("javascript:alert(1)");
  await link.getByLabel("Bağlantı metni").fill("WIPO sitesi");
  await link.getByRole("button", { name: "Uygula" }).click();
  await expect(link.getByRole("alert")).toHaveText("Yalnızca http, https, mailto ve tel bağlantılarına izin verilir.");
  await expect(link.getByLabel("Bağlantı adresi")).toHaveAttribute("aria-invalid", "true");
  await link.getByLabel("Bağlantı adresi").fill("https://www.wipo.int");
  await link.getByLabel("Yeni sekmede aç").check();
  await link.getByRole("button", { name: "Uygula" }).click();
  await expect(link).toBeHidden();
  await expect(editor.getByRole("link", { name: "WIPO sitesi" })).toHaveAttribute("target", "_blank");

  // An image with its alternative text.
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Görsel" }).click();
  const image = page.getByRole("dialog", { name: "Görsel" });
  await image.getByLabel("Görsel adresi").fill("ftp://example.com/a.png");
  await image.getByRole("button", { name: "Ekle" }).click();
  await expect(image.getByRole("alert")).toHaveText(
    "Yalnızca http ve https adresleri, bu sitenin / ile başlayan adresleri ve raster görsel data URL'leri kullanılabilir.",
  );
  await image.getByLabel("Görsel adresi").fill(PNG);
  await image.getByLabel("Alternatif metin").fill("Bir nokta");
  await image.getByRole("button", { name: "Ekle" }).click();
  await expect(editor.getByRole("img", { name: "Bir nokta" })).toBeVisible();

  // A palette colour on a selected word; no free colour picker.
  await page.keyboard.press("Enter");
  await page.keyboard.type("Lacivert metin");
  await editor.locator("p", { hasText: "Lacivert metin" }).selectText();
  const palette = page.getByRole("group", { name: "Metin rengi" });
  await expect(palette.getByRole("button")).toHaveCount(7);
  await expect(page.locator('input[type="color"]')).toHaveCount(0);
  await palette.getByRole("button", { name: "Lacivert" }).click();
  await expect(editor.locator("span", { hasText: "Lacivert metin" })).toHaveCSS("color", "rgb(11, 61, 107)");
  // The editor writes the colour as the browser serializes it; the sanitizer keeps both forms of a palette colour.
  await expect(page.locator('input[name="body"]')).toHaveValue(
    /<span style="color: ?(#0b3d6b|rgb\(11, 61, 107\));?">Lacivert metin<\/span>/,
  );
  await expect(palette.getByRole("button", { name: "Lacivert" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${CATEGORY_SLUG}/${TOPIC_SLUG}`);
  const body = visitor.getByTestId("topic-body");
  const wipo = body.getByRole("link", { name: "WIPO sitesi" });
  await expect(wipo).toHaveAttribute("href", "https://www.wipo.int");
  await expect(wipo).toHaveAttribute("target", "_blank");
  await expect(wipo).toHaveAttribute("rel", "noopener noreferrer");
  await expect(body.getByRole("img", { name: "Bir nokta" })).toHaveAttribute("src", PNG);
  await expect(body.locator("span", { hasText: "Lacivert metin" })).toHaveCSS("color", "rgb(11, 61, 107)");
  await visitor.close();
  await page.context().close();
});

test("“view on site” opens a saved topic's and category's public page", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await openTopic(page);
  const [topicPage] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Sitede görüntüle (yeni sekmede açılır)" }).click(),
  ]);
  await expect(topicPage).toHaveURL(new RegExp(`/${CATEGORY_SLUG}/${TOPIC_SLUG}$`));
  await expect(topicPage.getByRole("heading", { level: 1, name: TOPIC })).toBeVisible();
  await topicPage.close();

  await page.goto("/admin/categories?lang=tr");
  await page.getByRole("link", { name: `${CATEGORY} kategorisini düzenle` }).click();
  await formReady(page);
  const [categoryPage] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "Sitede görüntüle (yeni sekmede açılır)" }).click(),
  ]);
  await expect(categoryPage).toHaveURL(new RegExp(`/${CATEGORY_SLUG}$`));
  await expect(categoryPage.getByRole("heading", { level: 1, name: CATEGORY })).toBeVisible();
  await page.context().close();
});

test("a body over the limit stays in the editor, which says by how much, and is not sent until shortened", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await openTopic(page);
  const editor = page.locator('[contenteditable="true"]');
  const body = page.locator('input[type=hidden][name="body"]');
  const savedBody = await body.inputValue();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    document
      .querySelector('[contenteditable="true"]')!
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, "ğ".repeat(400_000));
  const typed = await body.inputValue();
  const excess = typed.length - 400_000;
  expect(excess).toBeGreaterThan(savedBody.length - 20);
  const overLimit = page.getByRole("alert").filter({ hasText: "İçerik metni çok uzun" });
  await expect(overLimit).toHaveText(
    `İçerik metni çok uzun: en fazla 400.000 karakter olabilir, şu an ${excess.toLocaleString("tr-TR")} karakter fazla. Metniniz duruyor; kısaltıp yeniden kaydedin.`,
  );
  await expect(editor).toHaveAttribute("aria-invalid", "true");

  // Not sent: the form stays, with every character typed, and nothing was saved.
  await page.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(page);
  await expect(editor).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/contents\/\d+$/);
  expect(await body.inputValue()).toBe(typed);
  const other = await page.context().newPage();
  await other.goto("/admin/contents?lang=tr");
  await other.getByRole("link", { name: `${TOPIC} içeriğini düzenle` }).click();
  await formReady(other);
  expect(await other.locator('input[type=hidden][name="body"]').inputValue()).toBe(savedBody);
  await other.close();

  // Shortened: the message goes, and the save goes through.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Kısaltılmış metin.");
  await expect(overLimit).toHaveCount(0);
  await expect(editor).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Taslağı kaydet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "İçerik kaydedildi. Taslak kaydedildi;" })).toBeVisible();
  expect(await body.inputValue()).toBe("<p>Kısaltılmış metin.</p>");
  await page.context().close();
});
