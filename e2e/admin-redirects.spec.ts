import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createCategory, deleteCategory } from "@/lib/categories/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { formReady, publishWithoutReview, runId, signedInAdmin } from "./admin-helpers";
import { writeElsewhere, writtenElsewhere } from "./live";

/**
 * A published page that moves keeps its old address: a slug changed in the admin leaves a 301 from
 * the old address to the new one, per language; a category's new slug moves its topics; the
 * Yönlendirmeler tab adds redirects by hand, refuses loops and counts each redirect's hits.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();

/** What a visitor's request for `path` is answered with, not followed. */
async function answerTo(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

/** The categories this run made: deleted (with their topics) after it, so the menus the other tests measure stay the seed's. */
const made: number[] = [];
test.afterAll(async () => {
  for (const id of made) await writeElsewhere(deleteCategory(id));
});

/** A published topic in a published category of its own, named after its slugs. */
async function publishedTopic(languageCode: string, categorySlug: string, topicSlug: string) {
  const category = await writtenElsewhere(
    createCategory({ languageCode, title: `Kategori ${categorySlug}`, slug: categorySlug, isActive: true }),
  );
  made.push(category.value.id);
  await writtenElsewhere(
    createTopic({
      languageCode,
      categoryId: category.id,
      title: `Konu ${topicSlug}`,
      slug: topicSlug,
      body: "<p>Metin</p>",
      isActive: true,
    }),
  );
}

/** Changes a topic's slug in its admin form and publishes it. */
async function changeTopicSlug(admin: Page, languageCode: string, title: string, slug: string) {
  await admin.goto(`/admin/contents?lang=${languageCode}&q=${encodeURIComponent(title)}`);
  await admin.getByRole("link", { name: `${title} içeriğini düzenle` }).click();
  await formReady(admin);
  await admin.getByLabel(/^Slug/).fill(slug);
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(admin);
  await expect(admin).toHaveURL(new RegExp(`/admin/contents\\?lang=${languageCode}&saved=\\d+&as=publish$`));
}

test("a topic's new slug leaves a 301 from its old address, in Turkish and in English", async ({ browser, page }) => {
  await publishedTopic("tr", `yon-${RUN}`, `eski-${RUN}`);
  await publishedTopic("en", `moved-${RUN}`, `old-${RUN}`);
  const admin = await signedInAdmin(browser);

  await changeTopicSlug(admin, "tr", `Konu eski-${RUN}`, `yeni-${RUN}`);
  expect(await answerTo(page.request, `/yon-${RUN}/eski-${RUN}`)).toEqual({
    status: 301,
    location: `/yon-${RUN}/yeni-${RUN}`,
  });
  await page.goto(`/yon-${RUN}/eski-${RUN}`);
  await expect(page).toHaveURL(new RegExp(`/yon-${RUN}/yeni-${RUN}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Konu eski-${RUN}` })).toBeVisible();

  await changeTopicSlug(admin, "en", `Konu old-${RUN}`, `new-${RUN}`);
  expect(await answerTo(page.request, `/en/moved-${RUN}/old-${RUN}?utm_source=x`)).toEqual({
    status: 301,
    location: `/en/moved-${RUN}/new-${RUN}?utm_source=x`,
  });
  await page.goto(`/en/moved-${RUN}/old-${RUN}`);
  await expect(page.getByRole("heading", { level: 1, name: `Konu old-${RUN}` })).toBeVisible();
  // The Turkish rename made no English redirect, nor the other way round.
  expect((await answerTo(page.request, `/en/yon-${RUN}/eski-${RUN}`)).status).toBe(404);
});

test("a category's new slug takes its topics' old addresses along", async ({ browser, page }) => {
  await publishedTopic("tr", `kat-${RUN}`, `makale-${RUN}`);
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/categories?lang=tr&q=kat-${RUN}`);
  await admin.getByRole("link", { name: `Kategori kat-${RUN} kategorisini düzenle` }).click();
  await formReady(admin);
  await admin.getByLabel(/^Slug/).fill(`kategori-${RUN}`);
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await expect(admin).toHaveURL(/\/admin\/categories\?lang=tr&saved=\d+&as=publish$/);

  expect(await answerTo(page.request, `/kat-${RUN}/makale-${RUN}`)).toEqual({
    status: 301,
    location: `/kategori-${RUN}/makale-${RUN}`,
  });
  await page.goto(`/kat-${RUN}/makale-${RUN}`);
  await expect(page.getByRole("heading", { level: 1, name: `Konu makale-${RUN}` })).toBeVisible();
});

test("Yönlendirmeler: a loop is refused; a redirect added by hand answers and counts its hits", async ({
  browser,
  page,
}) => {
  const admin = await signedInAdmin(browser);
  const addRedirect = async (fromPath: string, toPath: string) => {
    await admin.goto("/admin/redirects/new");
    await formReady(admin);
    await admin.getByLabel(/^Eski adres/).fill(fromPath);
    await admin.getByLabel(/^Yeni adres/).fill(toPath);
    await admin.getByRole("button", { name: "Kaydet" }).click();
  };
  await addRedirect(`/a-${RUN}`, `/b-${RUN}`);
  await expect(admin).toHaveURL(/\/admin\/redirects\?saved=1$/);
  await expect(admin.getByRole("status")).toHaveText("Yönlendirme kaydedildi.");
  await addRedirect(`/b-${RUN}`, `/a-${RUN}`);
  await expect(admin.getByLabel(/^Yeni adres/)).toHaveAccessibleDescription(/döngü oluşturur/);
  await expect(admin.getByLabel(/^Yeni adres/)).toHaveValue(`/a-${RUN}`);

  await addRedirect(`/eski-sayfa-${RUN}`, "/iletisim");
  await expect(admin).toHaveURL(/\/admin\/redirects\?saved=1$/);
  expect(await answerTo(page.request, `/eski-sayfa-${RUN}`)).toEqual({ status: 301, location: "/iletisim" });
  await page.goto(`/eski-sayfa-${RUN}/`);
  await expect(page).toHaveURL(/\/iletisim$/);

  const row = admin.getByRole("row").filter({ hasText: `/eski-sayfa-${RUN}` });
  await expect(async () => {
    await admin.goto(`/admin/redirects?q=${RUN}`);
    await expect(row.getByTestId("redirect-hits")).toHaveText("2", { timeout: 1000 });
  }).toPass();
  await expect(row).toContainText("Elle eklenen");
});

test("a deleted topic's address redirects to the target given in its delete dialog", async ({ browser, page }) => {
  await publishedTopic("tr", `silinen-${RUN}`, `konu-${RUN}`);
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/contents?lang=tr&q=${encodeURIComponent(`Konu konu-${RUN}`)}`);
  await admin.getByRole("button", { name: `Konu konu-${RUN} içeriğini sil` }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel(/^Yönlendirme hedefi/).fill(`/silinen-${RUN}`);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&deleted=1$/);

  expect(await answerTo(page.request, `/silinen-${RUN}/konu-${RUN}`)).toEqual({
    status: 301,
    location: `/silinen-${RUN}`,
  });
});
