import { expect, test } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { DANGEROUS_STYLE, DANGEROUS_URL, FORBIDDEN_TAGS, URL_ATTRIBUTES, xssVectors } from "../tests/helpers/xss";
import { runId, tokenCommand } from "./admin-helpers";

/**
 * The stored-XSS corpus (tests/fixtures/xss-vectors.txt), saved through the REST API as topics and
 * rendered on the public site in Chromium: no dialog opens, and no element, event handler, script
 * URL or loading style survives in the page; links opening a new tab cannot reach back to it.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const TOKEN_NAME = `e2e-xss-${RUN}`;
const CATEGORY = { title: `XSS ${RUN}`, slug: `xss-${RUN}` };
const PER_TOPIC = 15;
const topicSlugs: string[] = [];
let token = "";
let categoryId = 0;

test.beforeAll(async ({ request }) => {
  token = tokenCommand("create", "--name", TOKEN_NAME).trim().split("\n").at(-1)!;
  const headers = { Authorization: `Bearer ${token}` };
  const category = await request.post("/api/content/tr/categories", { headers, data: CATEGORY });
  expect(category.status()).toBe(201);
  categoryId = ((await category.json()) as { id: number }).id;
  const vectors = xssVectors();
  for (let start = 0; start < vectors.length; start += PER_TOPIC) {
    const slug = `vektorler-${start}`;
    const body = vectors.slice(start, start + PER_TOPIC).join("\n");
    const topic = await request.post("/api/content/tr/contents", {
      headers,
      data: { categoryId, title: `Vektörler ${start}`, slug, body: `<p>Başlangıç</p>${body}` },
    });
    expect(topic.status(), await topic.text()).toBe(201);
    topicSlugs.push(slug);
  }
});

test.afterAll(async ({ request }) => {
  if (categoryId)
    await request.delete(`/api/content/tr/categories/${categoryId}`, { headers: { Authorization: `Bearer ${token}` } });
  tokenCommand("revoke", "--name", TOKEN_NAME);
});

test("no vector of the corpus runs or survives on the public pages", async ({ page }) => {
  expect(topicSlugs).toHaveLength(Math.ceil(xssVectors().length / PER_TOPIC));
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const slug of topicSlugs) {
    await page.goto(paths.topic(CATEGORY.slug, slug));
    await expect(page.getByTestId("topic-body")).toContainText("Başlangıç");
    const found = await page.getByTestId("topic-body").evaluate(
      (body, rules) => {
        const dangerousUrl = new RegExp(rules.url, "i");
        const dangerousStyle = new RegExp(rules.style, "i");
        const problems: string[] = [];
        for (const element of [body, ...body.querySelectorAll("*")]) {
          const tag = element.tagName.toLowerCase();
          if (rules.tags.includes(tag)) problems.push(`<${tag}>`);
          for (const attribute of element.attributes) {
            const name = attribute.name.toLowerCase();
            const url = attribute.value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();
            if (name.startsWith("on")) problems.push(`${tag} ${name}`);
            if (rules.urlAttributes.includes(name) && dangerousUrl.test(url))
              problems.push(`${tag} ${name}=${attribute.value}`);
            if (name === "style" && dangerousStyle.test(attribute.value))
              problems.push(`${tag} style=${attribute.value}`);
          }
          if (
            tag === "a" &&
            element.getAttribute("target") === "_blank" &&
            !/noopener/.test(element.getAttribute("rel") ?? "")
          )
            problems.push(`a target=_blank without noopener`);
        }
        return problems;
      },
      { url: DANGEROUS_URL.source, style: DANGEROUS_STYLE.source, tags: FORBIDDEN_TAGS, urlAttributes: URL_ATTRIBUTES },
    );
    expect(found, slug).toEqual([]);
  }
  // Whatever could have fired on load or at once has had its chance by now.
  expect(dialogs).toEqual([]);
});
