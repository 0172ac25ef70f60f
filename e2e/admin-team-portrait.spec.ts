import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { paths } from "@/lib/site/paths";
import { deleteInAdmin, formReady, onE2eDatabase, runId, signedInAdmin } from "./admin-helpers";
import { PHONE } from "./helpers";

/**
 * A team portrait from the media library: a tall JPEG uploaded (as the admin's pages upload, with the
 * session from the site's origin) and given its alt text, picked in the team form's media picker for
 * a new published member (a second file uploaded in the picker itself, selected there), then on
 * /ekibimiz as a square <picture> (AVIF, WebP, JPEG) on the card and, larger, in the member's dialog;
 * a replaced file shows there on the next view. The member and both files go with the run.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const NAME = `Selin Portre ${RUN}`;
const PORTRAIT = `selin-${RUN}.jpg`;
const ALT = `Selin'in vesikalık fotoğrafı ${RUN}`;
const PICKER_UPLOAD = `logo-${RUN}.png`;
const madeMedia: number[] = [];

let admin: Page;
let portraitId = 0;
/** Its stable address, as the upload answered it. */
let portraitUrl = "";

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async ({ baseURL }) => {
  await deleteInAdmin(admin, "team", "tr", RUN);
  // Deleted through the API once no member uses them; what a failed run left is removed in the database.
  for (const id of madeMedia) {
    const deleted = await admin.request.delete(`/api/media/${id}`, { headers: { origin: new URL(baseURL!).origin } });
    if (!deleted.ok()) await onE2eDatabase(`DELETE FROM "MediaFile" WHERE id = $1`, [id]).catch(() => undefined);
  }
  await admin.context().close();
});

/** A 1200×1600 portrait-like JPEG, different on every run (and for each hue shift); its face sits high. */
async function portraitBytes(hueShift = 0): Promise<Buffer> {
  const seed = [...RUN].reduce((sum, character) => sum + character.charCodeAt(0), hueShift);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
    <rect width="1200" height="1600" fill="hsl(${seed % 360},35%,40%)"/>
    <circle cx="600" cy="560" r="260" fill="#f1d3b8"/><rect x="260" y="900" width="680" height="700" rx="200" fill="#1f3b57"/>
    <text x="80" y="1540" font-size="90" font-family="sans-serif" fill="#fff">${RUN}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A small PNG the picker uploads itself. */
const pngBytes = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 11, g: 61, b: 107, alpha: 1 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><text x="20" y="160" font-size="40" fill="#fff">${RUN}</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** Waits until the image has loaded (and not failed); its natural size. */
async function loadedSize(image: Locator): Promise<{ width: number; height: number; src: string }> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
    src: element.currentSrc,
  }));
}

test("a portrait uploaded to the library gets its alt text", async ({ baseURL }) => {
  const uploaded = await admin.request.post("/api/media", {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { file: { name: PORTRAIT, mimeType: "image/jpeg", buffer: await portraitBytes() } },
  });
  expect(uploaded.status()).toBe(201);
  const media = (await uploaded.json()) as {
    id: number;
    url: string;
    width: number;
    height: number;
    updatedAt: string;
  };
  portraitId = media.id;
  madeMedia.push(media.id);
  // The stable address is the library's (lib/media/urls.ts): file `id`'s, ending in its name.
  expect(media.url).toMatch(new RegExp(`^/media/${media.id}[-/].*/${PORTRAIT}$`));
  portraitUrl = media.url;
  expect([media.width, media.height]).toEqual([1200, 1600]);

  const described = await admin.request.put(`/api/media/${media.id}`, {
    headers: { origin: new URL(baseURL!).origin },
    data: { updatedAt: media.updatedAt, fileName: PORTRAIT, texts: { tr: { alt: ALT, caption: "" } } },
  });
  expect(described.status()).toBe(200);
  expect(((await described.json()) as { texts: Record<string, { alt: string }> }).texts.tr?.alt).toBe(ALT);
});

