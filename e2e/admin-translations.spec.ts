import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { runId, signedInAdmin, whileWritesFail } from "./admin-helpers";

/** Interface translations: one edited in place changes the public page's text on the next request; removed, the shipped text is back. */
test.describe.configure({ mode: "serial" });

const file = (lang: string) => JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as { Legal: { privacy: { intro: string } } };
const SOURCE = file("tr").Legal.privacy.intro;
const SHIPPED = file("en").Legal.privacy.intro;
const EDITED = `We care about your personal data (${runId()}).`;
const privacyPage = prefixedPath("en", paths.privacy);

test("a translation saved with Ctrl+Enter shows on the public page; deleted, the shipped text is back", async ({ browser, baseURL }) => {
  const admin = await signedInAdmin(browser, baseURL);
  const visitor = await browser.newPage({ baseURL });
  try {
    await admin.goto(`/admin/translations?${new URLSearchParams({ lang: "en", q: SOURCE })}`);
    await expect(admin.getByTestId("missing-counts")).toHaveText("English: 0 eksik · Deutsch: 0 eksik · Русский: 0 eksik · Azərbaycan dili: 0 eksik");
    await expect(admin.getByText("359 kayıttan 1 tanesi eşleşiyor")).toBeVisible();
    const field = admin.getByRole("textbox", { name: SOURCE, exact: true });
    await expect(field).toHaveValue(SHIPPED);
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

test("a save or delete the database refuses shows the row's failure state ('Kaydetme sırasında hata oluştu', 'Silme sırasında hata oluştu')", async ({ browser, baseURL }) => {
  const admin = await signedInAdmin(browser, baseURL);
  const list = `/admin/translations?${new URLSearchParams({ lang: "de", q: SOURCE })}`;
  const field = admin.getByRole("textbox", { name: SOURCE, exact: true });
  const saved = `Datenschutz ist uns wichtig (${runId()}).`;
  try {
    await admin.goto(list);
    await field.fill(saved);
    await field.press("Control+Enter");
    await expect(admin.getByRole("status").filter({ hasText: "Kaydedildi" })).toBeVisible();

    await whileWritesFail("Translation", { languageCode: "de", source: SOURCE }, async () => {
      await admin.reload();
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
