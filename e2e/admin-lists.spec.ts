import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import {
  cleanUpRun,
  createCategoryInForm,
  createTopicInForm,
  onE2eDatabase,
  runId,
  signedInAdmin,
} from "./admin-helpers";

/**
 * The admin lists: search, status filter and server-side paging whose links keep the
 * filter; reordering by keyboard and by mouse, which changes the public order on the next request.
 * Its records are Russian ones (no other test writes that language), unique to the run, deleted afterwards.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const LANGUAGE = "ru";
const number = (n: number) => String(n).padStart(2, "0");
const CATEGORY = (n: number) => `Liste ${RUN} ${number(n)}`;
const COUNT = 11;
/** The one category saved as a draft, never published. */
const DRAFT = 3;
const TOPICS = [`Konu A ${RUN}`, `Konu B ${RUN}`];
const MENU_LABEL = (JSON.parse(readFileSync("messages/ru.json", "utf8")) as { Menu: { label: string } }).Menu.label;

let admin: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async ({ browser }) => {
  await admin.context().close();
  await cleanUpRun(browser, RUN, [LANGUAGE]);
  // Messages show on no public page: what the run sent goes straight from the database.
  await onE2eDatabase(`DELETE FROM "ContactMessage" WHERE name LIKE $1`, [`%${RUN}%`]);
});

/** The count under a list: "N kayıt", or "M kayıttan N tanesi eşleşiyor" when others do not match. */
const countLine = (matching: number) => new RegExp(`^(\\d+ kayıttan ${matching} tanesi eşleşiyor|${matching} kayıt)$`);

/** The list's rows' titles, top to bottom, of this run only. */
const runTitles = async (page: Page) =>
  (await page.locator("tbody th").allTextContents()).filter((title) => title.includes(RUN));

test("categories: search, status filter and paging, the filter kept by the page links", async () => {
  test.setTimeout(120_000);
  for (let n = 1; n <= COUNT; n++) await createCategoryInForm(admin, LANGUAGE, CATEGORY(n), { published: n !== DRAFT });

  await admin.goto(`/admin/categories?lang=${LANGUAGE}`);
  const filter = admin.getByRole("search");
  await filter.getByLabel("Ara").fill(RUN.toUpperCase());
  await filter.getByLabel("Sayfa başına").selectOption("10");
  await filter.getByRole("button", { name: "Uygula" }).click();
  await expect(admin).toHaveURL(new RegExp(`lang=${LANGUAGE}&q=${RUN.toUpperCase()}&status=all&size=10$`));
  await expect(admin.locator("tbody tr")).toHaveCount(10);
  await expect(admin.getByText(countLine(COUNT))).toBeVisible();
  await expect(
    admin.getByText("Arama veya durum filtresi açıkken sıralama değiştirilemez", { exact: false }),
  ).toBeVisible();
  await expect(admin.getByRole("button", { name: /sırayı değiştir$/ })).toHaveCount(0);

  const pager = admin.getByRole("navigation", { name: "Sayfalar" });
  await expect(pager).toContainText("Sayfa 1 / 2");
  await pager.getByRole("link", { name: "Sonraki →" }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${RUN.toUpperCase()}&size=10&page=2$`));
  expect(await runTitles(admin)).toEqual([CATEGORY(COUNT)]);
  await expect(filter.getByLabel("Ara")).toHaveValue(RUN.toUpperCase());
  // A page past the last shows the last.
  await admin.goto(admin.url().replace("page=2", "page=9"));
  expect(await runTitles(admin)).toEqual([CATEGORY(COUNT)]);

  await filter.getByLabel("Durum").selectOption({ label: "Taslak" });
  await filter.getByRole("button", { name: "Uygula" }).click();
  await expect(admin).toHaveURL(/&status=draft&/);
  // The filtered page replaces the one shown: read the rows once it has arrived (it lists another category).
  await expect.poll(() => runTitles(admin)).toEqual([CATEGORY(DRAFT)]);
  await expect(admin.locator("tbody tr").first()).toContainText("Taslak");

  await filter.getByRole("link", { name: "Filtreyi temizle" }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/categories\\?lang=${LANGUAGE}$`));
  await expect(admin.getByRole("button", { name: `${CATEGORY(1)}: sırayı değiştir` })).toBeVisible();
});

test("the keyboard reorders two categories, and the public menu shows the new order on the next request", async ({
  browser,
  baseURL,
}) => {
  await admin.goto(`/admin/categories?lang=${LANGUAGE}`);
  await admin.locator("[data-reorder-ready]").waitFor();
  const handle = admin.getByRole("button", { name: `${CATEGORY(COUNT)}: sırayı değiştir` });
  await handle.focus();
  await admin.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await admin.keyboard.press("ArrowUp");
  await expect(admin.getByText(`${CATEGORY(COUNT)}: sıra ${COUNT - 1} /`)).toBeAttached();
  await expect(handle).toBeFocused();
  await admin.keyboard.press("Space");
  await expect(admin.getByText("Yeni sıralama kaydedildi.")).toBeAttached();

  const expected = [
    ...Array.from({ length: COUNT - 2 }, (_, index) => CATEGORY(index + 1)),
    CATEGORY(COUNT),
    CATEGORY(COUNT - 1),
  ];
  await admin.reload();
  expect(await runTitles(admin)).toEqual(expected);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(prefixedPath(LANGUAGE, paths.home));
  const menu = visitor.getByRole("navigation", { name: MENU_LABEL });
  await expect(menu.getByRole("link", { name: new RegExp(`^Liste ${RUN}`) })).toHaveText(
    expected.filter((title) => title !== CATEGORY(DRAFT)),
  );
  await visitor.close();
});

test("a mouse drag reorders a category's topics, and its public page lists them in the new order", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  for (const title of TOPICS)
    await createTopicInForm(admin, LANGUAGE, { category: CATEGORY(1), title, body: `${title} metni.` });
  await admin.goto(`/admin/contents?lang=${LANGUAGE}`);
  await expect(admin.getByText("İçeriklerin sırası kategorilerinin içindedir")).toBeVisible();
  await admin.getByLabel("Kategoriye göre filtrele").selectOption({ label: CATEGORY(1) });
  await admin.getByRole("button", { name: "Uygula" }).click();
  await expect.poll(() => runTitles(admin)).toEqual(TOPICS);
  await admin.locator("[data-reorder-ready]").waitFor();

  const firstRow = admin.getByRole("row", { name: new RegExp(`^${TOPICS[0]}`) });
  await admin
    .getByRole("button", { name: `${TOPICS[1]}: sırayı değiştir` })
    .dragTo(firstRow, { targetPosition: { x: 40, y: 4 } });
  await expect(admin.getByText("Yeni sıralama kaydedildi.")).toBeAttached();
  await admin.reload();
  expect(await runTitles(admin)).toEqual([...TOPICS].reverse());

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(prefixedPath(LANGUAGE, paths.category(`liste-${RUN}-01`)));
  await expect(visitor.getByRole("main").getByRole("heading", { level: 2, name: new RegExp(RUN) })).toHaveText(
    [...TOPICS].reverse(),
  );
  await visitor.close();
});
