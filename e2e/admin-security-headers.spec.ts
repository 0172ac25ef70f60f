import { expect, test, type Page } from "@playwright/test";
import { signedInAdmin } from "./admin-helpers";
import { seededTopic } from "./helpers";

/**
 * Every response carries the security headers (lib/site/security-headers.mjs), and no page of the
 * site or the admin breaks its Content-Security-Policy: a violation anywhere fails here.
 */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const topic = seededTopic("tr");
const english = seededTopic("en");
const PUBLIC_PAGES = [
  "/",
  "/en",
  "/kurumsal",
  "/hizmetler",
  "/ekibimiz",
  "/iletisim",
  "/gizlilik-politikasi",
  topic.categoryPath,
  topic.topicPath,
  english.topicPath,
  "/en/team",
  "/boyle-bir-sayfa-yok",
];
const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/categories?lang=tr",
  "/admin/categories/new?lang=tr",
  "/admin/contents?lang=tr",
  "/admin/contents/new?lang=tr",
  "/admin/team?lang=tr",
  "/admin/languages",
  "/admin/translations?lang=en",
  "/admin/messages",
  "/admin/maintenance",
  "/admin/coverage",
];

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of REQUIRED_DIRECTIVES) expect(policy, `${what}: ${directive}`).toContain(directive);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  // Served over plain HTTP here: no HSTS (the unit test covers https).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("every kind of response carries the security headers", async ({ request }) => {
  for (const path of [
    ...PUBLIC_PAGES,
    "/admin",
    "/api/health",
    "/api/languages",
    "/api/openapi.json",
    "/api/docs",
    "/sitemap.xml",
    "/robots.txt",
    "/api/%ff",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), `${path} (${response.status()})`);
  }
  const write = await request.post("/api/content/tr/categories", { data: { title: "x" } });
  expect(write.status()).toBe(401);
  expectSecurityHeaders(write.headers(), "a refused API write");
});

test("the admin cannot be framed, and its scripts are held to a nonce of each response", async ({ request }) => {
  const first = (await request.get("/admin")).headers();
  const second = (await request.get("/admin")).headers();
  expect(first["x-frame-options"]).toBe("DENY");
  const nonce = (policy = "") => /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce(first["content-security-policy"])).toBeTruthy();
  expect(nonce(first["content-security-policy"])).not.toBe(nonce(second["content-security-policy"]));
  expect(first["content-security-policy"]).toContain("'strict-dynamic'");
  expect(/script-src [^;]*/.exec(first["content-security-policy"] ?? "")?.[0]).not.toContain("'unsafe-inline'");
});

test("no public page breaks the policy", async ({ page }) => {
  const violations = await recordViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator("html[data-live-events]")).toHaveAttribute("data-live-events", "open");
  }
  expect(violations).toEqual([]);
});

test("no admin page breaks the policy, the editor included", async ({ browser, baseURL }) => {
  const page = await signedInAdmin(browser, baseURL);
  const violations = await recordViolations(page);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
  }
  await page.goto("/admin/contents/new?lang=tr");
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await page.keyboard.type("Politika altında yazılan metin.");
  await expect(editor).toContainText("Politika altında yazılan metin.");
  expect(violations).toEqual([]);
  await page.context().close();
});
