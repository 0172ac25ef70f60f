import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { E2E_SCHEMA } from "./constants";
import { hasHorizontalScroll, PHONE } from "./helpers";
import { e2eDatabaseUrl, formReady, onE2eDatabase, runId, signedInAdmin } from "./admin-helpers";

/**
 * The media library screen: uploads from the library (several files at once, each with its outcome),
 * the refusals in Turkish, a file's texts and focal point saved, delete refused while the file is
 * used, and a replacement served at the same address. Every file and row is unique to the run and
 * removed afterwards (through the screen, and by SQL after a failure).
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const PORTRAIT = `portre-${RUN}.jpg`;
const DOCUMENT = `belge-${RUN}.pdf`;
const MEMBER = `Media User ${RUN}`;
const ALT_TR = `Ofisimizde avukat ${RUN}`;
const ALT_EN = `Attorney in our office ${RUN}`;

let admin: Page;
const ids: Record<"portrait" | "document", number> = { portrait: 0, document: 0 };
/** Each file's stable address as its page shows it (the library's own scheme, never built here). */
const stablePaths: Record<"portrait" | "document", string> = { portrait: "", document: "" };
/** The seed's picture of the home page, which the placement test takes the place from and gives back. */
const SEED_HERO = "hero-illustration.png";
let memberId = 0;

/** A "portrait" (600 × 800: a face above shoulders) with camera metadata that the upload must strip. */
const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <rect width="600" height="800" fill="#dfe7ef"/>
  <ellipse cx="300" cy="820" rx="230" ry="260" fill="#0b3d6b"/>
  <circle cx="300" cy="330" r="130" fill="#c8922a"/>
</svg>`;
const portraitJpeg = () =>
  sharp(Buffer.from(PORTRAIT_SVG))
    .withExif({ IFD0: { ImageDescription: `secret-${RUN}`, Artist: `camera-${RUN}` } })
    .jpeg()
    .toBuffer();

const landscapeJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF ${RUN}\n`,
);

const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async () => {
  // After a failure: what the run left (the passing path deletes it through the screen), and the
  // home page's place back to the seed's picture if the run took it.
  await onE2eDatabase(
    `UPDATE "MediaFile" SET placement = 'homeHero' WHERE "fileName" = $1
     AND NOT EXISTS (SELECT 1 FROM "MediaFile" WHERE placement = 'homeHero' AND "fileName" <> $1)`,
    [SEED_HERO],
  );
  if (memberId) await onE2eDatabase(`DELETE FROM "TeamMember" WHERE id = $1`, [memberId]);
  await onE2eDatabase(`DELETE FROM "MediaFile" WHERE "fileName" LIKE $1`, [`%${RUN}%`]);
  await admin.context().close();
});

const library = () => admin.getByRole("list", { name: "Kütüphanedeki dosyalar" });
const uploadInput = () => admin.getByLabel("Bilgisayardan dosya seçin");
const uploadRow = (name: string) =>
  admin.getByRole("list", { name: "Dosya yükle" }).getByRole("listitem").filter({ hasText: name });

async function openLibrary() {
  await admin.goto("/admin/media");
  await expect(admin.getByRole("heading", { level: 1, name: "Medya" })).toBeVisible();
  await admin.locator("section[data-ready]").waitFor();
}

/** axe's serious and critical findings on the page as shown. */
async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: admin }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/** A file's stable address (its path), as its page shows it. */
async function stablePathOf(id: number): Promise<string> {
  await admin.goto(`/admin/media/${id}`);
  return new URL(await admin.getByLabel("Kalıcı adres").inputValue()).pathname;
}

/** Whether an address is one of file `id`'s (its stable one or a variant's), whatever follows the id. */
const addressOf = (id: number) => new RegExp(`/media/${id}[-/]`);

const idOf = async (name: string) => {
  const href = await admin.getByRole("link", { name, exact: true }).getAttribute("href");
  return Number(/\/media\/(\d+)$/.exec(href ?? "")?.[1]);
};

