import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  cleanUpRun,
  createCategoryInForm,
  formReady,
  onE2eDatabase,
  publishWithoutReview,
  runId,
  signedInAdmin,
} from "./admin-helpers";
import { PHONE } from "./helpers";

/**
 * The body editor and the media library: an image uploaded in the editor's picker, given its alt
 * text there (saved to the library), inserted with a caption, size and alignment, edited after; a
 * PDF of the library linked from the selected text; a site path as an image address. The public page
 * shows the image as a responsive picture that loads, with its size, alt text and caption.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const CATEGORY = `Medya Kategori ${RUN}`;
const CATEGORY_SLUG = `medya-kategori-${RUN}`;
const TOPIC = `Medya Konu ${RUN}`;
const TOPIC_SLUG = `medya-konu-${RUN}`;
const PHOTO = `toplanti-${RUN}.jpg`;
const PDF = `sozlesme-${RUN}.pdf`;
const ALT = `Ofisin toplantı odası ${RUN}`;
const CAPTION = `Bursa ofisimizin toplantı odası ${RUN}`;
const PARAGRAPH =
  "Toplantı odamızda müvekkillerimizle patent ve marka başvurularını birlikte planlıyor, tescil sürecinin her adımını ayrıntılarıyla konuşuyoruz.";
const madeMedia: number[] = [];

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr"]);
  // The library has no undo: its files (and their bytes and variants) go with the run.
  if (madeMedia.length)
    await onE2eDatabase(
      `WITH gone AS (DELETE FROM "MediaFile" WHERE id = ANY($1::int[]) RETURNING "contentHash")
       DELETE FROM "MediaBlob" USING gone
       WHERE key = 'original:' || gone."contentHash" OR key LIKE 'variant:' || left(gone."contentHash", 16) || '%'`,
      [madeMedia],
    );
});

/** A photo-like JPEG, 1600×1000 unless told, different on every run (its colours come from the run's id). */
async function photoBytes(width = 1600, height = 1000, hueShift = 0): Promise<Buffer> {
  const seed = [...RUN].reduce((sum, character) => sum + character.charCodeAt(0), hueShift);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="none">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${seed % 360},45%,35%)"/><stop offset="1" stop-color="hsl(${(seed + 140) % 360},40%,75%)"/>
    </linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/><circle cx="1100" cy="420" r="260" fill="#f4efe6" opacity=".7"/>
    <text x="120" y="860" font-size="120" font-family="sans-serif" fill="#fff">${RUN}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A one-page PDF (its bytes say so: the library types files by their content). */
const pdfBytes = () =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${RUN}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const bodyField = (page: Page) => page.locator('input[name="body"]');
const editorBox = (page: Page) => page.getByRole("textbox", { name: "İçerik metni *" });

