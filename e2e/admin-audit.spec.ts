import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createCategory, deleteCategory } from "@/lib/categories/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { formReady, publishWithoutReview, runId, signedInAdmin } from "./admin-helpers";
import { E2E_ADMIN } from "./constants";
import { writeElsewhere, writtenElsewhere } from "./live";

/**
 * Everything is accountable: the Denetim kaydı tab shows who changed a topic's slug (with the
 * field's name and a link to its revision) and a failed sign-in (with its address and device),
 * each with who and when, filtered by person and action; an entry offers nothing to edit.
 * (The maintenance switch's entries are checked in maintenance-mode.spec.ts, which runs alone.)
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const FIRM_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

const entries = (page: Page) => page.getByTestId("audit-entry");

/** The category this run made: deleted (with its topic) after it, so the menus the other tests measure stay the seed's. */
let made: number | undefined;
test.afterAll(async () => {
  if (made !== undefined) await writeElsewhere(deleteCategory(made));
});

test("shows a topic's slug change with who, when, the changed field and its revision", async ({ browser }) => {
  const category = await writtenElsewhere(
    createCategory({ languageCode: "tr", title: `Denetim ${RUN}`, slug: `denetim-${RUN}`, isActive: true }),
  );
  made = category.value.id;
  const title = `Denetlenen konu ${RUN}`;
  await writtenElsewhere(
    createTopic({
      languageCode: "tr",
      categoryId: category.id,
      title,
      slug: `konu-${RUN}`,
      body: "<p>Metin</p>",
      isActive: true,
    }),
  );
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/contents?lang=tr&q=${encodeURIComponent(title)}`);
  await admin.getByRole("link", { name: `${title} içeriğini düzenle` }).click();
  await formReady(admin);
  await admin.getByLabel(/^Slug/).fill(`yeni-konu-${RUN}`);
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(admin);
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  await admin.goto("/admin/audit");
  await admin.getByLabel("Kişi").selectOption(E2E_ADMIN.email);
  await admin.getByLabel("Öğe türü").selectOption({ label: "Konu" });
  await admin.getByLabel("İşlem").selectOption({ label: "güncellendi" });
  await admin.getByRole("button", { name: "Süz" }).click();
  await expect(admin).toHaveURL(/actor=.*&entity=topic&action=update/);
  const entry = entries(admin).first();
  await expect(entry).toContainText("Konu güncellendi — Değişen alanlar:");
  await expect(entry).toContainText("slug");
  await expect(entry.getByRole("cell").nth(1)).toHaveText(E2E_ADMIN.email);
  await expect(entry.locator("time")).toHaveText(FIRM_TIME);
  const revision = entry.getByRole("link", { name: /^Sürüm #\d+$/ });
  const revisionId = (await revision.textContent())!.replace(/\D/g, "");
  await expect(revision).toHaveAttribute("href", new RegExp(`/admin/history/topic/\\d+#revision-${revisionId}$`));
  await expect(entry.getByRole("link", { name: "Öğeyi aç" })).toHaveAttribute("href", /\/admin\/contents\/\d+$/);
  // The link opens the item's history at that revision, marked.
  await revision.click();
  const target = admin.locator(`li[data-revision="${revisionId}"]`);
  await expect(target).toHaveAttribute("id", `revision-${revisionId}`);
  await expect.poll(() => target.evaluate((element) => element.matches(":target"))).toBe(true);
  await expect(target).toBeInViewport();
  await admin.context().close();
});

test("shows a failed sign-in under the e-mail typed, with address and device, and offers no edit", async ({
  browser,
  baseURL,
}, testInfo) => {
  const stranger = `audit-${RUN}@example.com`;
  const address = `10.${randomBytes(3).join(".")}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const attempt = await context.newPage();
  await attempt.goto("/admin");
  await attempt.locator("#login-email").fill(stranger);
  await attempt.locator("#login-password").fill("not-the-password");
  await attempt.locator("form button[type=submit]").click();
  await expect(attempt.locator("form").getByRole("alert")).toHaveText("Geçersiz email veya şifre");
  const device = await attempt.evaluate(() => navigator.userAgent);
  await context.close();

  const admin = await signedInAdmin(browser, baseURL);
  await admin.goto(`/admin/audit?actor=${encodeURIComponent(stranger)}&action=signInFailed`);
  await expect(entries(admin)).toHaveCount(1);
  const entry = entries(admin).first();
  await expect(entry.getByRole("cell").nth(1)).toHaveText(stranger);
  await expect(entry.getByRole("cell").nth(2)).toHaveText("Başarısız giriş");
  await expect(entry.getByRole("cell").nth(3)).toContainText(address);
  await expect(entry.getByRole("cell").nth(3)).toContainText(device);
  await expect(entry.locator("time")).toHaveText(FIRM_TIME);
  // Read only: no row has a form, a button or an edit or delete link.
  await expect(entries(admin).locator("form")).toHaveCount(0);
  await expect(entries(admin).getByRole("button")).toHaveCount(0);
  await expect(admin.getByRole("link", { name: /Düzenle|Sil/ })).toHaveCount(0);
  await expect(admin.getByRole("link", { name: "Excel olarak indir" })).toHaveAttribute(
    "href",
    /\/admin\/audit\/export\?actor=.*&action=signInFailed$/,
  );

  await admin.goto("/admin/audit");
  for (const width of [1366, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: testInfo.outputPath(`audit-${width}.png`), fullPage: true });
  }
  await admin.context().close();
});
