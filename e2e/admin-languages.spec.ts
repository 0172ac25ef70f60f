import { expect, test, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { formReady, runId, signedInAdmin, whileWritesFail } from "./admin-helpers";
import { imageLoaded, seededTopic } from "./helpers";
import { followingLiveEvents, markDocument, stillSameDocument } from "./live";
import { hreflangProblems, sitemapEntries } from "./sitemap";

/**
 * The languages tab. Making another language the default changes every public
 * page's redirect, so this file runs in a project of its own, after the other admin files.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
// A language no seed has (Klingon's own code: the site serves only codes CLDR names). A leftover of a
// failed run is deleted by code before and after.
const CODE = "tlh";
const NAME = `Klingon ${RUN}`;
/** Languages the firm may add, served at once: French, and Arabic, written right to left. */
const ADDED = [
  { code: "fr", name: "French", nativeName: "Français", flag: "🇫🇷" },
  { code: "ar", name: "Arabic", nativeName: "العربية", flag: "🇸🇦" },
];

let admin: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
  await deleteLanguages([CODE, ...ADDED.map((language) => language.code)]);
});

test.afterAll(async () => {
  await deleteLanguages([CODE, ...ADDED.map((language) => language.code)]);
  await admin.context().close();
});

/** Deletes the languages with these codes, where they exist, through the languages tab. */
async function deleteLanguages(codes: string[]) {
  await admin.goto("/admin/languages");
  for (const code of codes) {
    const row = admin.getByRole("row").filter({ has: admin.locator("td code", { hasText: new RegExp(`^${code}$`) }) });
    if ((await row.count()) === 0) continue;
    await row.getByRole("button", { name: / dilini sil$/ }).click();
    await admin.getByRole("dialog", { name: "Dili sil" }).getByRole("button", { name: "Evet, sil" }).click();
    await expect(row).toHaveCount(0);
  }
}

/** Fills and saves the new-language form; `active` ticks "Aktif", which a new language starts without. */
async function submitNew(fields: Partial<Record<"code" | "name" | "nativeName" | "flag", string>>, active = true) {
  await admin.goto("/admin/languages/new");
  await formReady(admin);
  await expect(admin.getByLabel("Aktif")).not.toBeChecked();
  if (active) await admin.getByLabel("Aktif").check();
  if (fields.code !== undefined) await admin.getByLabel("Dil kodu *").fill(fields.code);
  if (fields.name !== undefined) await admin.getByLabel("Dil adı (İngilizce) *").fill(fields.name);
  if (fields.nativeName !== undefined) await admin.getByLabel("Yerel dil adı *").fill(fields.nativeName);
  if (fields.flag !== undefined) await admin.getByLabel("Bayrak *").fill(fields.flag);
  await admin.getByRole("button", { name: "Kaydet" }).click();
}