test("the team form picks the portrait from the library, after an upload in the picker", async () => {
  await admin.goto("/admin/team/new?lang=tr");
  await formReady(admin);
  await admin.getByLabel("Ad soyad *").fill(NAME);
  await admin.getByLabel("Unvan *").fill("Marka Vekili");
  await admin.getByLabel("Kısa açıklama *").fill("Marka tescili ve itiraz süreçleri.");

  await admin.getByRole("button", { name: "Kütüphaneden seç" }).click();
  const picker = admin.getByRole("dialog", { name: "Kütüphaneden bir görsel seçin" });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("searchbox")).toBeFocused();

  // A refused file says why, in the library's words.
  await picker.locator('input[type="file"]').setInputFiles({
    name: `sahte-${RUN}.jpg`,
    mimeType: "image/jpeg",
    buffer: Buffer.from(`<!doctype html><title>${RUN}</title><script>alert(1)</script>`),
  });
  await expect(picker.getByRole("alert")).toHaveText(
    "Dosyanın içeriği bir görsel ya da PDF değil (uzantısı ne olursa olsun). JPEG, PNG, WebP, AVIF, GIF veya PDF yükleyin.",
  );

  // An upload in the picker lands on its first page, selected, with no alt text yet in Turkish.
  await picker.locator('input[type="file"]').setInputFiles({
    name: PICKER_UPLOAD,
    mimeType: "image/png",
    buffer: await pngBytes(),
  });
  await expect(picker.getByText(`${PICKER_UPLOAD} yüklendi ve seçildi.`)).toBeVisible();
  const uploadedItem = picker.getByRole("button", { name: new RegExp(PICKER_UPLOAD) });
  await expect(uploadedItem).toHaveAttribute("aria-pressed", "true");
  madeMedia.push(Number(await uploadedItem.getAttribute("data-media-id")));
  await expect(uploadedItem).toContainText("Alternatif metin yok (TR)");

  // The portrait, found by its name: its alt text exists in Turkish; its thumbnail loads.
  await picker.getByRole("searchbox").fill(`selin-${RUN}`);
  await picker.getByRole("button", { name: "Ara" }).click();
  const portraitItem = picker.getByRole("button", { name: new RegExp(PORTRAIT) });
  await expect(picker.getByRole("listitem")).toHaveCount(1);
  await expect(portraitItem).toContainText("1200 × 1600 piksel");
  await expect(portraitItem).toContainText("Alternatif metin var (TR)");
  const thumbnail = await loadedSize(portraitItem.locator("img"));
  expect(thumbnail).toMatchObject({ width: 160, height: 160 });
  await portraitItem.click();
  await expect(portraitItem).toHaveAttribute("aria-pressed", "true");
  await picker.screenshot({ path: test.info().outputPath("picker.png") });
  await admin.setViewportSize(PHONE);
  await admin.screenshot({ path: test.info().outputPath("picker-phone.png") });
  await admin.setViewportSize({ width: 1280, height: 800 });
  await picker.getByRole("button", { name: "Seç", exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(admin.getByRole("button", { name: "Kütüphaneden seç" })).toBeFocused();
  // By keyboard: Enter opens it again, Escape closes it and leaves the choice as it was.
  await admin.keyboard.press("Enter");
  await expect(picker.getByRole("searchbox")).toBeFocused();
  await admin.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(admin.getByRole("button", { name: "Kütüphaneden seç" })).toBeFocused();

  // The stable address in the field, the square crop as the preview, the crop's page one click away.
  await expect(admin.getByLabel("Fotoğraf adresi")).toHaveValue(portraitUrl);
  await expect(admin.getByText(`Kütüphaneden: ${PORTRAIT}`)).toBeVisible();
  const preview = await loadedSize(admin.getByRole("img", { name: "Fotoğrafın sitede görünecek kare kırpımı" }));
  expect(preview).toMatchObject({ width: 320, height: 320 });
  await expect(admin.getByRole("link", { name: /Kırpmayı değiştir/ })).toHaveAttribute(
    "href",
    new RegExp(`/admin/media/${portraitId}$`),
  );
  await admin.getByRole("group", { name: "Fotoğraf" }).screenshot({ path: test.info().outputPath("team-form.png") });
  await admin.setViewportSize(PHONE);
  await admin
    .getByRole("group", { name: "Fotoğraf" })
    .screenshot({ path: test.info().outputPath("team-form-phone.png") });
  await admin.setViewportSize({ width: 1280, height: 800 });

  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/team\?lang=tr&saved=\d+&as=publish$/);

  // In use now: the library refuses to delete it.
  const refused = await admin.request.delete(`/api/media/${portraitId}`, {
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(refused.status()).toBe(409);
});

/** The member's card on the team page. */
const cardOf = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("button", { name: NAME }) });

async function expectSquarePortrait(picture: Locator, side: number) {
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    new RegExp(`/media/${portraitId}[-/][^ ]*/s\\d+\\.avif 1x`),
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\/s\d+\.webp 1x, .*\/s\d+\.webp 2x$/,
  );
  const image = picture.locator("img");
  await expect(image).toHaveAttribute("srcset", new RegExp(`/media/${portraitId}[-/]`));
  await expect(image).toHaveAttribute("alt", "");
  await expect(image).toHaveAttribute("width", String(side));
  await expect(image).toHaveAttribute("height", String(side));
  const loaded = await loadedSize(image);
  expect(loaded.width).toBe(loaded.height);
  expect(loaded.width).toBeGreaterThanOrEqual(160);
  expect(loaded.src).toMatch(new RegExp(`/media/${portraitId}[-/]`));
  // Drawn as the square it was given: no layout shift, no stretch.
  const box = await image.boundingBox();
  expect(Math.round(box!.width)).toBe(Math.round(box!.height));
}

test("the team page shows the portrait square on the card and larger in the dialog", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(paths.team);
  const card = cardOf(page);
  await expect(card).toHaveCount(1);
  await expectSquarePortrait(card.locator("picture").first(), 96);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("team-page.png") });

  await card.getByRole("button", { name: NAME }).click();
  const dialog = page.getByRole("dialog", { name: NAME });
  await expect(dialog).toBeVisible();
  await expectSquarePortrait(dialog.locator("picture"), 120);
  await page.screenshot({ path: test.info().outputPath("team-dialog.png") });
  await dialog.getByRole("button", { name: /Kapat/ }).click();

  await page.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  await loadedSize(card.locator("img").first());
  await page.screenshot({ path: test.info().outputPath("team-page-phone.png") });

  // A replaced file keeps the member's address; the page shows the new bytes' crops on the next view.
  const before = await card.locator("img").first().getAttribute("src");
  const replaced = await admin.request.put(`/api/media/${portraitId}/file`, {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { file: { name: "yeni.jpg", mimeType: "image/jpeg", buffer: await portraitBytes(200) } },
  });
  expect(replaced.status()).toBe(200);
  expect(((await replaced.json()) as { url: string }).url).toBe(portraitUrl);
  await page.reload();
  await expect(card.locator("img").first()).not.toHaveAttribute("src", before!);
  await expectSquarePortrait(card.locator("picture").first(), 96);
  await context.close();
});