test("a JPEG portrait and a PDF are uploaded together from the library, each with its outcome, and show in the grid", async () => {
  await openLibrary();
  await uploadInput().setInputFiles([
    jpegFile(PORTRAIT, await portraitJpeg()),
    { name: DOCUMENT, mimeType: "application/pdf", buffer: PDF },
  ]);
  await expect(uploadRow(PORTRAIT)).toContainText("Yüklendi");
  await expect(uploadRow(DOCUMENT)).toContainText("Yüklendi");
  await expect(admin.getByRole("status").filter({ hasText: "dosya yüklendi" })).toHaveText("2 dosya yüklendi.");
  // The grid is read again: both tiles, newest first (the PDF went up second).
  const grid = library();
  await expect(grid.getByRole("link", { name: DOCUMENT, exact: true })).toBeVisible();
  await expect(grid.getByRole("link", { name: PORTRAIT, exact: true })).toBeVisible();
  await expect(grid.getByRole("listitem").first()).toContainText(DOCUMENT);
  ids.portrait = await idOf(PORTRAIT);
  ids.document = await idOf(DOCUMENT);
  expect(ids.document).toBeGreaterThan(ids.portrait);
  stablePaths.portrait = await stablePathOf(ids.portrait);
  stablePaths.document = await stablePathOf(ids.document);
  expect(stablePaths.portrait).toMatch(addressOf(ids.portrait));
  expect(stablePaths.portrait.endsWith(`/${PORTRAIT}`)).toBe(true);
  await admin.goto("/admin/media");
  await expect(grid.getByRole("listitem").filter({ hasText: PORTRAIT })).toContainText("600 × 800");
  await expect(grid.getByRole("listitem").filter({ hasText: PORTRAIT })).toContainText("Alternatif metin yok");

  // The type filter: documents only.
  await admin.getByLabel("Tür").selectOption({ label: "Belgeler" });
  await admin.getByRole("button", { name: "Uygula" }).click();
  await expect(admin).toHaveURL(/\/admin\/media\?q=&status=document$/);
  await expect(admin.getByRole("link", { name: DOCUMENT, exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: PORTRAIT, exact: true })).toHaveCount(0);
});

test("the stored portrait has none of the camera's metadata", async () => {
  const response = await admin.request.get(stablePaths.portrait);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  expect(bytes.includes(`secret-${RUN}`)).toBe(false);
  expect(bytes.includes(`camera-${RUN}`)).toBe(false);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
});

test("alt texts in Turkish and English and the focal point are saved, and the library finds the file by its alt text", async () => {
  await admin.goto(`/admin/media/${ids.portrait}`);
  await formReady(admin);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(PORTRAIT);
  await expect(admin.getByText("600 × 800 piksel")).toBeVisible();
  await expect(admin.getByText("image/jpeg")).toBeVisible();
  await expect(admin.getByLabel("Kalıcı adres")).toHaveValue(new RegExp(`${stablePaths.portrait}$`));
  await expect(admin.getByText("Bu dosya hiçbir içerikte ya da ekip üyesinde kullanılmıyor.")).toBeVisible();
  await admin.getByLabel("Alternatif metin (Türkçe)").fill(ALT_TR);
  await admin.getByLabel("Alternatif metin (English)").fill(ALT_EN);
  await admin.getByLabel("Alt yazı (English)").fill(`Caption ${RUN}`);
  // The arrow keys move the focal point by 5% (a click sets it where it lands).
  await admin.getByRole("group", { name: /Odak noktasını seçmek için/ }).focus();
  await admin.keyboard.press("ArrowUp");
  await admin.keyboard.press("ArrowUp");
  await expect(admin.getByTestId("focal-point")).toHaveText("Odak noktası: soldan %50, üstten %40");
  await admin.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/media/${ids.portrait}\\?saved=1$`));
  await expect(admin.getByText("Dosya bilgileri kaydedildi.")).toBeVisible();

  await admin.reload();
  await expect(admin.getByLabel("Alternatif metin (Türkçe)")).toHaveValue(ALT_TR);
  await expect(admin.getByLabel("Alternatif metin (English)")).toHaveValue(ALT_EN);
  await expect(admin.getByLabel("Alt yazı (English)")).toHaveValue(`Caption ${RUN}`);
  await expect(admin.getByTestId("focal-point")).toHaveText("Odak noktası: soldan %50, üstten %40");

  // Any language's alt text finds it, whatever the case.
  await admin.goto(`/admin/media?q=${encodeURIComponent(`ATTORNEY IN OUR OFFICE ${RUN}`)}`);
  await expect(admin.getByRole("link", { name: PORTRAIT, exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: DOCUMENT, exact: true })).toHaveCount(0);
  await expect(admin.getByText("Alternatif metin yok")).toHaveCount(0);
});

/** The hero's picture on the home page at a desktop width (on a phone it is never shown). */
async function homeHeroPicture() {
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto("/");
  return admin.locator('section[aria-labelledby="hero-title"] picture img[src*="/media/"]');
}

/** Ticks or unticks "Ana sayfada göster" on file `id`'s page and saves. */
async function placeOnHome(id: number, shown: boolean) {
  await admin.goto(`/admin/media/${id}`);
  await formReady(admin);
  await admin.getByLabel("Ana sayfada göster").setChecked(shown);
  await admin.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/media/${id}\\?saved=1$`));
  await expect(admin.getByLabel("Ana sayfada göster")).toBeChecked({ checked: shown });
}

