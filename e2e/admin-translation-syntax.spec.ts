import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { onE2eDatabase, runId, signedInAdmin } from "./admin-helpers";

/**
 * A translation is an ICU message: one with broken syntax, or other placeholders than its source,
 * is refused at save with the reason in Turkish; and one stored anyway (before the rule, or by an
 * import) never shows visitors a message key: the shipped text shows instead.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const messages = (lang: string) =>
  JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as {
    Footer: { copyright: string };
    Admin: { translations: { errors: Record<string, string> } };
  };
const ERRORS = messages("tr").Admin.translations.errors;
const COPYRIGHT = messages("tr").Footer.copyright;

test("adding a translation with broken syntax or other placeholders is refused, in Turkish", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  try {
    await admin.goto("/admin/translations?lang=en");
    const form = admin.getByRole("form", { name: "Yeni çeviri ekle" });
    for (const [text, error] of [
      [`Year {year ${RUN}`, ERRORS.messageSyntax],
      [`Year ${RUN}`, ERRORS.placeholdersDiffer],
    ] as const) {
      await form.getByLabel("Orijinal metin (Türkçe)").fill(`Yıl {year} ${RUN}`);
      await form.getByLabel("Çeviri").fill(text);
      await form.getByRole("button", { name: "Ekle" }).click();
      await expect(form.getByRole("alert")).toHaveText(error!);
      await expect(form.getByLabel("Çeviri")).toHaveValue(text);
    }
  } finally {
    await admin.context().close();
  }
});

test("a broken translation stored anyway shows the shipped text, never the message's key", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  const visitor = await browser.newPage({ baseURL });
  const original = `Yalnızca bu çalıştırma ${RUN}`;
  try {
    await onE2eDatabase(
      `INSERT INTO "Translation" ("languageCode", source, text, "updatedAt") VALUES ('de', $1, $2, now())`,
      [COPYRIGHT, `© {year {name} ${RUN}`],
    );
    // A save through the admin expires the language's translations, as an import does.
    await admin.goto("/admin/translations?lang=de");
    const form = admin.getByRole("form", { name: "Yeni çeviri ekle" });
    await form.getByLabel("Orijinal metin (Türkçe)").fill(original);
    await form.getByLabel("Çeviri").fill(`Nur dieser Lauf ${RUN}`);
    await form.getByRole("button", { name: "Ekle" }).click();
    await expect(admin.getByRole("status").first()).toHaveText("Çeviri eklendi.");

    await visitor.goto(prefixedPath("de", paths.contact));
    const footer = visitor.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Bursa Patent`);
    await expect(footer).toContainText("Alle Rechte vorbehalten.");
    await expect(footer).not.toContainText("Footer.copyright");
  } finally {
    await onE2eDatabase(`DELETE FROM "Translation" WHERE "languageCode" = 'de' AND source = ANY($1)`, [
      [COPYRIGHT, original],
    ]);
    await visitor.close();
    await admin.context().close();
  }
});
