import { expect, test, type Page } from "@playwright/test";
import {
  createCategoryInForm,
  createTopicInForm,
  deleteInAdmin,
  runId,
  signedInAdmin,
  unpublishCategory,
} from "./admin-helpers";

test.describe.configure({ mode: "serial" });

const RUN = runId();
const CATEGORY = `Toplu ${RUN}`;
const CATEGORY_SLUG = `toplu-${RUN}`;
const TITLES = [`Toplu makale bir ${RUN}`, `Toplu makale iki ${RUN}`];
const HIDDEN_CATEGORY = `Toplu gizli ${RUN}`;
const REFUSED = `Toplu reddedilen ${RUN}`;

test.afterAll(async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  // Deleting the category deletes its topics.
  await deleteInAdmin(admin, "categories", "tr", RUN);
  await admin.context().close();
});

/** Creates a draft topic in the run's category; the address a visitor would find it at once published. */
async function draftTopic(admin: Page, title: string, category = CATEGORY): Promise<string> {
  await createTopicInForm(admin, "tr", { category, title, body: "Toplu yayınlanır.", published: false });
  return `/${CATEGORY_SLUG}/${await admin.locator('input[name="slug"]').inputValue()}`;
}

test("two draft topics selected on the list are published at once, after a question that says what visitors get", async ({
  browser,
}, testInfo) => {
  const admin = await signedInAdmin(browser);
  await createCategoryInForm(admin, "tr", CATEGORY);
  const addresses = [await draftTopic(admin, TITLES[0]!), await draftTopic(admin, TITLES[1]!)];
  const visitor = await browser.newContext();
  const statuses = () => Promise.all(addresses.map(async (address) => (await visitor.request.get(address)).status()));
  expect(await statuses()).toEqual([404, 404]);

  await admin.goto(`/admin/contents?lang=tr&q=${encodeURIComponent(RUN)}`);
  const publishSelected = admin.getByRole("button", { name: "Seçilenleri yayınla" });
  await expect(publishSelected).toBeDisabled();
  for (const title of TITLES) await admin.getByRole("checkbox", { name: `${title} seç` }).check();
  await expect(admin.getByText("2 öğe seçili")).toBeVisible();
  // Both rows of the page are selected: "select all" says so.
  await expect(admin.getByRole("checkbox", { name: "Bu sayfadaki tümünü seç" })).toBeChecked();
  await expect(publishSelected).toBeEnabled();

  await admin.screenshot({ path: testInfo.outputPath("bulk-selection-desktop.png"), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: testInfo.outputPath("bulk-selection-390.png"), fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 720 });

  // It asks first, naming the count and what visitors get; "Vazgeç" publishes nothing.
  await publishSelected.click();
  const question = admin.getByRole("dialog", { name: "2 öğe yayınlansın mı?" });
  await expect(question).toContainText(
    "2 öğe yayınlanacak. Ziyaretçiler bunları hemen sitede görür; bekleyen taslak değişiklikler de yayına girer.",
  );
  await expect(question).toContainText("“incelemesiz yayınlandı” olarak yayınlanır");
  await admin.screenshot({ path: testInfo.outputPath("bulk-question-desktop.png") });
  await question.getByRole("button", { name: "Vazgeç" }).click();
  await expect(question).toBeHidden();
  expect(await statuses()).toEqual([404, 404]);
  for (const title of TITLES) await expect(admin.getByRole("row", { name: new RegExp(title) })).toContainText("Taslak");

  // Confirmed: both are on the site, and the list says so.
  await publishSelected.click();
  await question.getByRole("button", { name: "Yayınla" }).click();
  await expect(admin.getByText("2 öğe yayınlandı.")).toBeVisible();
  for (const title of TITLES) {
    const row = admin.getByRole("row", { name: new RegExp(title) });
    await expect(row.locator("td").filter({ hasText: /^Yayında$/ })).toBeVisible();
    await expect(admin.getByRole("checkbox", { name: `${title} seç` })).not.toBeChecked();
  }
  await expect(admin.getByText("Seçili öğe yok")).toBeVisible();
  expect(await statuses()).toEqual([200, 200]);
  await admin.screenshot({ path: testInfo.outputPath("bulk-published-desktop.png"), fullPage: true });
  await visitor.close();
  await admin.context().close();
});

test("a topic whose category is off the site is not published, and the toast says which and why", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  await createCategoryInForm(admin, "tr", HIDDEN_CATEGORY);
  await draftTopic(admin, REFUSED, HIDDEN_CATEGORY);
  await unpublishCategory(admin, "tr", HIDDEN_CATEGORY);

  await admin.goto(`/admin/contents?lang=tr&q=${encodeURIComponent(REFUSED)}`);
  await admin.getByRole("checkbox", { name: `${REFUSED} seç` }).check();
  await admin.getByRole("button", { name: "Seçilenleri yayınla" }).click();
  await admin.getByRole("dialog", { name: "1 öğe yayınlansın mı?" }).getByRole("button", { name: "Yayınla" }).click();
  await expect(
    admin.getByText(`Hiçbir öğe yayınlanmadı. ‘${REFUSED}’ yayınlanamadı: kategorisi yayında değil.`),
  ).toBeVisible();
  await expect(admin.getByRole("row", { name: new RegExp(REFUSED) })).toContainText("Taslak");
  await admin.context().close();
});
