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
        expect(await response.json()).toEqual({
          error: { code: "malformedPath", message: expect.stringContaining("percent-encoding") },
        });
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
      const response = await request.post("/api/auth/callback/credentials", {
        headers: { "content-type": "application/json" },
        data: Buffer.from(body),
      });
      expect(response.status(), body).toBe(400);
      expect((await response.json()).error.code).toBe("malformedJson");
    }
  });

  test("a server action sent from another site, a null or an unreadable origin is 403", async ({ request }) => {
    // Next checks the origin before it looks the action up: any id is refused the same way.
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const response = await request.post("/iletisim", {
        headers: {
          "next-action": "7f00000000000000000000000000000000000000",
          origin,
          "content-type": "text/plain;charset=UTF-8",
        },
        data: "[]",
      });
      expect(response.status(), origin).toBe(403);
    }
  });
});

test.describe("server-action bodies Next cannot read", () => {
  // Checked before Next looks the action up, so any id gets the same answer.
  const ACTION = { "next-action": "7f00000000000000000000000000000000000000" };
  const BOUNDARY = "----e2eBoundary";
  const multipart = (body: string) => ({
    headers: { ...ACTION, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    data: Buffer.from(body),
  });
  const FIELD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="1_title"\r\n\r\nBaşlık\r\n`;

  test("a truncated or malformed multipart body is 400, and a sound one still reaches Next", async ({ request }) => {
    const broken = {
      truncated: `${FIELD}--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"`,
      "no closing boundary": FIELD,
      "another boundary": `--other\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--other--\r\n`,
      "no part headers": `--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
    };
    for (const [name, body] of Object.entries(broken)) {
      const response = await request.post("/admin/contents/new", multipart(body));
      expect(response.status(), name).toBe(400);
      expect(await response.text(), name).toContain("could not be read");
    }
    const noBoundary = await request.post("/admin/contents/new", {
      headers: { ...ACTION, "content-type": "multipart/form-data" },
      data: Buffer.from(FIELD),
    });
    expect(noBoundary.status()).toBe(400);
    const notJson = await request.post("/iletisim", {
      headers: { ...ACTION, "content-type": "text/plain;charset=UTF-8" },
      data: '["$K1",',
    });
    expect(notJson.status()).toBe(400);

    // Well formed, for an action id of the right shape that names no action: Next's own answer, 409, reached.
    const sound = multipart(
      `${FIELD}--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${BOUNDARY}--\r\n`,
    );
    const unknownAction = await request.post("/iletisim", {
      ...sound,
      headers: { ...sound.headers, "next-action": "7f".padEnd(42, "0") },
    });
    expect(unknownAction.status()).toBe(409);
  });

  test("a body over the action limit is 413, whether its length is declared or it streams", async ({
    request,
    baseURL,
  }) => {
    const oversized = `${FIELD}--${BOUNDARY}\r\nContent-Disposition: form-data; name="1_body"\r\n\r\n${"ü".repeat(1_100_000)}\r\n--${BOUNDARY}--\r\n`;
    const declared = await request.post("/admin/contents/new", multipart(oversized));
    expect(declared.status()).toBe(413);
    expect(await declared.text()).toContain("Payload too large");

    // Sent in chunks with no length given: counted as it arrives.
    const chunks = [oversized.slice(0, 1_000_000), oversized.slice(1_000_000)];
    const streamed = await fetch(`${baseURL}/admin/contents/new`, {
      method: "POST",
      headers: { ...ACTION, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: new ReadableStream({
        pull: (controller) =>
          chunks.length ? controller.enqueue(new TextEncoder().encode(chunks.shift())) : controller.close(),
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});
