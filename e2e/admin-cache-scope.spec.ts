import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { slugify } from "@/lib/text/slug";
import {
  createCategoryInForm,
  createTopicInForm,
  deleteInAdmin,
  formReady,
  publishWithoutReview,
  runId,
  signedInAdmin,
} from "./admin-helpers";

/**
 * A write regenerates exactly the pages that show it. Editing one topic's body regenerates its
 * page and its category's listing; another topic's page stays a cache HIT. Editing its title (which
 * every page's menu shows) regenerates the other topic's page too.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const CATEGORY = `Önbellek Kapsamı ${RUN}`;
const CATEGORY_SLUG = slugify(CATEGORY);
const EDITED = { title: `Düzenlenen Konu ${RUN}`, body: `İlk metin ${RUN}` };
const OTHER = { title: `Dokunulmayan Konu ${RUN}`, body: `Başka metin ${RUN}` };
const editedPath = paths.topic(CATEGORY_SLUG, slugify(EDITED.title));
const otherPath = paths.topic(CATEGORY_SLUG, slugify(OTHER.title));

let admin: Page;

async function editTopic(title: string, change: () => Promise<void>) {
  await admin.goto("/admin/contents?lang=tr");
  await admin.getByRole("link", { name: `${title} içeriğini düzenle` }).click();
  await formReady(admin);
  await change();
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(admin);
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);
}

/** Rendered once, so the next view comes from the cache. */
async function cached(request: APIRequestContext, pagePath: string) {
  await request.get(pagePath);
  expect((await request.get(pagePath)).headers()["x-nextjs-cache"], pagePath).toBe("HIT");
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  admin = await signedInAdmin(browser, baseURL);
  await createCategoryInForm(admin, "tr", CATEGORY);
  await createTopicInForm(admin, "tr", { category: CATEGORY, ...EDITED });
  await createTopicInForm(admin, "tr", { category: CATEGORY, ...OTHER });
});

test.afterAll(async () => {
  await deleteInAdmin(admin, "categories", "tr", CATEGORY);
  await admin.context().close();
});

test("editing a topic's body leaves another topic's page a cache HIT", async ({ request, page }) => {
  for (const pagePath of [editedPath, otherPath, paths.category(CATEGORY_SLUG)]) await cached(request, pagePath);
  await editTopic(EDITED.title, async () => {
    await admin.getByRole("textbox", { name: "İçerik metni *" }).click();
    await admin.keyboard.press("End");
    await admin.keyboard.type(" güncellendi");
    await expect(admin.locator('input[name="body"]')).toHaveValue(/güncellendi/);
  });
  const other = await request.get(otherPath);
  expect(other.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await other.text()).toContain(OTHER.body);
  await page.goto(editedPath);
  await expect(page.getByTestId("topic-body")).toHaveText(`${EDITED.body} güncellendi`);
  // The category page lists the new excerpt.
  await page.goto(paths.category(CATEGORY_SLUG));
  await expect(page.getByRole("article").getByRole("listitem").filter({ hasText: EDITED.title })).toContainText(
    `${EDITED.body} güncellendi`,
  );
});

test("editing a topic's title regenerates the pages whose menu lists it", async ({ request, page }) => {
  await cached(request, otherPath);
  const renamed = `${EDITED.title} yeni`;
  await editTopic(EDITED.title, () => admin.getByLabel("Başlık *").fill(renamed));
  await page.goto(otherPath);
  await expect(
    page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: renamed }),
  ).toBeAttached();
  EDITED.title = renamed;
});
