import { expect, test } from "@playwright/test";
import {
  createCategoryInForm,
  createTopicInForm,
  deleteInAdmin,
  onE2eDatabase,
  runId,
  signedInAdmin,
} from "./admin-helpers";

test.describe.configure({ mode: "serial" });

const RUN = runId();
const CATEGORY = `Zamanlama ${RUN}`;
const TITLE = `Zamanlanmış makale ${RUN}`;

/** A moment as the office in Bursa reads it, in a datetime-local field's form ("2026-11-26T14:30"). */
const bursaWallClock = (date: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Istanbul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(date)
    .replace(" ", "T");

test.afterAll(async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  await deleteInAdmin(admin, "categories", "tr", RUN);
  await admin.context().close();
});

test("a topic scheduled a minute ahead appears on its page and in the sitemap when its time comes, without anyone acting", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  await createCategoryInForm(admin, "tr", CATEGORY);
  await createTopicInForm(admin, "tr", {
    category: CATEGORY,
    title: TITLE,
    body: "Zamanı gelince yayınlanır.",
    published: false,
  });
  const topicSlug = await admin.locator('input[name="slug"]').inputValue();

  // A past time is refused, in words, and nothing is scheduled.
  await admin.getByLabel("Yayınlanma zamanı").fill(bursaWallClock(new Date(Date.now() - 60 * 60_000)));
  await admin.getByRole("button", { name: "Yayını zamanla" }).click();
  await expect(admin.getByText("Yayınlanma zamanı ileri bir tarih olmalı.")).toBeVisible();

  // Two minutes ahead on the office's clock (the field has minutes, not seconds).
  await admin.getByLabel("Yayınlanma zamanı").fill(bursaWallClock(new Date(Date.now() + 2 * 60_000)));
  await admin.getByRole("button", { name: "Yayını zamanla" }).click();
  await expect(admin.getByText("Yayın zamanlandı; zamanı gelince yayınlanacak.")).toBeVisible();
  // Back on the list, which shows it as scheduled.
  await expect(admin.getByRole("row", { name: new RegExp(TITLE) })).toContainText("Zamanlanmış");
  await admin.goto(`/admin/contents?lang=tr&status=scheduled&q=${encodeURIComponent(RUN)}`);
  await expect(admin.getByRole("row", { name: new RegExp(TITLE) })).toContainText("Zamanlanmış");

  const visitor = await browser.newContext();
  const categorySlug = `zamanlama-${RUN}`;
  const address = `/${categorySlug}/${topicSlug}`;
  expect((await visitor.request.get(address)).status()).toBe(404);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(address);

  // The minute passes: the stored time is moved back instead of the test waiting for the clock.
  await onE2eDatabase(`UPDATE "Content" SET "publishAt" = "publishAt" - interval '3 minutes' WHERE slug = $1`, [
    topicSlug,
  ]);

  // Nobody acts: the scheduler publishes it, and the page, the category's menu and the sitemap follow.
  await expect.poll(async () => (await visitor.request.get(address)).status(), { timeout: 20_000 }).toBe(200);
  const page = await visitor.newPage();
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect
    .poll(async () => (await visitor.request.get("/sitemap.xml")).text(), { timeout: 20_000 })
    .toContain(address);

  await admin.goto(`/admin/contents?lang=tr&q=${encodeURIComponent(RUN)}`);
  await expect(admin.getByRole("row", { name: new RegExp(TITLE) })).toContainText("Yayında");
  await visitor.close();
  await admin.context().close();
});
