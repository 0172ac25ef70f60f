import { expect, test } from "@playwright/test";
import { createCategory, deleteCategory, updateCategory } from "@/lib/categories/mutations";
import { MENU_TOPICS } from "@/lib/categories/menu";
import { SESSION_COOKIES } from "@/lib/auth/session-token";
import { prefixedPath } from "@/lib/i18n/routing";
import { SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { MAINTENANCE_PREVIEW_COOKIE } from "@/lib/maintenance/screen";
import { createPrismaClient } from "@/lib/db";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { paths } from "@/lib/site/paths";
import { linkCounterparts } from "@/lib/counterparts/mutations";
import { editStoredTopic } from "@/lib/topics/mutations";
import { e2eDatabaseUrl, runId } from "../admin-helpers";
import { seededTopic } from "../helpers";
import { writtenElsewhere } from "../live";

/**
 * The server entry answers a cached page from memory to a visitor whose cookies do not change it, and an
 * edit anywhere (here: by another process, as a second instance or a command writes) is on the next
 * view; maintenance is never hidden behind it. A category larger than the menu: the menu shows its
 * first topics and a link to the category page, a topic further down renders with its counterpart's
 * hreflang link, and editing it leaves the other pages of the language cached.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const TOPICS = MENU_TOPICS + 5;
let categoryId = 0;
let englishId = 0;
const slug = `sayfa-onbellegi-${RUN}`;
const topicSlug = (n: number) => `${slug}-konu-${n}`;

/** A document request, of a visitor without cookies unless `headers` gives some. */
async function view(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${test.info().project.use.baseURL}${path}`, {
    headers: { accept: "text/html", "accept-encoding": "gzip, br", ...headers },
  });
  return {
    status: response.status,
    html: await response.text(),
    pageCache: response.headers.get("x-page-cache"),
    nextCache: response.headers.get("x-nextjs-cache"),
  };
}

/** A saved language on a Turkish page (the language of these paths): Next answers, never the server's memory. */
const PAST_THE_PAGE_CACHE = { cookie: `${SAVED_LANGUAGE_COOKIE}=tr` };

test.beforeAll(async () => {
  // Written straight into the database, then switched on through the write path (which tells the server).
  const created = await writtenElsewhere(
    createCategory({ languageCode: "tr", title: `Sayfa önbelleği ${RUN}`, slug, isActive: false }),
  );
  categoryId = Number(created.id);
  const english = await writtenElsewhere(
    createCategory({ languageCode: "en", title: `Page cache ${RUN}`, slug: `page-cache-${RUN}` }),
  );
  englishId = Number(english.id);
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    const topic = (n: number) => ({
      languageCode: "tr",
      categoryId,
      title: `Önbellek konusu ${n} ${RUN}`,
      slug: topicSlug(n),
      body: `<p>Metin ${n}</p>`,
      order: n,
    });
    await db.topic.createMany({ data: Array.from({ length: TOPICS }, (_, i) => topic(i + 1)) });
    await db.topic.create({
      data: {
        languageCode: "en",
        categoryId: englishId,
        title: `Cache topic ${RUN}`,
        slug: `cache-topic-${RUN}`,
        body: "<p>Text</p>",
      },
    });
    const last = await db.topic.findFirstOrThrow({ where: { categoryId, slug: topicSlug(TOPICS) } });
    const english = await db.topic.findFirstOrThrow({ where: { categoryId: englishId } });
    await writtenElsewhere(linkCounterparts("topic", last.id, english.id));
    const category = await db.category.findUniqueOrThrow({ where: { id: categoryId } });
    await writtenElsewhere(
      updateCategory(
        { id: categoryId, updatedAt: category.updatedAt },
        { title: category.title, slug, isActive: true },
      ),
    );
  } finally {
    await db.$disconnect();
  }
});

test.afterAll(async () => {
  if (categoryId) await writtenElsewhere(deleteCategory(categoryId));
  if (englishId) await writtenElsewhere(deleteCategory(englishId));
});

test("a cached page is answered from the server's memory to a visitor whose cookies do not change it, never to a session, the preview or a saved language where it redirects", async () => {
  const path = paths.category(slug);
  await expect.poll(async () => (await view(path)).status).toBe(200);
  await expect.poll(async () => (await view(path)).pageCache).toBe("HIT");
  const hit = await view(path);
  expect(hit.nextCache).toBe("HIT");
  expect(hit.html).toContain(`Sayfa önbelleği ${RUN}`);
  const unrelated = await view(path, { cookie: "_ga=GA1.2.1234.5678; cookie-consent=analytics" });
  expect(unrelated.pageCache).toBe("HIT");
  expect(unrelated.html).toBe(hit.html);
  // A page whose path names its language: the saved language decides nothing there.
  const english = prefixedPath("en", paths.category(`page-cache-${RUN}`));
  await expect.poll(async () => (await view(english)).pageCache).toBe("HIT");
  expect((await view(english, { cookie: `${SAVED_LANGUAGE_COOKIE}=de; _ga=GA1.2.3` })).pageCache).toBe("HIT");
  for (const cookie of [
    ...SESSION_COOKIES.map((name) => `${name}=eyJ`),
    `${MAINTENANCE_PREVIEW_COOKIE}=1`,
    `_ga=GA1.2.3; ${SAVED_LANGUAGE_COOKIE}=tr`,
  ])
    expect((await view(path, { cookie })).pageCache, cookie).toBeNull();
  expect((await view(english, { cookie: `${SESSION_COOKIES[0]}=eyJ` })).pageCache).toBeNull();
  expect((await view(path, { rsc: "1" })).pageCache).toBeNull();
});

test("an edit made elsewhere is on the very next view", async () => {
  const path = paths.topic(slug, topicSlug(TOPICS));
  await expect.poll(async () => (await view(path)).pageCache).toBe("HIT");
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    const row = await db.topic.findFirstOrThrow({ where: { categoryId, slug: topicSlug(TOPICS) } });
    await writtenElsewhere(editStoredTopic(row, { title: `Yeni başlık ${RUN}` }));
  } finally {
    await db.$disconnect();
  }
  // The server hears of it within moments; from then on, no view shows the old title.
  await expect.poll(async () => (await view(path)).html).toContain(`Yeni başlık ${RUN}`);
  for (let i = 0; i < 5; i++) expect((await view(path)).html).toContain(`Yeni başlık ${RUN}`);
});

test("maintenance is never hidden behind a cached page, and the page is back when it ends", async () => {
  const path = paths.category(slug);
  await expect.poll(async () => (await view(path)).pageCache).toBe("HIT");
  const db = createPrismaClient(e2eDatabaseUrl());
  const {
    id: _id,
    lastUpdated: _last,
    ...settings
  } = await db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } }).finally(() => db.$disconnect());
  try {
    await writtenElsewhere(saveMaintenanceSettings({ ...settings, isActive: true }));
    await expect.poll(async () => (await view(path)).status).toBe(503);
    expect((await view(path)).pageCache).toBeNull();
  } finally {
    await writtenElsewhere(saveMaintenanceSettings({ ...settings, isActive: false }));
  }
  await expect.poll(async () => (await view(path)).status).toBe(200);
});

test("a category larger than the menu: its first topics and 'Tüm konular' in the menu, a topic further down rendered with its hreflang", async ({
  page,
}) => {
  await page.goto(paths.topic(slug, topicSlug(TOPICS)));
  const menu = page.getByRole("navigation", { name: "Konu menüsü" });
  const links = menu.locator(`a[href^="/${slug}/"]`);
  // The first topics, then the current one, which is further down.
  await expect(links).toHaveCount(MENU_TOPICS + 1);
  await expect(links.last()).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Tüm konular" })).toHaveAttribute("href", `/${slug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/page-cache-${RUN}/cache-topic-${RUN}$`),
  );
  // The category page lists every topic.
  await page.goto(paths.category(slug));
  await expect(page.locator(`main article ol a[href^="/${slug}/"]`)).toHaveCount(TOPICS);
});

test("editing a topic further down leaves the language's other pages cached", async () => {
  // Not the home page: it lists the latest articles, which this run's newly published topics are.
  const others = [
    seededTopic("tr").topicPath,
    paths.topic(slug, topicSlug(1)),
    paths.topic(slug, topicSlug(2)),
    seededTopic("tr").categoryPath,
  ];
  const edited = paths.topic(slug, topicSlug(TOPICS - 1));
  for (const path of [...others, edited])
    await expect.poll(async () => (await view(path, PAST_THE_PAGE_CACHE)).nextCache).toBe("HIT");
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    const row = await db.topic.findFirstOrThrow({ where: { categoryId, slug: topicSlug(TOPICS - 1) } });
    await writtenElsewhere(editStoredTopic(row, { title: `Aşağıdaki konu ${RUN}` }));
  } finally {
    await db.$disconnect();
  }
  await expect.poll(async () => (await view(edited, PAST_THE_PAGE_CACHE)).html).toContain(`Aşağıdaki konu ${RUN}`);
  // Each answer says whether Next rendered the page again: the server's memory is kept out of it.
  for (const path of others) expect((await view(path, PAST_THE_PAGE_CACHE)).nextCache, path).toBe("HIT");
});