test("ticking “Ana sayfada göster” puts the image beside the home page's headline; the seed's picture is given back", async ({}, testInfo) => {
  const seedId = (await rowsOf<{ id: number }>(`SELECT id FROM "MediaFile" WHERE "fileName" = $1`, [SEED_HERO]))[0]!.id;
  await expect(await homeHeroPicture()).toHaveAttribute("src", addressOf(seedId));

  await placeOnHome(ids.portrait, true);
  const uses = admin.getByRole("region", { name: "Kullanıldığı yerler" });
  await expect(uses.getByRole("listitem")).toHaveText(["Ana sayfa görseli"]);
  // The place is one file's: the seed's picture no longer has it.
  await admin.goto(`/admin/media/${seedId}`);
  await expect(admin.getByLabel("Ana sayfada göster")).not.toBeChecked();

  // Placed, it is in use: the refusal says how to take it off the home page.
  await admin.goto(`/admin/media/${ids.portrait}`);
  await admin.getByRole("button", { name: `Dosyayı sil: ${PORTRAIT}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Dosyayı sil" });
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Bu dosya kullanılıyor: Ana sayfa görseli. Silmeden önce bu yerlerden kaldırın. Ana sayfadan kaldırmak için bu sayfadaki “Ana sayfada göster” kutusunun işaretini kaldırıp kaydedin.",
  );
  await dialog.getByRole("button", { name: "Vazgeç" }).click();

  const picture = await homeHeroPicture();
  await expect(picture).toHaveAttribute("src", addressOf(ids.portrait));
  await expect(picture).toHaveAttribute("alt", ALT_TR);
  await expect(picture).toHaveAttribute("width", "600");
  await expect(picture).toHaveAttribute("height", "800");
  await admin
    .locator('section[aria-labelledby="hero-title"]')
    .screenshot({ path: testInfo.outputPath("media-home-hero-desktop.png") });

  await placeOnHome(ids.portrait, false);
  await expect(uses.getByRole("listitem")).toHaveCount(0);
  await expect(await homeHeroPicture()).toHaveCount(0);
  await placeOnHome(seedId, true);
  await expect(await homeHeroPicture()).toHaveAttribute("src", addressOf(seedId));
});

test("a save over a version changed since the page was loaded is refused, and what was typed stays", async () => {
  await admin.goto(`/admin/media/${ids.portrait}`);
  await formReady(admin);
  await admin.getByLabel("Alt yazı (Türkçe)").fill(`Bekleyen ${RUN}`);
  // Someone else saves the file meanwhile.
  await onE2eDatabase(`UPDATE "MediaFile" SET "updatedAt" = "updatedAt" + interval '1 second' WHERE id = $1`, [
    ids.portrait,
  ]);
  await admin.getByRole("button", { name: "Kaydet", exact: true }).click();
  await expect(admin.locator("form").getByRole("alert").first()).toHaveText(
    "Bu dosya siz düzenlerken başka biri tarafından kaydedildi ya da değiştirildi. Değişiklikleriniz kaydedilmedi; sayfayı yenileyip güncel sürümün üzerinden tekrar deneyin.",
  );
  await expect(admin.getByLabel("Alt yazı (Türkçe)")).toHaveValue(`Bekleyen ${RUN}`);
  await expect(admin).toHaveURL(new RegExp(`/admin/media/${ids.portrait}$`));
});

test("the library and a file's page fit a phone, two tiles a row, with no serious axe finding", async ({}, testInfo) => {
  // The form left refused above still holds what was typed: leaving it is confirmed.
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin/media?q=${RUN}`);
  expect(await seriousViolations()).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath("media-library-desktop.png"), fullPage: true });
  await admin.goto(`/admin/media/${ids.portrait}`);
  expect(await seriousViolations()).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath("media-item-desktop.png"), fullPage: true });
  // A document has a description per language, no alt text, focal point or decorative mark.
  await admin.goto(`/admin/media/${ids.document}`);
  await expect(admin.getByLabel("Açıklama (Türkçe)")).toBeVisible();
  await expect(admin.getByLabel("Alternatif metin (Türkçe)")).toHaveCount(0);
  await expect(admin.getByText("application/pdf")).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath("media-document-desktop.png"), fullPage: true });

  await admin.setViewportSize(PHONE);
  await admin.goto(`/admin/media?q=${RUN}`);
  const grid = library();
  const tiles = grid.getByRole("listitem");
  await expect(tiles).toHaveCount(2);
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(Math.round(first!.y)).toBe(Math.round(second!.y));
  expect(await hasHorizontalScroll(admin)).toBe(false);
  expect(await seriousViolations()).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath("media-library-390.png"), fullPage: true });
  await admin.goto(`/admin/media/${ids.portrait}`);
  await expect(admin.getByLabel("Alternatif metin (Türkçe)")).toBeVisible();
  expect(await hasHorizontalScroll(admin)).toBe(false);
  expect(await seriousViolations()).toEqual([]);
  await admin.screenshot({ path: testInfo.outputPath("media-item-390.png"), fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
});

