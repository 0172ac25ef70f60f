import { createHash } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { cleanUpRun, createTopicInForm, formReady, onE2eDatabase, runId, signedInAdmin } from "./admin-helpers";

test.describe.configure({ mode: "serial" });

const category = seedCategories.tr[0]!;
// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const DRAFT = {
  title: `Önizleme Taslağı ${RUN}`,
  slug: `onizleme-taslagi-${RUN}`,
  body: "Henüz yayında olmayan metin",
};
const OTHER = { title: `Başka Taslak ${RUN}`, slug: `baska-taslak-${RUN}`, body: "Bağlantının göstermediği metin" };
const LIVE = { title: `Yayındaki Makale ${RUN}`, slug: `yayindaki-makale-${RUN}`, body: "Yayındaki metin" };
const BANNER = "Önizleme: bu sürüm yayında değil";
const ENDED = "Bu önizleme bağlantısının süresi dolmuş ya da iptal edilmiş.";
const addressOf = (topic: { slug: string }) => `/${category.slug}/${topic.slug}`;
const createdIds: number[] = [];

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr"]);
  // The links of the topics this run made (a deleted item's links open nothing, but are rows all the same).
  await onE2eDatabase(`DELETE FROM "PreviewLink" WHERE entity = 'topic' AND "entityId" = ANY($1)`, [createdIds]);
});

/** A topic saved with "Taslağı kaydet": its form stays open; its id. */
async function draftTopic(page: Page, topic: typeof DRAFT): Promise<number> {
  await createTopicInForm(page, "tr", { category: category.title, ...topic, published: false });
  const id = Number(/\/admin\/contents\/(\d+)/.exec(page.url())![1]);
  createdIds.push(id);
  return id;
}

/** "Önizle" on the open form: the preview in a new tab. */
async function openPreview(page: Page): Promise<Page> {
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Önizle: sitede/ }).click(),
  ]);
  return preview;
}

async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

test("a draft topic is nowhere public, and its preview shows it to the administrator, marked and never kept", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  const id = await draftTopic(admin, DRAFT);

  const outsider = await visitor(browser, baseURL);
  expect((await outsider.goto(addressOf(DRAFT)))!.status()).toBe(404);
  const sitemap = await outsider.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("<urlset");
  expect(await sitemap.text()).not.toContain(DRAFT.slug);
  const api = await outsider.request.get("/api/content/tr/contents");
  expect(api.status()).toBe(200);
  expect(await api.text()).not.toContain(DRAFT.title);
  await outsider.context().close();

  const preview = await openPreview(admin);
  await expect(preview).toHaveURL(new RegExp(`${addressOf(DRAFT)}$`));
  await expect(preview.getByRole("heading", { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(preview.getByTestId("topic-body")).toContainText(DRAFT.body);
  const banner = preview.getByTestId("preview-banner");
  await expect(banner).toContainText(BANNER);
  await expect(banner).toContainText(`Önizlenen: ${DRAFT.title} · Taslak`);
  await expect(banner.getByRole("link", { name: "Düzenleme formuna dön" })).toHaveAttribute(
    "href",
    new RegExp(`/admin/contents/${id}$`),
  );
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const answer = (await preview.reload())!;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toMatch(/private/);
  expect(answer.headers()["cache-control"]).toMatch(/no-store/);
  await expect(preview.getByRole("heading", { level: 1, name: DRAFT.title })).toBeVisible();

  // Leaving the preview: the published site again, where the draft is a 404.
  await banner.getByRole("link", { name: "Önizlemeden çık" }).click();
  await expect(preview.getByTestId("preview-banner")).toHaveCount(0);
  expect((await preview.goto(addressOf(DRAFT)))!.status()).toBe(404);
  await admin.context().close();
});

test("a draft of a published topic leaves its live page as it is until its changes are published; the preview shows the draft", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  await createTopicInForm(admin, "tr", { category: category.title, ...LIVE });
  await admin.getByRole("link", { name: `${LIVE.title} içeriğini düzenle` }).click();
  await formReady(admin);
  createdIds.push(Number(/\/admin\/contents\/(\d+)/.exec(admin.url())![1]));
  const editor = admin.getByRole("textbox", { name: "İçerik metni *" });
  await editor.locator("p", { hasText: LIVE.body }).click();
  await admin.keyboard.press("End");
  await admin.keyboard.type(" ve taslak eki");
  await expect(admin.locator('input[name="body"]')).toHaveValue(`<p>${LIVE.body} ve taslak eki</p>`);
  await admin.getByRole("button", { name: "Taslağı kaydet" }).click();
  await expect(admin).toHaveURL(/\/admin\/contents\/(\d+)\?saved=\1&as=draft$/);

  const outsider = await visitor(browser, baseURL);
  await outsider.goto(addressOf(LIVE));
  await expect(outsider.getByTestId("topic-body")).toHaveText(LIVE.body);

  const preview = await openPreview(admin);
  await expect(preview.getByTestId("topic-body")).toHaveText(`${LIVE.body} ve taslak eki`);
  await expect(preview.getByTestId("preview-banner")).toContainText("Yayında + taslak değişiklik");
  await preview.close();

  await outsider.reload();
  await expect(outsider.getByTestId("topic-body")).toHaveText(LIVE.body);
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  // Publishing a topic nobody has reviewed asks first (the review record of lib/topics).
  const noReview = admin.getByRole("dialog", { name: "Bu makale için inceleme kaydı yok" });
  await noReview.getByRole("button", { name: "İncelemesiz yayınla" }).click();
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);
  await outsider.reload();
  await expect(outsider.getByTestId("topic-body")).toHaveText(`${LIVE.body} ve taslak eki`);
  await expect(outsider.getByTestId("preview-banner")).toHaveCount(0);
  await outsider.context().close();
  await admin.context().close();
});