test("the language form shows the spec's messages next to their fields", async () => {
  await submitNew({});
  await expect(admin.locator("#code-error")).toHaveText("Dil kodu gereklidir");
  await expect(admin.locator("#name-error")).toHaveText("Dil adı gereklidir");
  await expect(admin.locator("#nativeName-error")).toHaveText("Yerel dil adı gereklidir");
  await expect(admin.locator("#flag-error")).toHaveText("Bayrak emoji gereklidir");
  await submitNew({ code: "T1", name: NAME, nativeName: "tlhIngan Hol", flag: "🏳️" });
  await expect(admin.locator("#code-error")).toHaveText(
    "Dil kodu 2-3 karakter olmalı ve küçük harf içermelidir (örn: tr, en)",
  );
  // A code of the right shape that is no language: said while typing, and the save refuses it.
  const unknown =
    "Bu kod tanınan bir dil kodu değil, site bu dili sunamaz. Dilin ISO 639-1 kodunu girin (örn: fr, ar; Azerbaycanca için az).";
  await admin.goto("/admin/languages/new");
  await formReady(admin);
  await admin.getByLabel("Dil kodu *").fill("zy");
  await expect(admin.locator("#code-check")).toHaveText(unknown);
  await admin.getByLabel("Dil kodu *").fill("ar");
  await expect(admin.locator("#code-check")).toHaveText("Tanınan dil: Arapça (العربية), sağdan sola yazılır");
  await submitNew({ code: "zy", name: NAME, nativeName: "tlhIngan Hol", flag: "🏳️" });
  await expect(admin.locator("#code-error")).toHaveText(unknown);
  await expect(admin.getByLabel("Dil adı (İngilizce) *")).toHaveValue(NAME);
  // Two regional indicator letters that are no country's flag would draw nothing.
  await submitNew({ code: CODE, name: NAME, nativeName: "tlhIngan Hol", flag: "🇦🇦" });
  await expect(admin.locator("#flag-error")).toHaveText("Bu iki harf hiçbir ülkenin bayrağı değil");
  // A code typed in capitals is the lowercase code: "TR" is Turkish's, which exists.
  await submitNew({ code: "TR", name: NAME, nativeName: "tlhIngan Hol", flag: "🏳️" });
  await expect(admin.locator("#code-error")).toHaveText("Bu kodla bir dil zaten var");
});

test("a new language is listed with its code beside its flag", async () => {
  await submitNew({ code: CODE, name: NAME, nativeName: "tlhIngan Hol", flag: "🏳️" });
  await expect(admin).toHaveURL(/\/admin\/languages\?saved=\d+$/);
  await expect(admin.getByRole("status")).toHaveText("Dil kaydedildi.");
  const row = admin.getByRole("row", { name: new RegExp(NAME) });
  await expect(row.getByRole("cell").nth(1)).toHaveText(`🏳️ ${CODE}`);

  await row.getByRole("link", { name: `${NAME} dilini düzenle` }).click();
  await formReady(admin);
  await expect(admin.getByLabel("Dil kodu *")).toHaveAttribute("readonly", "");
  await admin.getByLabel("Yerel dil adı *").fill("tlhIngan Hol (düzenlendi)");
  await admin.getByRole("button", { name: "Kaydet" }).click();
  await expect(admin.getByRole("row", { name: new RegExp(NAME) })).toContainText("tlhIngan Hol (düzenlendi)");
});

