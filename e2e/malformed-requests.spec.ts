import { expect, test } from "@playwright/test";

/**
 * What Next itself answers with a bare 500 (a path that is not valid percent-encoding, TRACE, a
 * server action from another origin) is refused by the server entry (lib/site/server.mjs) before
 * Next sees it: the API with its JSON error, a page with a page a visitor can leave; and a broken
 * JSON sign-in body by the sign-in route, with 400.
 */
const PAGE_PATHS = ["/%ff", "/%", "/en/%ff", "/marka/%E0%A4%A"];
const API_PATHS = ["/api/%ff", "/api/content/%ff/categories", "/api/content/tr/categories/%E0%A4%A", "/api/team/tr/%"];

test.describe("requests Next cannot read", () => {
  for (const path of API_PATHS) {
    test(`the API answers ${path} with 400 and its JSON error`, async ({ request }) => {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const response = await request.fetch(path, { method, data: method === "PUT" ? { title: "x" } : undefined });
        expect(response.status(), `${method} ${path}`).toBe(400);
        expect(await response.json()).toEqual({ error: { code: "malformedPath", message: expect.stringContaining("percent-encoding") } });
      }
    });
  }

  for (const path of PAGE_PATHS) {
    test(`a visitor at ${path} gets a 400 page that leads home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "Geçersiz adres" })).toBeVisible();
      await page.getByRole("link", { name: "Ana sayfaya dön" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("navigation", { name: "Konu menüsü" })).toBeVisible();
    });
  }

  test("TRACE is refused with 405, for pages and the API", async ({ request }) => {
    for (const path of ["/", "/api/health"]) {
      const response = await request.fetch(path, { method: "TRACE" });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST, PUT, DELETE");
    }
  });
});

test.describe("what a client sends wrong to the sign-in and the forms", () => {
  test("a broken JSON sign-in body is 400, not a server error", async ({ request }) => {
    for (const body of ['{"email": "a@b.c", "password":', "not json", "{"]) {
      const response = await request.post("/api/auth/callback/credentials", { headers: { "content-type": "application/json" }, data: Buffer.from(body) });
      expect(response.status(), body).toBe(400);
      expect((await response.json()).error.code).toBe("malformedJson");
    }
  });

  test("a server action sent from another site, a null or an unreadable origin is 403", async ({ request }) => {
    // Next checks the origin before it looks the action up: any id is refused the same way.
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const response = await request.post("/iletisim", { headers: { "next-action": "7f00000000000000000000000000000000000000", origin, "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
      expect(response.status(), origin).toBe(403);
    }
  });
});