/** Makes a preview link on the open form; its path (the address shown names SITE_URL's origin). */
async function makeLink(admin: Page): Promise<string> {
  const panel = admin.locator("details", { hasText: "Önizleme bağlantıları" });
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) await panel.locator("summary").click();
  const field = panel.getByLabel("Yeni önizleme bağlantısı");
  // A link made before stays shown until the new one replaces it.
  const before = (await field.count()) > 0 ? await field.inputValue() : "";
  await panel.getByRole("button", { name: "Önizleme bağlantısı oluştur" }).click();
  await expect(field).not.toHaveValue(before);
  await expect(field).toHaveValue(/\/api\/preview\/link\/[A-Za-z0-9_-]{43}$/);
  return new URL(await field.inputValue()).pathname;
}

const tokenHash = (path: string) => createHash("sha256").update(path.split("/").pop()!).digest("hex");

test("a preview link shows its one item to someone signed out, until it is revoked or expires", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInAdmin(browser, baseURL);
  await draftTopic(admin, OTHER);
  await admin.goto("/admin/contents?lang=tr");
  await admin.getByRole("link", { name: `${DRAFT.title} içeriğini düzenle` }).click();
  await formReady(admin);

  const link = await makeLink(admin);
  const listed = admin.getByRole("list", { name: "Önizleme bağlantıları" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("e2e-admin@example.com oluşturdu");
  const weekLater = new Intl.DateTimeFormat("tr", { dateStyle: "medium", timeZone: "Europe/Istanbul" }).format(
    Date.now() + 7 * 24 * 60 * 60 * 1000,
  );
  await expect(listed).toContainText(`Son geçerlilik: ${weekLater}`);

  const lawyer = await visitor(browser, baseURL);
  await lawyer.goto(link);
  await expect(lawyer).toHaveURL(new RegExp(`${addressOf(DRAFT)}$`));
  await expect(lawyer.getByRole("heading", { level: 1, name: DRAFT.title })).toBeVisible();
  const banner = lawyer.getByTestId("preview-banner");
  await expect(banner).toContainText(`${BANNER}Önizlenen: ${DRAFT.title} · Taslak`);
  await expect(banner.getByRole("link", { name: "Düzenleme formuna dön" })).toHaveCount(0);
  await expect(lawyer.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Only that item: another draft is a 404 in the same browser, and absent from the menu.
  await expect(lawyer.getByRole("link", { name: OTHER.title })).toHaveCount(0);
  expect((await lawyer.goto(addressOf(OTHER)))!.status()).toBe(404);

  await admin.getByRole("button", { name: /tarihli bağlantıyı iptal et$/ }).click();
  await expect(admin.getByText("Çalışan önizleme bağlantısı yok.")).toBeVisible();
  expect((await lawyer.goto(addressOf(DRAFT)))!.status()).toBe(404);
  const revoked = (await lawyer.goto(link))!;
  expect(revoked.status()).toBe(410);
  await expect(lawyer.getByRole("heading", { level: 1 })).toHaveText("Önizleme bağlantısı geçersiz");
  await expect(lawyer.getByText(ENDED)).toBeVisible();
  await lawyer.context().close();

  // Expiry is the server's clock against the row's expiresAt: page.clock moves only the browser's,
  // and a week cannot be waited, so the row is made a week old in the e2e schema directly.
  const second = await makeLink(admin);
  const colleague = await visitor(browser, baseURL);
  await colleague.goto(second);
  await expect(colleague.getByRole("heading", { level: 1, name: DRAFT.title })).toBeVisible();
  await onE2eDatabase(`UPDATE "PreviewLink" SET "expiresAt" = now() - interval '1 minute' WHERE "tokenHash" = $1`, [
    tokenHash(second),
  ]);
  expect((await colleague.reload())!.status()).toBe(404);
  const expired = (await colleague.goto(second))!;
  expect(expired.status()).toBe(410);
  await expect(colleague.getByText(ENDED)).toBeVisible();
  const unknown = (await colleague.goto(`/api/preview/link/${"x".repeat(43)}`))!;
  expect(unknown.status()).toBe(404);
  await expect(colleague.getByText(ENDED)).toBeVisible();
  await colleague.context().close();

  // An expired link is no longer listed.
  await admin.reload();
  await expect(admin.locator("summary", { hasText: "Önizleme bağlantıları" })).toHaveText("Önizleme bağlantıları (0)");
  await admin.context().close();
});

test("the preview of a team member and a category opens on their public pages", async ({ browser, baseURL }) => {
  const admin = await signedInAdmin(browser, baseURL);
  await admin.goto("/admin/team?lang=tr");
  await admin
    .getByRole("link", { name: /düzenle$/ })
    .first()
    .click();
  await formReady(admin);
  const member = await openPreview(admin);
  await expect(member).toHaveURL(/\/ekibimiz$/);
  await expect(member.getByTestId("preview-banner")).toContainText(BANNER);
  await member.close();
  await admin.goto("/admin/categories?lang=tr");
  await admin.getByRole("link", { name: `${category.title} kategorisini düzenle` }).click();
  await formReady(admin);
  const categoryPreview = await openPreview(admin);
  await expect(categoryPreview.getByTestId("preview-banner")).toContainText(`Önizlenen: ${category.title} · Yayında`);
  await admin.context().close();
});