test("the status badge toggles a language; the default language cannot be deleted", async () => {
  await admin.goto("/admin/languages");
  await admin.getByRole("button", { name: `${NAME}: Aktif. Durumu değiştirmek için tıklayın` }).click();
  await expect(admin.getByRole("status")).toHaveText("Dil durumu güncellendi.");
  await expect(admin.getByRole("button", { name: `${NAME}: Pasif. Durumu değiştirmek için tıklayın` })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Turkish dilini sil" })).toBeDisabled();
  await expect(admin.getByRole("button", { name: "Turkish dilini sil" })).toHaveAttribute(
    "title",
    "Varsayılan dil silinemez",
  );
});

test("a write the database refuses shows the spec's failure alerts and changes nothing", async () => {
  await whileWritesFail("Language", { code: CODE }, async () => {
    await admin.goto("/admin/languages");
    const row = admin.getByRole("row", { name: new RegExp(NAME) });
    await row.getByRole("button", { name: `${NAME}: Pasif. Durumu değiştirmek için tıklayın` }).click();
    await expect(row.getByRole("alert")).toHaveText("Dil durumu güncellenirken bir hata oluştu");
    await row.getByRole("button", { name: `${NAME} dilini varsayılan yap` }).click();
    const makeDefault = admin.getByRole("dialog", { name: `${NAME} varsayılan dil olsun mu?` });
    await makeDefault.getByRole("button", { name: "Varsayılan yap" }).click();
    await expect(makeDefault.getByRole("alert")).toHaveText("Varsayılan dil güncellenirken bir hata oluştu");
    await makeDefault.getByRole("button", { name: "Vazgeç" }).click();
    await row.getByRole("button", { name: `${NAME} dilini sil` }).click();
    const dialog = admin.getByRole("dialog", { name: "Dili sil" });
    await dialog.getByRole("button", { name: "Evet, sil" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Dil silinirken bir hata oluştu");

    await admin.goto("/admin/languages");
    await admin.getByRole("link", { name: `${NAME} dilini düzenle` }).click();
    await formReady(admin);
    await admin.getByLabel("Yerel dil adı *").fill("tlhIngan Hol (kaydedilemez)");
    await admin.getByRole("button", { name: "Kaydet" }).click();
    await expect(admin.getByRole("alert").filter({ hasText: "hata" })).toHaveText("Dil kaydedilirken bir hata oluştu");
    await expect(admin.getByLabel("Yerel dil adı *")).toHaveValue("tlhIngan Hol (kaydedilemez)");
  });
  await admin.goto("/admin/languages");
  const row = admin.getByRole("row", { name: new RegExp(NAME) });
  await expect(row).toContainText("tlhIngan Hol (düzenlendi)");
  await expect(row.getByRole("button", { name: `${NAME}: Pasif. Durumu değiştirmek için tıklayın` })).toBeVisible();
  await expect(admin.getByRole("row", { name: /Turkish/ })).toContainText("Varsayılan");
});

test("deleting a language asks first, naming what goes with it", async () => {
  await admin.goto("/admin/languages");
  await admin.getByRole("button", { name: `${NAME} dilini sil` }).click();
  const dialog = admin.getByRole("dialog", { name: "Dili sil" });
  await expect(dialog).toContainText(
    `“${NAME}” dili ve bu dildeki 0 kategori, 0 içerik, 0 ekip üyesi ve 0 çeviri kalıcı olarak silinecek. Bu işlem geri alınamaz. Emin misiniz?`,
  );
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(admin.getByRole("status")).toHaveText("Dil silindi.");
  await expect(admin.getByRole("row", { name: new RegExp(NAME) })).toHaveCount(0);
});

test("French and Arabic added in the admin are served, with English texts where none is translated, until deactivated", async ({
  browser,
  baseURL,
}) => {
  for (const language of ADDED) {
    await submitNew(language);
    await expect(admin.getByRole("status")).toHaveText("Dil kaydedildi.");
  }
  // One French interface text of the firm's own; the rest falls back to English text by text.
  await admin.goto(`/admin/translations?${new URLSearchParams({ lang: "fr", q: "Ekibimiz" })}`);
  const field = admin.getByRole("textbox", { name: "Ekibimiz", exact: true });
  await field.fill("Notre équipe");
  await field.press("Control+Enter");
  await expect(admin.getByRole("status").filter({ hasText: "Kaydedildi" })).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  try {
    await visitor.goto("/fr");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "fr");
    await expect(visitor.locator("html")).toHaveAttribute("dir", "ltr");
    const nav = visitor.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Notre équipe" })).toHaveAttribute("href", "/fr/ekibimiz");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/fr/hizmetler");
    await visitor.locator("header summary").click();
    await expect(visitor.locator("header").getByRole("link", { name: /Français/ })).toBeVisible();
    await expect(visitor.locator("header").getByRole("link", { name: /العربية/ })).toBeVisible();
    // An added language's flag is an image like the seeded ones', drawn where a system has no flag emoji.
    const arabicFlag = visitor
      .locator("header")
      .getByRole("link", { name: /العربية/ })
      .locator("img");
    await expect(arabicFlag).toHaveAttribute("src", /\/flags\/sa\.svg$/);
    await expect.poll(() => imageLoaded(arabicFlag)).toBe(true);
    await expect(visitor.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar$/);

    await visitor.goto("/ar/kurumsal");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "ar");
    await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(visitor.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/kurumsal$/);
    await visitor.goto("/kurumsal");
    await expect(visitor.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/kurumsal$/);

    const entries = sitemapEntries(await (await visitor.request.get("/sitemap.xml")).text());
    const about = [...entries.keys()].find((loc) => new URL(loc).pathname === "/fr/kurumsal") ?? "";
    expect(new URL(entries.get(about)?.get("ar") ?? "http://none").pathname).toBe("/ar/kurumsal");
    expect(hreflangProblems(entries)).toEqual([]);

    await admin.goto("/admin/languages");
    for (const { name } of ADDED) {
      await admin.getByRole("button", { name: `${name}: Aktif. Durumu değiştirmek için tıklayın` }).click();
      await expect(
        admin.getByRole("button", { name: `${name}: Pasif. Durumu değiştirmek için tıklayın` }),
      ).toBeVisible();
    }
    // Deactivated: its addresses go to the Turkish page, and no page or the sitemap names it.
    await visitor.goto("/fr/kurumsal");
    await expect(visitor).toHaveURL(/\/kurumsal$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "tr");
    await expect(visitor.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(0);
    await visitor.locator("header summary").click();
    await expect(visitor.locator("header").getByRole("link", { name: /Français/ })).toHaveCount(0);
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/\/(fr|ar)(\/|<)/);
  } finally {
    await visitor.close();
  }
});

