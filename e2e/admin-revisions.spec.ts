import { expect, test, type Page } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import {
  cleanUpRun,
  createTopicInForm,
  deleteInAdmin,
  formReady,
  onE2eDatabase,
  runId,
  signedInAdmin,
} from "./admin-helpers";

test.describe.configure({ mode: "serial" });

const category = seedCategories.tr[0]!;
// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const TITLE = `Sürüm Makalesi ${RUN}`;
const FIRST = "Tescil başvurusu üç ay içinde sonuçlanır.";
const SECOND = "Tescil başvurusu altı hafta içinde sonuçlanır.";

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr"]);
  // The revisions of what this run made (its deletions' included), so "Silinen öğeler" forgets them.
  await onE2eDatabase(`DELETE FROM "Revision" WHERE data->>'title' LIKE $1`, [`%${RUN}%`]);
});

/** The topic's form, by its title on the list. */
async function openTopic(page: Page): Promise<void> {
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("link", { name: `${TITLE} içeriğini düzenle` }).click();
  await formReady(page);
}

async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("a topic's history lists its saves, compares two word by word and restores one as the working copy", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await createTopicInForm(page, "tr", { category: category.title, title: TITLE, body: FIRST });

  await openTopic(page);
  const editor = page.getByRole("textbox", { name: "İçerik metni *" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(SECOND);
  await expect(page.locator('input[name="body"]')).toHaveValue(`<p>${SECOND}</p>`);
  await page.getByRole("button", { name: "Taslağı kaydet" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/(\d+)\?saved=\1&as=draft$/);

  await page.getByRole("link", { name: "Geçmiş" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Geçmiş: ${TITLE}`);
  const revisions = page.getByRole("list", { name: "Geçmiş" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText("Taslak kaydedildi");
  await expect(revisions.nth(0)).toContainText("İçerik metni");
  // Published with no legal review recorded: the history says so.
  await expect(revisions.nth(1)).toContainText(/^(Yayınlandı|İncelemesiz yayınlandı) /);
  await expect(revisions.nth(1)).toContainText("admin@");
  await screenshots(page, "history");

  await page.getByRole("button", { name: "Seçilen iki sürümü karşılaştır" }).click();
  await expect(page).toHaveURL(/\/compare\?(?=.*\bfrom=\d+)(?=.*\bto=\d+)/);
  const body = page.getByRole("region", { name: "İçerik metni" });
  await expect(body.locator("del")).toHaveText(["üç ay"]);
  await expect(body.locator("ins")).toHaveText(["altı hafta"]);
  await screenshots(page, "compare");

  await page.getByRole("link", { name: "Geçmişe dön" }).click();
  await revisions
    .nth(1)
    .getByRole("button", { name: /^Bu sürümü geri yükle \(/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/contents\/(\d+)\?saved=\1&as=draft$/);
  await formReady(page);
  await expect(page.getByLabel("Başlık *")).toHaveValue(TITLE);
  await expect(page.locator('input[name="body"]')).toHaveValue(`<p>${FIRST}</p>`);
  await expect(page.getByRole("textbox", { name: "İçerik metni *" })).toHaveText(FIRST);

  await page.getByRole("link", { name: "Geçmiş" }).click();
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText("Geri yüklendi");
  await page.context().close();
});

test("a deleted topic is under “Silinen öğeler”, and “Geri al” brings it back as a draft", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await deleteInAdmin(page, "contents", "tr", RUN);

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Silinen öğeler" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Silinen öğeler");
  const item = page.getByRole("listitem").filter({ hasText: TITLE });
  await expect(item).toContainText("İçerik");
  await expect(item).toContainText("admin@");
  await screenshots(page, "deleted");

  await item.getByRole("button", { name: `Geri al: ${TITLE}` }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/(\d+)\?saved=\1&as=draft$/);
  await formReady(page);
  await expect(page.getByLabel("Başlık *")).toHaveValue(TITLE);
  await expect(page.locator('input[name="body"]')).toHaveValue(`<p>${FIRST}</p>`);
  // Off the site: its state is "Taslak", not "Yayında".
  await expect(page.locator("p").filter({ hasText: /^Durum:\s*Taslak\s*$/ })).toBeVisible();

  await page.goto("/admin/deleted");
  await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(0);
  await page.context().close();
});
