import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { cleanUpRun, formReady, publishWithoutReview, runId, signedInAdmin } from "./admin-helpers";
import { switchLanguage } from "./helpers";

test.describe.configure({ mode: "serial" });

const category = seedCategories.tr[0]!;
// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const TITLE = `Yapay Zekâ Buluşlarının Korunması ${RUN}`;
const SLUG = `yapay-zeka-buluslarinin-korunmasi-${RUN}`;
const ENGLISH_TITLE = `Protecting AI Inventions ${RUN}`;
const ENGLISH_SLUG = `protecting-ai-inventions-${RUN}`;

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr", "en"]);
});
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

test("a topic written in the editor (bold, list, link, image) appears on the public page", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents/new?lang=tr");
  await formReady(page);
  await page.getByLabel("Başlık *").fill(TITLE);
  await expect(page.getByLabel("Slug *")).toHaveValue(SLUG);
  await expect(page.getByLabel("Meta başlık")).toHaveValue(`${TITLE} | Bursa Patent`);
  await page.getByLabel("Kategori *").selectOption({ label: category.title });
  await page.getByLabel("Anahtar kelimeler").fill("yapay zekâ, patent, , buluş");

  const editor = page.getByRole("textbox", { name: "İçerik metni *" });
  await editor.click();
  await page.getByRole("button", { name: "Kalın" }).click();
  await page.keyboard.type("Önemli not");
  await page.getByRole("button", { name: "Kalın" }).click();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Madde işaretli liste" }).click();
  await page.keyboard.type("Birinci madde");
  await page.keyboard.press("Enter");
  await page.keyboard.type("İkinci madde");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("TÜRKPATENT sitesi");
  await editor.locator("p", { hasText: "TÜRKPATENT sitesi" }).selectText();
  await page.getByRole("button", { name: "Bağlantı" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Bağlantı" });
  await expect(linkDialog.getByLabel("Bağlantı metni")).toHaveValue("TÜRKPATENT sitesi");
  await linkDialog.getByLabel("Bağlantı adresi").fill("https://www.turkpatent.gov.tr");
  await linkDialog.getByRole("button", { name: "Uygula" }).click();
  await expect(editor.getByRole("link", { name: "TÜRKPATENT sitesi" })).toBeVisible();
  // Collapse the selection to its end before typing on, or Enter would replace the linked text.
  // ProseMirror takes in the browser's caret move a moment later (on selectionchange): wait until
  // its own selection (Tiptap keeps the editor on its element) is empty before pressing Enter.
  await page.keyboard.press("End");
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            document.querySelector(".ProseMirror") as unknown as {
              editor: { state: { selection: { empty: boolean } } };
            }
          ).editor.state.selection.empty,
      ),
    )
    .toBe(true);
  await page.keyboard.press("Enter");
  await expect(editor.getByRole("link", { name: "TÜRKPATENT sitesi" })).toBeVisible();
  await page.getByRole("button", { name: "Görsel" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Görsel" });
  await imageDialog.getByLabel("Görsel adresi").fill(PNG);
  await imageDialog.getByLabel("Alternatif metin").fill("Bir piksel");
  await imageDialog.getByRole("button", { name: "Ekle" }).click();
  // What the form will post: the editor's HTML, with every mark made above.
  const posted = page.locator('input[name="body"]');
  await expect(posted).toHaveValue(/<strong>Önemli not<\/strong>/);
  await expect(posted).toHaveValue(/href="https:\/\/www\.turkpatent\.gov\.tr"/);
  await expect(posted).toHaveValue(/<img src="data:image\/png/);

  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);
  const row = page.getByRole("row", { name: new RegExp(TITLE) });
  await expect(row).toContainText("yapay zekâ, patent, buluş");
  await expect(row).toContainText("Önemli not");

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${category.slug}/${SLUG}`);
  const body = visitor.getByTestId("topic-body");
  await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(body.locator("strong", { hasText: "Önemli not" })).toBeVisible();
  await expect(body.locator("ul li")).toHaveText(["Birinci madde", "İkinci madde"]);
  await expect(body.getByRole("link", { name: "TÜRKPATENT sitesi" })).toHaveAttribute(
    "href",
    "https://www.turkpatent.gov.tr",
  );
  await expect(body.getByRole("img", { name: "Bir piksel" })).toHaveAttribute("src", PNG);
  await visitor.close();
  await page.context().close();
});

test("editing a topic shows the change on its public page at the next request", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("link", { name: `${TITLE} içeriğini düzenle` }).click();
  await formReady(page);
  await expect(page.getByLabel("Slug *")).toHaveValue(SLUG);
  const editor = page.getByRole("textbox", { name: "İçerik metni *" });
  await editor.locator("strong", { hasText: "Önemli not" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" (güncellendi)");
  await expect(page.locator('input[name="body"]')).toHaveValue(/Önemli not \(güncellendi\)/);
  await page.getByLabel("Bölüm", { exact: true }).fill("Yeni Teknolojiler");
  await page.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${category.slug}/${SLUG}`);
  await expect(visitor.getByTestId("topic-body")).toContainText("Önemli not (güncellendi)");
  await visitor.close();
  await page.context().close();
});