test("making English the default sends an unprefixed visit to English on the next request", async ({
  browser,
  baseURL,
}) => {
  const visitor = await browser.newPage({ baseURL });
  try {
    await admin.goto("/admin/languages");
    await admin.getByRole("button", { name: "English dilini varsayılan yap" }).click();
    await admin
      .getByRole("dialog", { name: "English varsayılan dil olsun mu?" })
      .getByRole("button", { name: "Varsayılan yap" })
      .click();
    await expect(admin.getByRole("status")).toHaveText("Varsayılan dil güncellendi.");
    await expect(admin.getByRole("row", { name: /English/ })).toContainText("Varsayılan");
    await visitor.goto(paths.about);
    await expect(visitor).toHaveURL(new RegExp(`/en${paths.about}$`));
    // A Turkish topic's address (a search result, a link elsewhere) lands on its English version.
    await visitor.goto(seededTopic("tr").topicPath);
    await expect(visitor).toHaveURL(new RegExp(`${seededTopic("en").topicPath}$`));
    await expect(visitor.getByRole("heading", { level: 1, name: seededTopic("en").topic.title })).toBeVisible();
  } finally {
    await admin.goto("/admin/languages");
    await admin.getByRole("button", { name: "Turkish dilini varsayılan yap" }).click();
    await admin
      .getByRole("dialog", { name: "Turkish varsayılan dil olsun mu?" })
      .getByRole("button", { name: "Varsayılan yap" })
      .click();
    await expect(admin.getByRole("status")).toHaveText("Varsayılan dil güncellendi.");
  }
  await visitor.goto(paths.about);
  await expect(visitor).toHaveURL(new RegExp(`${paths.about}$`));
  await expect(visitor).not.toHaveURL(/\/en\//);
  await visitor.close();
});

test("a language made inactive leaves the language menu of pages already open, and comes back", async ({
  browser,
  baseURL,
}) => {
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(paths.about);
  await followingLiveEvents(visitor);
  await markDocument(visitor);
  await visitor.locator("header summary").click();
  const german = visitor.locator("header").getByRole("link", { name: /Deutsch/ });
  await expect(german).toBeVisible();

  await admin.goto("/admin/languages");
  await admin.getByRole("button", { name: "German: Aktif. Durumu değiştirmek için tıklayın" }).click();
  try {
    await expect(german).toHaveCount(0, { timeout: 5000 });
  } finally {
    await admin.getByRole("button", { name: "German: Pasif. Durumu değiştirmek için tıklayın" }).click();
  }
  await expect(german).toHaveCount(1, { timeout: 5000 });
  expect(await stillSameDocument(visitor)).toBe(true);
  await visitor.close();
});