test("files that are not what their name says, too large or too many pixels are refused with the reason in Turkish", async ({}, testInfo) => {
  await openLibrary();
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const oversized = Buffer.alloc(20 * 1024 * 1024 + 1);
  jpegStart.copy(oversized);
  const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#204060" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const pe = Buffer.concat([
    Buffer.from("MZ"),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from("PE\0\0"),
  ]);
  // A web page saved as .jpg, dropped on the zone.
  const page = await admin.evaluateHandle(
    ({ name, text }) => {
      const dropped = new DataTransfer();
      dropped.items.add(new File([text], name, { type: "image/jpeg" }));
      return dropped;
    },
    { name: `sayfa-${RUN}.jpg`, text: `<!doctype html><html><body><script>alert(1)</script>${RUN}</body></html>` },
  );
  await admin.getByText("Dosyaları buraya sürükleyip bırakın").dispatchEvent("drop", { dataTransfer: page });
  await expect(uploadRow(`sayfa-${RUN}.jpg`)).toContainText(
    "Yüklenmedi: Dosyanın içeriği bir görsel ya da PDF değil (uzantısı ne olursa olsun).",
  );
  await expect(admin.getByRole("status").filter({ hasText: "yüklenmedi" })).toHaveText("1 dosya yüklenmedi.");
  await uploadInput().setInputFiles([
    jpegFile(`program-${RUN}.jpg`, pe),
    jpegFile(`linux-${RUN}.jpg`, Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)])),
    jpegFile(`buyuk-${RUN}.jpg`, oversized),
    { name: `bomba-${RUN}.png`, mimeType: "image/png", buffer: bomb },
  ]);
  await expect(uploadRow(`program-${RUN}.jpg`)).toContainText("Yüklenmedi: Bu türde dosyalar kabul edilmez.");
  await expect(uploadRow(`linux-${RUN}.jpg`)).toContainText("Yüklenmedi: Bu türde dosyalar kabul edilmez.");
  await expect(uploadRow(`buyuk-${RUN}.jpg`)).toContainText("Yüklenmedi: Dosya çok büyük: en fazla 20 MB olabilir.");
  await expect(uploadRow(`bomba-${RUN}.png`)).toContainText("Görsel çok büyük: en fazla 40 megapiksel olabilir.");
  await expect(admin.getByRole("status").filter({ hasText: "yüklenmedi" })).toHaveText("4 dosya yüklenmedi.");
  await admin
    .getByRole("list", { name: "Dosya yükle" })
    .screenshot({ path: testInfo.outputPath("media-refusals.png") });
  // None of them was kept.
  await admin.goto(`/admin/media?q=${RUN}`);
  await expect(library().getByRole("listitem")).toHaveCount(2);
});