test("an image uploaded in the editor goes into a topic with its alt text, caption and alignment, responsive on the public page", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await createCategoryInForm(page, "tr", CATEGORY);

  // A PDF in the library, sent as the admin's pages send it (the session, from the site's origin).
  const uploaded = await page.request.post("/api/media", {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { file: { name: PDF, mimeType: "application/pdf", buffer: pdfBytes() } },
  });
  expect(uploaded.status()).toBe(201);
  const pdf = (await uploaded.json()) as { id: number; url: string };
  madeMedia.push(pdf.id);
  // The stable address is the library's (lib/media/urls.ts): file `id`'s, ending in its name.
  expect(pdf.url).toMatch(new RegExp(`^/media/${pdf.id}[-/].*/${PDF}$`));

  await page.goto("/admin/contents/new?lang=tr");
  await formReady(page);
  await page.getByLabel("Başlık *").fill(TOPIC);
  await page.getByLabel("Kategori *").selectOption({ label: CATEGORY });
  await editorBox(page).click();
  await page.keyboard.type("Sözleşme örneği aşağıda.");
  await page.keyboard.press("Enter");
  await expect(bodyField(page)).toHaveValue("<p>Sözleşme örneği aşağıda.</p><p></p>");

  // A site path is an image address now.
  await page.getByRole("button", { name: "Görsel", exact: true }).click();
  let imageDialog = page.getByRole("dialog", { name: "Görsel" });
  await imageDialog.getByLabel("Görsel adresi").fill("/logo.svg");
  await imageDialog.getByLabel("Alternatif metin").fill("Logo");
  await imageDialog.getByRole("button", { name: "Ekle" }).click();
  await expect(imageDialog).toBeHidden();
  await expect(bodyField(page)).toHaveValue(/<img src="\/logo\.svg" alt="Logo">/);

  // From the library: the picker uploads the photo and selects it.
  await page.getByRole("button", { name: "Görsel", exact: true }).click();
  imageDialog = page.getByRole("dialog", { name: "Görsel" });
  await expect(imageDialog.getByRole("button", { name: "Kütüphaneden seç" })).toBeVisible();
  await imageDialog.screenshot({ path: test.info().outputPath("image-dialog.png") });
  await imageDialog.getByRole("button", { name: "Kütüphaneden seç" }).click();
  const picker = page.getByRole("dialog", { name: "Kütüphaneden bir görsel seçin" });
  await picker
    .locator('input[type="file"]')
    .setInputFiles({ name: PHOTO, mimeType: "image/jpeg", buffer: await photoBytes() });
  await expect(picker.getByText(`${PHOTO} yüklendi ve seçildi.`)).toBeVisible();
  const tile = picker.getByRole("button", { name: new RegExp(PHOTO) });
  await expect(tile).toHaveAttribute("aria-pressed", "true");
  const photoId = Number(await tile.getAttribute("data-media-id"));
  madeMedia.push(photoId);
  await picker.getByRole("button", { name: "Seç", exact: true }).click();

  // No alt text in Turkish yet: the dialog says so and takes it.
  const figureDialog = page.getByRole("dialog", { name: "Kütüphaneden görsel ekle" });
  await expect(figureDialog.getByText("Bu görselin Türkçe alternatif metni yok.", { exact: false })).toBeVisible();
  await figureDialog.getByRole("button", { name: "Ekle" }).click();
  await expect(figureDialog.getByRole("alert")).toHaveText("Türkçe alternatif metni yazın.");
  await figureDialog.getByLabel("Alternatif metin (Türkçe)").fill(ALT);
  await figureDialog.getByLabel("Alt yazı").fill("İlk alt yazı");
  await figureDialog.getByRole("radio", { name: "Orta", exact: true }).check();
  await figureDialog.getByRole("radio", { name: "Sağa", exact: true }).check();
  await figureDialog.screenshot({ path: test.info().outputPath("figure-dialog.png") });
  await figureDialog.getByRole("button", { name: "Ekle" }).click();
  await expect(figureDialog).toBeHidden();
  // Its stable address as the library gives it (the admin's session reads the REST API).
  const stable = ((await (await page.request.get(`/api/media/${photoId}`)).json()) as { url: string }).url;
  expect(stable).toMatch(new RegExp(`^/media/${photoId}[-/].*/${PHOTO}$`));
  await expect(bodyField(page)).toHaveValue(
    new RegExp(
      `<figure data-media-id="${photoId}" data-size="medium" data-align="right"><img src="${stable}" alt="${ALT}"><figcaption>İlk alt yazı</figcaption></figure>`,
    ),
  );

  // The editor shows it from the library's current copy.
  await expect
    .poll(() =>
      editorBox(page)
        .locator("figure img")
        .evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Edited after insertion: its dialog starts from what it has (the alt text now from the library).
  await page.getByRole("button", { name: new RegExp(`^Görseli düzenle ${ALT}`) }).click();
  const editDialog = page.getByRole("dialog", { name: "Görseli düzenle" });
  await expect(editDialog.getByLabel("Alternatif metin (Türkçe)")).toHaveValue(ALT);
  await expect(editDialog.getByRole("radio", { name: "Sağa", exact: true })).toBeChecked();
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath("figure-dialog-phone.png") });
  await page.setViewportSize(desktop);
  await editDialog.getByLabel("Alt yazı").fill(CAPTION);
  await editDialog.getByRole("radio", { name: "Sola", exact: true }).check();
  await editDialog.getByRole("button", { name: "Uygula" }).click();
  await expect(editDialog).toBeHidden();
  await expect(bodyField(page)).toHaveValue(
    new RegExp(
      `<figure data-media-id="${photoId}" data-size="medium" data-align="left"><img src="${stable}" alt="${ALT}"><figcaption>${CAPTION}</figcaption></figure>`,
    ),
  );
  // The address image stays beside it: inserting after a selected image does not replace it.
  await expect(bodyField(page)).toHaveValue(/<img src="\/logo\.svg" alt="Logo"><figure /);
  // Text goes on after it (the cursor past the selected figure), and flows beside it.
  await expect(editorBox(page)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type(PARAGRAPH);
  await expect(bodyField(page)).toHaveValue(new RegExp(`</figure><p>${PARAGRAPH}</p>$`));
  // From the keyboard: the figure selected, Enter opens its dialog; Cancel changes nothing.
  const written = await bodyField(page).inputValue();
  await editorBox(page).locator("figure img").click();
  await page.keyboard.press("Enter");
  await expect(editDialog).toBeVisible();
  await editDialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(editDialog).toBeHidden();
  await expect(bodyField(page)).toHaveValue(written);
  // "PDF bağla": the selected sentence becomes a link to the library's PDF.
  await editorBox(page).locator("p", { hasText: "Sözleşme örneği" }).selectText();
  await page.getByRole("button", { name: "PDF bağla" }).click();
  const documents = page.getByRole("dialog", { name: "Kütüphaneden bir belge seçin" });
  await documents.getByRole("searchbox").fill(`sozlesme-${RUN}`);
  await documents.getByRole("button", { name: "Ara" }).click();
  await documents.getByRole("button", { name: new RegExp(PDF) }).click();
  await documents.getByRole("button", { name: "Seç", exact: true }).click();
  await expect(documents).toBeHidden();
  await expect(bodyField(page)).toHaveValue(
    new RegExp(`^<p><a href="${pdf.url}">Sözleşme örneği aşağıda\\.</a></p><img src="/logo\\.svg"`),
  );
  await page.screenshot({ path: test.info().outputPath("editor.png"), fullPage: true });

  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  // Opened again, the editor reads the figure back from the saved body: shown with its caption, nothing changed.
  await page.getByRole("link", { name: `${TOPIC} içeriğini düzenle` }).click();
  await formReady(page);
  await expect(editorBox(page).locator("figure figcaption")).toHaveText(CAPTION);
  await expect(page.getByRole("button", { name: new RegExp(`^Görseli düzenle ${ALT}`) })).toBeVisible();
  await expect(bodyField(page)).toHaveValue(
    new RegExp(
      `<figure data-media-id="${photoId}" data-size="medium" data-align="left"><img src="${stable}" alt="${ALT}" /><figcaption>`,
    ),
  );

  // The public page: a picture in AVIF and WebP over the file's widths, its real size, alt text and caption.
  const site = await browser.newPage({ baseURL });
  await site.goto(`/${CATEGORY_SLUG}/${TOPIC_SLUG}`);
  const figure = site.getByTestId("topic-body").locator(`figure[data-media-id="${photoId}"]`);
  await expect(figure).toHaveAttribute("data-align", "left");
  const avif = figure.locator('picture source[type="image/avif"]');
  await expect(avif).toHaveAttribute(
    "srcset",
    new RegExp(`^/media/${photoId}[-/][^ ]*/w320\\.avif 320w, .* /media/${photoId}[-/][^ ]*/w1920\\.avif 1600w$`),
  );
  await expect(figure.locator('picture source[type="image/webp"]')).toHaveAttribute("srcset", /w640\.webp 640w/);
  const image = figure.locator("picture img");
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "1000");
  await expect(image).toHaveAttribute("alt", ALT);
  // Near the top of the article: loaded first, not lazily (lib/media/article.ts).
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(figure.locator("figcaption")).toHaveText(CAPTION);
  await expect(site.getByTestId("topic-body").locator("a", { hasText: "Sözleşme örneği aşağıda." })).toHaveAttribute(
    "href",
    pdf.url,
  );
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  // Drawn at its aspect ratio, as wide as the `sizes` says (60% of the column).
  const box = (await image.boundingBox())!;
  expect(Math.abs(box.width / box.height - 1.6)).toBeLessThan(0.02);
  const sizes = await image.getAttribute("sizes");
  expect(sizes).toContain("440px");
  expect(Math.abs(box.width - 440)).toBeLessThan(12);
  await site.screenshot({ path: test.info().outputPath("article-desktop.png"), fullPage: true });

  await site.setViewportSize(PHONE);
  await site.reload();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  await site.screenshot({ path: test.info().outputPath("article-phone.png"), fullPage: true });

  // The file replaced in the library (same address for the editor): the page shows the new one at once.
  const srcsetBefore = await avif.getAttribute("srcset");
  const replaced = await page.request.put(`/api/media/${photoId}/file`, {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { file: { name: PHOTO, mimeType: "image/jpeg", buffer: await photoBytes(1200, 900, 90) } },
  });
  expect(replaced.status()).toBe(200);
  await site.reload();
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "900");
  expect(await avif.getAttribute("srcset")).not.toBe(srcsetBefore);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  await site.close();
  await page.context().close();
});
