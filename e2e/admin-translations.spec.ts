import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { formReady, runId, signedInAdmin, whileWritesFail } from "./admin-helpers";

/** Interface translations: one edited in place changes the public page's text on the next request; removed, the shipped text is back. */
test.describe.configure({ mode: "serial" });

const file = (lang: string) =>
  JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as { Legal: { privacy: { intro: string } } };
const SOURCE = file("tr").Legal.privacy.intro;
const SHIPPED = file("en").Legal.privacy.intro;
const EDITED = `We care about your personal data (${runId()}).`;
const privacyPage = prefixedPath("en", paths.privacy);

type Tree = { [key: string]: string | Tree };
/** Each Turkish text with whether `other` has a text at the same key. */
function pairs(tr: Tree, other: Tree | undefined): [string, boolean][] {
  return Object.entries(tr).flatMap(([key, value]) => {
    const there = other?.[key];
    return typeof value === "string"
      ? [[value, typeof there === "string"] as [string, boolean]]
      : pairs(value, typeof there === "object" ? there : undefined);
  });
}
const wholeTurkish = JSON.parse(readFileSync("messages/tr.json", "utf8")) as Tree;
// The admin's own texts, and the page texts (edited in Site ayarları › Sayfa metinleri), are not the tab's.
const {
  Admin: _admin,
  Hero: _hero,
  Welcome: _welcome,
  Home: _home,
  About: _about,
  Services: _services,
  ...turkish
} = wholeTurkish;
const SOURCES = new Set(pairs(turkish, undefined).map(([text]) => text));
/** What the tab counts as missing: the interface's Turkish texts that the shipped file translates at no key (no admin row adds any here). */
const missing = (lang: string) => {
  const translated = new Set(
    pairs(wholeTurkish, JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as Tree).flatMap(([text, has]) =>
      has ? [text] : [],
    ),
  );
  return [...SOURCES].filter((text) => !translated.has(text)).length;
};
const MISSING_COUNTS = `English: ${missing("en")} eksik · Deutsch: ${missing("de")} eksik · Русский: ${missing("ru")} eksik · Azərbaycan dili: ${missing("az")} eksik`;

test("a translation saved with Ctrl+Enter shows on the public page; deleted, the shipped text is back", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  const visitor = await browser.newPage({ baseURL });
  try {
    await admin.goto(`/admin/translations?${new URLSearchParams({ lang: "en", q: SOURCE })}`);
    await expect(admin.getByTestId("missing-counts")).toHaveText(MISSING_COUNTS);
    await expect(admin.getByText(`${SOURCES.size} kayıttan 1 tanesi eşleşiyor`)).toBeVisible();
    const field = admin.getByRole("textbox", { name: SOURCE, exact: true });
    await expect(field).toHaveValue(SHIPPED);
    await formReady(admin);
    await field.fill(EDITED);
    await field.press("Control+Enter");
    await expect(admin.getByRole("status").filter({ hasText: "Kaydedildi" })).toBeVisible();

    await visitor.goto(privacyPage);
    await expect(visitor.getByText(EDITED)).toBeVisible();

    await admin.reload();
    await admin.getByRole("button", { name: `“${SOURCE}” çevirisini sil` }).click();
    await admin.getByRole("dialog", { name: "Çeviriyi sil" }).getByRole("button", { name: "Evet, sil" }).click();
    await expect(admin.getByRole("status").first()).toHaveText("Çeviri silindi.");
    await visitor.goto(privacyPage);
    await expect(visitor.getByText(SHIPPED)).toBeVisible();
    await expect(visitor.getByText(EDITED)).toHaveCount(0);
  } finally {
    await visitor.close();
    await admin.context().close();
  }
});

test("adding an original needs both texts ('Orijinal metin ve çeviri boş olamaz')", async ({ browser, baseURL }) => {
  const admin = await signedInAdmin(browser, baseURL);
  await admin.goto("/admin/translations?lang=en");
  const form = admin.getByRole("form", { name: "Yeni çeviri ekle" });
  await form.getByLabel("Orijinal metin (Türkçe)").fill("Yalnızca orijinal");
  await form.getByRole("button", { name: "Ekle" }).click();
  await expect(form.getByRole("alert")).toHaveText("Orijinal metin ve çeviri boş olamaz");
  await expect(form.getByLabel("Orijinal metin (Türkçe)")).toHaveValue("Yalnızca orijinal");
  await admin.context().close();
});

test("a save or delete the database refuses shows the row's failure state ('Kaydetme sırasında hata oluştu', 'Silme sırasında hata oluştu')", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  const list = `/admin/translations?${new URLSearchParams({ lang: "de", q: SOURCE })}`;
  const field = admin.getByRole("textbox", { name: SOURCE, exact: true });
  const saved = `Datenschutz ist uns wichtig (${runId()}).`;
  try {
    await admin.goto(list);
    await formReady(admin);
    await field.fill(saved);
    await field.press("Control+Enter");
    await expect(admin.getByRole("status").filter({ hasText: "Kaydedildi" })).toBeVisible();

    await whileWritesFail("Translation", { languageCode: "de", source: SOURCE }, async () => {
      await admin.reload();
      await formReady(admin);
      await field.fill(`${saved} (kaydedilemez)`);
      await field.press("Control+Enter");
      await expect(admin.getByRole("status").filter({ hasText: "hata" })).toHaveText("Kaydetme sırasında hata oluştu");
      await admin.getByRole("button", { name: `“${SOURCE}” çevirisini sil` }).click();
      const dialog = admin.getByRole("dialog", { name: "Çeviriyi sil" });
      await dialog.getByRole("button", { name: "Evet, sil" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Silme sırasında hata oluştu");
    });
    await admin.goto(list);
    await expect(field).toHaveValue(saved);
  } finally {
    await admin.goto(list);
    await admin.getByRole("button", { name: `“${SOURCE}” çevirisini sil` }).click();
    await admin.getByRole("dialog", { name: "Çeviriyi sil" }).getByRole("button", { name: "Evet, sil" }).click();
    await expect(admin.getByRole("status").first()).toHaveText("Çeviri silindi.");
    await admin.context().close();
  }
});
