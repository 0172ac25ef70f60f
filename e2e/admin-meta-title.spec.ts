import { expect, test, type Browser, type Page } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { cleanUpRun, createTopicInForm, formReady, publishWithoutReview, runId, signedInAdmin } from "./admin-helpers";

test.describe.configure({ mode: "serial" });

const category = seedCategories.tr[0]!;
// Unique per run, so the file can run again on the same database; what it made is deleted afterwards.
const RUN = runId();
const FOLLOWING = { title: `Meta Başlık İzler ${RUN}`, slug: `meta-baslik-izler-${RUN}`, renamed: `Yeni Ad ${RUN}` };
const TYPED = {
  title: `Meta Başlık Elle ${RUN}`,
  slug: `meta-baslik-elle-${RUN}`,
  renamed: `Başka Ad ${RUN}`,
  metaTitle: `Elle yazılmış başlık ${RUN}`,
};

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr"]);
});

async function openEditForm(page: Page, title: string): Promise<void> {
  await page.goto("/admin/contents?lang=tr");
  await page.getByRole("link", { name: `${title} içeriğini düzenle` }).click();
  await formReady(page);
}

/** Publishes the edited (published) topic: the public page changes only then. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(page);
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);
}

/** What a visitor's browser shows as the topic page's title (a new visitor: no admin cookie). */
async function expectPublicTitle(browser: Browser, baseURL: string | undefined, slug: string, title: string) {
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${category.slug}/${slug}`);
  await expect(visitor).toHaveTitle(title);
  await visitor.close();
}

test("a meta title nobody typed follows a renamed title, to the public page's <title>", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInAdmin(browser, baseURL);
  await createTopicInForm(page, "tr", { category: category.title, title: FOLLOWING.title, body: "İzleyen başlık" });
  await expectPublicTitle(browser, baseURL, FOLLOWING.slug, `${FOLLOWING.title} | Bursa Patent`);

  await openEditForm(page, FOLLOWING.title);
  await expect(page.getByLabel("Meta başlık")).toHaveValue(`${FOLLOWING.title} | Bursa Patent`);
  await page.getByLabel("Başlık *").fill(FOLLOWING.renamed);
  await expect(page.getByLabel("Meta başlık")).toHaveValue(`${FOLLOWING.renamed} | Bursa Patent`);
  // The address stays: renaming a saved topic does not move its page.
  await expect(page.getByLabel("Slug *")).toHaveValue(FOLLOWING.slug);
  await publish(page);
  await expectPublicTitle(browser, baseURL, FOLLOWING.slug, `${FOLLOWING.renamed} | Bursa Patent`);
  await page.context().close();
});

test("a meta title typed by hand stays when the title is renamed", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  await createTopicInForm(page, "tr", { category: category.title, title: TYPED.title, body: "Elle yazılan başlık" });
  await openEditForm(page, TYPED.title);
  await page.getByLabel("Meta başlık").fill(TYPED.metaTitle);
  await publish(page);
  await expectPublicTitle(browser, baseURL, TYPED.slug, TYPED.metaTitle);

  await openEditForm(page, TYPED.title);
  await page.getByLabel("Başlık *").fill(TYPED.renamed);
  await expect(page.getByLabel("Meta başlık")).toHaveValue(TYPED.metaTitle);
  await publish(page);
  await expectPublicTitle(browser, baseURL, TYPED.slug, TYPED.metaTitle);
  await page.context().close();
});
