import { expect, test, type APIRequestContext } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { runId, tokenCommand } from "./admin-helpers";
import { followingLiveEvents, markDocument, stillSameDocument } from "./live";

/**
 * The REST API on the running server: a token made by the operator's command writes a
 * category and a topic; what it changes is on the public page at the next request and on an open
 * page through the live stream; a revoked token is refused.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const TOKEN_NAME = `e2e-${RUN}`;
const CATEGORY = { title: `API Kategorisi ${RUN}`, slug: `api-kategori-${RUN}` };
const TOPIC = { title: `API Konusu ${RUN}`, slug: `api-konu-${RUN}` };
const topicPath = paths.topic(CATEGORY.slug, TOPIC.slug);
let token = "";
let categoryId = 0;

const authorized = () => ({ Authorization: `Bearer ${token}` });

async function send(request: APIRequestContext, method: "post" | "put" | "delete", path: string, data?: unknown) {
  const response = await request[method](path, { headers: authorized(), data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

test.beforeAll(() => {
  token = tokenCommand("create", "--name", TOKEN_NAME).trim().split("\n").at(-1)!;
  expect(token).toMatch(/^bip_/);
});

/** German content of this run's: no other test writes German rows, so a whole-language replace of German races no one. */
const GERMAN = {
  category: { title: `API Kategorie ${RUN}`, slug: `api-kategorie-${RUN}` },
  topic: { title: `API Thema ${RUN}`, slug: `api-thema-${RUN}` },
};
const germanTopicPath = `/de${paths.topic(GERMAN.category.slug, GERMAN.topic.slug)}`;
let germanCategoryId = 0;

test.afterAll(async ({ request }) => {
  if (categoryId) await request.delete(`/api/content/tr/categories/${categoryId}`, { headers: authorized() });
  if (germanCategoryId)
    await request.delete(`/api/content/de/categories/${germanCategoryId}`, { headers: authorized() });
  tokenCommand("revoke", "--name", TOKEN_NAME);
});

test("what a token writes through the API is on the public page at the next request, and on an open page at once", async ({
  page,
  request,
}) => {
  const category = await send(request, "post", "/api/content/tr/categories", CATEGORY);
  categoryId = Number(category.id);
  const topic = await send(request, "post", "/api/content/tr/contents", {
    categoryId,
    ...TOPIC,
    body: "<p>API ile yazıldı.</p>",
  });
  // Anonymous readers see it too, since it is active.
  const listed = (await (await request.get(`/api/content/tr/contents?category=${categoryId}`)).json()) as {
    title: string;
  }[];
  expect(listed.map((item) => item.title)).toEqual([TOPIC.title]);

  await page.goto(topicPath);
  await expect(page.getByTestId("topic-body")).toHaveText("API ile yazıldı.");
  await followingLiveEvents(page);
  await markDocument(page);

  // The response names its links to other languages (translationKey); an update leaves them alone.
  const { id, languageCode, translationKey: _links, ...fields } = topic;
  expect(languageCode).toBe("tr");
  await send(request, "put", `/api/content/tr/contents/${id}`, { ...fields, body: "<p>API ile güncellendi.</p>" });
  await expect(page.getByTestId("topic-body")).toHaveText("API ile güncellendi.", { timeout: 5000 });
  expect(await stillSameDocument(page)).toBe(true);
  expect(await (await request.get(topicPath)).text()).toContain("API ile güncellendi.");

  // The same version again is stale now: refused, and nothing changes.
  const stale = await request.put(`/api/content/tr/contents/${id}`, {
    headers: authorized(),
    data: { ...fields, body: "<p>Eski sürümden.</p>" },
  });
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { error: { code: string } }).error.code).toBe("conflict");
  expect(await (await request.get(topicPath)).text()).toContain("API ile güncellendi.");
});

test("a revoked token is refused, and an anonymous write too", async ({ request }) => {
  const other = `e2e-revoked-${RUN}`;
  const revoked = tokenCommand("create", "--name", other).trim().split("\n").at(-1)!;
  tokenCommand("revoke", "--name", other);
  const response = await request.post("/api/content/tr/categories", {
    headers: { Authorization: `Bearer ${revoked}` },
    data: { title: "x", slug: `x-${RUN}` },
  });
  expect(response.status()).toBe(401);
  expect((await request.post("/api/content/tr/categories", { data: { title: "x", slug: `x-${RUN}` } })).status()).toBe(
    401,
  );
});

test("a topic a whole-language replace drops tells the reader of its open page that it was taken down", async ({
  page,
  request,
}) => {
  const category = await send(request, "post", "/api/content/de/categories", GERMAN.category);
  germanCategoryId = Number(category.id);
  const topic = await send(request, "post", "/api/content/de/contents", {
    categoryId: germanCategoryId,
    ...GERMAN.topic,
    body: "<p>Bald ersetzt.</p>",
  });
  await page.goto(germanTopicPath);
  await expect(page.getByTestId("topic-body")).toHaveText("Bald ersetzt.");
  await followingLiveEvents(page);

  // The language's whole content as read, put back without this run's topic.
  type Content = { categories: { id: number; contents: { id: number }[] }[] };
  const content = (await (await request.get("/api/content/de", { headers: authorized() })).json()) as Content;
  const without = {
    categories: content.categories.map((one) => ({
      ...one,
      contents: one.contents.filter((item) => item.id !== topic.id),
    })),
  };
  await send(request, "put", "/api/content/de", without);

  // In the page's language: German.
  await expect(page.getByRole("alert").filter({ hasText: "Dieser Inhalt wurde entfernt." })).toBeVisible({
    timeout: 5000,
  });
  // The text stays on screen, and the page itself is gone for a new visitor.
  await expect(page.getByTestId("topic-body")).toHaveText("Bald ersetzt.");
  expect((await request.get(germanTopicPath)).status()).toBe(404);
});