/** Rows of a query on the e2e database. */
async function rowsOf<Row extends object>(statement: string, params: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${E2E_SCHEMA}"`);
    return (await client.query<Row>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/** A team member (a draft the site does not show) whose portrait is the file, as the team form's picker saves it. */
async function useAsPortrait(stablePath: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${E2E_SCHEMA}"`);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO "TeamMember" ("languageCode", name, title, "shortDescription", image, "isActive", "order", "updatedAt")
       VALUES ('en', $1, 'Partner', 'Uses the library portrait', $2, false, 999, now()) RETURNING id`,
      [MEMBER, stablePath],
    );
    memberId = rows[0]!.id;
  } finally {
    await client.end();
  }
}

test("a file in use is not deleted: the refusal lists where it is used", async () => {
  await useAsPortrait(stablePaths.portrait);
  await admin.goto(`/admin/media/${ids.portrait}`);
  const uses = admin.getByRole("region", { name: "Kullanıldığı yerler" });
  const use = uses.getByRole("link", { name: `Ekip üyesi: ${MEMBER} (English)` });
  await expect(use).toHaveAttribute("href", `/admin/team/${memberId}`);
  await admin.getByRole("button", { name: `Dosyayı sil: ${PORTRAIT}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Dosyayı sil" });
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    `Bu dosya kullanılıyor: Ekip üyesi: ${MEMBER} (English). Silmeden önce bu yerlerden kaldırın.`,
  );
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await admin.reload();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(PORTRAIT);
});

test("replacing the file keeps its address, which then serves the new picture", async () => {
  const stable = stablePaths.portrait;
  const before = await admin.request.get(stable);
  expect(await sharp(await before.body()).metadata()).toMatchObject({ width: 600, height: 800 });
  await admin.goto(`/admin/media/${ids.portrait}`);
  await formReady(admin);
  const address = await admin.getByLabel("Kalıcı adres").inputValue();
  await admin.getByLabel("Yeni dosya seçin").setInputFiles(jpegFile(`yeni-${RUN}.jpg`, await landscapeJpeg()));
  await expect(admin.getByText(`Dosya değiştirildi. Adresi aynı kaldı: ${address}`)).toBeVisible();
  await expect(admin.getByText("400 × 300 piksel")).toBeVisible();
  await expect(admin.getByLabel("Kalıcı adres")).toHaveValue(address);
  // The texts stay the file's.
  await expect(admin.getByLabel("Alternatif metin (English)")).toHaveValue(ALT_EN);
  await expect
    .poll(async () => {
      const response = await admin.request.get(stable, { headers: { "cache-control": "no-cache" } });
      const { width, height } = await sharp(await response.body()).metadata();
      return `${width}x${height}`;
    })
    .toBe("400x300");
});

test("files no longer used are deleted from their page, back in the library", async () => {
  await onE2eDatabase(`DELETE FROM "TeamMember" WHERE id = $1`, [memberId]);
  memberId = 0;
  for (const [id, name, stable] of [
    [ids.portrait, PORTRAIT, stablePaths.portrait],
    [ids.document, DOCUMENT, stablePaths.document],
  ] as const) {
    await admin.goto(`/admin/media/${id}`);
    await admin.getByRole("button", { name: `Dosyayı sil: ${name}` }).click();
    await admin.getByRole("dialog", { name: "Dosyayı sil" }).getByRole("button", { name: "Evet, sil" }).click();
    await expect(admin).toHaveURL(/\/admin\/media\?deleted=1$/);
    await expect(admin.getByText("Dosya silindi.")).toBeVisible();
    await expect(admin.getByRole("link", { name, exact: true })).toHaveCount(0);
    expect((await admin.request.get(stable)).status()).toBe(404);
  }
});