test("a topic's English version is created pre-filled in the paired category, so the public switch finds it", async ({
  browser,
  baseURL,
}) => {
  const englishCategory = seedCategories.en.find((candidate) => candidate.key === category.key)!;
  const englishTitle = ENGLISH_TITLE;
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("link", { name: `${TITLE} içeriğini düzenle` }).click();
  await formReady(page);
  await page.getByRole("link", { name: "English sürümünü oluştur" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/new\?lang=en&from=\d+$/);
  await formReady(page);
  await expect(page.getByText("Düzenlenen içerik dili: English (en)")).toBeVisible();
  await expect(page.getByLabel("Başlık *")).toHaveValue(TITLE);
  await expect(page.getByLabel("Kategori *").locator("option:checked")).toHaveText(englishCategory.title);
  await expect(page.locator('input[name="body"]')).toHaveValue(/<strong>Önemli not/);
  await page.getByLabel("Başlık *").fill(englishTitle);
  await expect(page.getByLabel("Slug *")).toHaveValue(ENGLISH_SLUG);
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/\/admin\/contents\?lang=en&saved=\d+&as=publish$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${category.slug}/${SLUG}`);
  await switchLanguage(visitor, /English/);
  await expect(visitor).toHaveURL(new RegExp(`/en/${englishCategory.slug}/${ENGLISH_SLUG}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("a stored script or onerror payload never runs on the public page", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("link", { name: `${TITLE} içeriğini düzenle` }).click();
  await formReady(page);
  await expect(page.getByRole("textbox", { name: "İçerik metni *" })).toBeVisible();
  // What a crafted request could send, bypassing the editor.
  await page.locator('input[name="body"]').evaluate((input: HTMLInputElement) => {
    input.value =
      '<p>Güvenli metin</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">tıkla</a><svg onload="window.__xss=4"></svg>';
  });
  await page.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/saved=\d+&as=publish$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${category.slug}/${SLUG}`);
  await expect(visitor.getByText("Güvenli metin")).toBeVisible();
  const body = visitor.getByTestId("topic-body");
  // No element of the body carries an event handler or a javascript: address.
  const dangerous = await body.evaluate((root) =>
    [root, ...root.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
        .map((attribute) => `${element.tagName} ${attribute.name}`),
    ),
  );
  expect(dangerous).toEqual([]);
  // Every image has finished (a broken one would have fired onerror by now), and the link was followed.
  await expect
    .poll(() => body.evaluate((root) => [...root.querySelectorAll("img")].every((image) => image.complete)))
    .toBe(true);
  const url = visitor.url();
  await body.getByText("tıkla").click();
  await expect(visitor).toHaveURL(url);
  expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const html = await visitor.content();
  expect(html).not.toContain("onerror");
  expect(html).not.toContain("window.__xss = 2");
  expect(html).not.toContain("javascript:");
  await visitor.close();
  await page.context().close();
});

test("the editor is loaded only in the admin, never in a public page's JavaScript", async ({ page, request }) => {
  await page.goto(`/${category.slug}/${SLUG}`);
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    expect(code, src).not.toContain("ProseMirror");
  }
});

test("deleting a topic asks first and removes it from the site", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("button", { name: `${TITLE} içeriğini sil` }).click();
  await page.getByRole("dialog", { name: "İçeriği sil" }).getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByRole("status")).toHaveText("İçerik silindi.");
  expect((await page.request.get(`/${category.slug}/${SLUG}`)).status()).toBe(404);
  await page.context().close();
});

test("the list filters by category and shows each topic's excerpt (at most 100 characters), first three keywords and '+N daha'", async ({
  browser,
  baseURL,
}) => {
  const chosen = seedCategories.tr[1]!;
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents?lang=tr");
  await page.getByLabel("Kategoriye göre filtrele").selectOption({ label: chosen.title });
  await page.getByRole("button", { name: "Uygula" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&q=&category=\d+&status=all&size=50$/);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(chosen.topics.length);
  for (const topic of chosen.topics) {
    // The first cell is the bulk checkbox, the second the order (with the drag handle), both named after the topic.
    const row = page.getByRole("row", { name: new RegExp(`^${topic.title}`) });
    const cells = row.locator("td");
    await expect(cells.nth(2)).toHaveText(chosen.title);
    const excerpt = (await cells.nth(3).textContent()) ?? "";
    expect(excerpt.length, topic.slug).toBeGreaterThan(0);
    expect(excerpt.length, topic.slug).toBeLessThanOrEqual(100);
    // Seeded topics have more than three keywords: three are listed, the rest counted.
    expect(topic.keywords.length, topic.slug).toBeGreaterThan(3);
    await expect(cells.nth(4)).toHaveText(
      `${topic.keywords.slice(0, 3).join(", ")} +${topic.keywords.length - 3} daha`,
    );
  }
  await page.context().close();
});

test("an empty topic form gets the spec's Turkish messages next to its fields", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await page.goto("/admin/contents/new?lang=tr");
  await formReady(page);
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await publishWithoutReview(page);
  const form = page.locator("form[data-ready]");
  for (const [field, message] of [
    ["Başlık *", "İçerik başlığı gereklidir"],
    ["Kategori *", "Kategori seçimi gereklidir"],
    ["Slug *", "İçerik slug'ı gereklidir"],
  ] as const) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel(field)).toHaveAccessibleDescription(message);
  }
  await expect(form.getByText("İçerik metni gereklidir", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "İçerik metni *" })).toHaveAccessibleDescription(
    "İçerik metni gereklidir",
  );
  await expect(page).toHaveURL(/\/admin\/contents\/new\?lang=tr$/);
  await page.context().close();
});
