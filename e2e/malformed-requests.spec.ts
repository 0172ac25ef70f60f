import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { runId, tokenCommand } from "./admin-helpers";

/**
 * What Next itself answers with a bare 500 (a path that is not valid percent-encoding, TRACE, a
 * server action or a form from another origin, a body it cannot read) is refused by the server entry
 * (lib/site/server.mjs) before Next sees it: the API with its JSON error, a page with an error screen
 * a visitor can leave; and what reaches the app wrong (a broken sign-in body, an action's arguments,
 * a nested JSON body) is a 4xx or the action's own failure, never a 500.
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
      expect(await response.text(), name).toContain("<h1>İstek okunamadı</h1>");
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
    expect(await declared.text()).toContain("<h1>Gönderilen veri çok büyük</h1>");

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

/** The form fields of a multipart body, and its content type. */
function multipartForm(fields: [string, string][], boundary = `----e2e${runId()}`) {
  const body = fields
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${body}--${boundary}--\r\n`) };
}

test.describe("forms sent without JavaScript (no action header: Next finds the action in the body)", () => {
  const FORM = multipartForm([
    ["name", "Ayşe"],
    ["message", "Merhaba"],
  ]);

  test("from another site or a null origin: 403 with the error screen", async ({ request }) => {
    for (const origin of ["https://evil.example", "null"]) {
      const response = await request.post("/iletisim", {
        headers: { origin, "content-type": FORM.type },
        data: FORM.body,
      });
      expect(response.status(), origin).toBe(403);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(await response.text()).toContain("<h1>Form gönderilemedi</h1>");
    }
  });

  test("over 2 MB: 413 with the error screen", async ({ request }) => {
    const large = multipartForm([["message", "a".repeat(2 * 1024 * 1024 + 1)]]);
    const response = await request.post("/iletisim", { headers: { "content-type": large.type }, data: large.body });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("<h1>Gönderilen veri çok büyük</h1>");
  });

  test("malformed, or multipart without a boundary, to any page: 400 with the error screen", async ({ request }) => {
    const truncated = FORM.body.subarray(0, FORM.body.length - 10);
    for (const pagePath of ["/", "/iletisim", "/en/trademarks", "/admin", "/hizmetler"]) {
      const noBoundary = await request.post(pagePath, {
        headers: { "content-type": "multipart/form-data" },
        data: FORM.body,
      });
      expect(noBoundary.status(), `${pagePath} without a boundary`).toBe(400);
      expect(await noBoundary.text()).toContain("<h1>İstek okunamadı</h1>");
      const broken = await request.post(pagePath, { headers: { "content-type": FORM.type }, data: truncated });
      expect(broken.status(), `${pagePath} truncated`).toBe(400);
    }
  });

  test("naming an action whose arguments are not what it takes: the action's failure, not a 500", async ({
    request,
  }) => {
    // Without useActionState's state the action gets the form as its first argument and nothing as its second.
    const contact = serverActions().find((action) => action.name === "sendContactMessage")!;
    const form = multipartForm([[`$ACTION_ID_${contact.id}`, ""]]);
    const response = await request.post("/iletisim", { headers: { "content-type": form.type }, data: form.body });
    expect(response.status()).toBe(200);
  });
});

interface ServerAction {
  id: string;
  name: string;
  /** A page that uses it, where the browser would post it. */
  page: string;
}

/** Every server action of the build, from Next's manifest of them, with a page that uses it. */
function serverActions(): ServerAction[] {
  const file = path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, { exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, action]) => ({
    id,
    name: action.exportedName,
    page: pageOfWorker(Object.keys(action.workers)[0]!),
  }));
}

/** "app/admin-panel/[lang]/categories/[id]/page" → "/admin/categories/1"; "app/[locale]/iletisim/page" → "/iletisim". */
function pageOfWorker(worker: string): string {
  return worker
    .replace(/^app/, "")
    .replace(/\/page$/, "")
    .replace("/admin-panel/[lang]", "/admin")
    .replace("/[locale]", "")
    .replace(/\[id\]/g, "1");
}

/** A call as the page's JavaScript makes it: the action's id in a header, its arguments as React's JSON reply. */
async function callAction(request: APIRequestContext, action: ServerAction, args: string) {
  return request.post(action.page, {
    headers: { "next-action": action.id, "content-type": "text/plain;charset=UTF-8" },
    data: args,
  });
}

test.describe("server actions given arguments they do not take", () => {
  const BAD_ARGUMENTS = {
    none: "[]",
    "text for the form": '[{},"not a form"]',
    "numbers and nulls": "[1,null,2]",
    "lists of anything": '["tr",[-1,"x"],{"a":1}]',
  };

  test("every action of the site answers its own failure, never a 500", async ({ request }) => {
    const actions = serverActions();
    expect(actions.length).toBeGreaterThanOrEqual(24);
    const failures: string[] = [];
    for (const action of actions)
      for (const [name, args] of Object.entries(BAD_ARGUMENTS)) {
        const response = await callAction(request, action, args);
        if (response.status() !== 200)
          failures.push(`${action.name} (${name}) at ${action.page}: ${response.status()}`);
      }
    expect(failures).toEqual([]);
  });
});

test.describe("bad requests to routes", () => {
  test("the language switch with a path that is not valid percent-encoding is 400", async ({ request }) => {
    for (const query of ["to=en&from=tr&path=/%25ff", "to=en&from=tr&path=/kurumsal/%25E0%25A4%25A"]) {
      const response = await request.get(`/api/language?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(400);
      expect((await response.json()).error.code).toBe("malformedPath");
    }
  });

  test("deeply nested JSON with a valid API token is 400, not a 500", async ({ request }) => {
    const name = `nested-${runId()}`;
    const token = tokenCommand("create", "--name", name).trim().split("\n").at(-1)!;
    try {
      for (const depth of [100, 10_000, 200_000]) {
        const response = await request.post("/api/languages", {
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          data: Buffer.from("[".repeat(depth) + "]".repeat(depth)),
        });
        expect(response.status(), `${depth} levels`).toBe(400);
        expect((await response.json()).error.code).toBe("tooDeep");
      }
    } finally {
      tokenCommand("revoke", "--name", name);
    }
  });

  test("a sign-in body over a few KB is 413 with the JSON error; the API's over 1 MB too", async ({ request }) => {
    const signIn = await request.post("/api/auth/callback/credentials", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `email=a%40b.c&password=${"a".repeat(20_000)}`,
    });
    expect(signIn.status()).toBe(413);
    expect((await signIn.json()).error.code).toBe("tooLarge");
    const api = await request.post("/api/languages", {
      headers: { "content-type": "application/json" },
      data: Buffer.from(`{"name":"${"a".repeat(1024 * 1024)}"}`),
    });
    expect(api.status()).toBe(413);
    expect((await api.json()).error.code).toBe("tooLarge");
  });
});

test.describe("what responses tell about the app's insides", () => {
  test("no response names an internal route (x-middleware-*), a rewritten admin page's neither", async ({
    request,
  }) => {
    for (const pagePath of [
      "/admin",
      "/admin/categories",
      "/en",
      "/hizmetler",
      "/no-such-page-" + runId(),
      "/api/health",
    ]) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      const internal = Object.keys(response.headers()).filter(
        (header) => header.startsWith("x-middleware-") || header === "x-nextjs-rewritten-path",
      );
      expect(internal, pagePath).toEqual([]);
    }
  });
});

test.describe("next-auth's addresses", () => {
  const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example" };

  test("come from SITE_URL, never from a forged Host", async ({ request }) => {
    const providers = await request.get("/api/auth/providers", { headers: FORGED });
    expect(providers.status()).toBe(200);
    expect(await providers.text()).not.toContain("evil.example");
    const signIn = await request.get("/api/auth/signin", { headers: FORGED, maxRedirects: 0 });
    expect(signIn.headers().location ?? "").not.toContain("evil.example");
    const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const signOut = await request.post("/api/auth/signout", {
      headers: { ...FORGED, "content-type": "application/x-www-form-urlencoded" },
      form: { csrfToken: csrf.csrfToken, callbackUrl: "http://evil.example/phish", json: "true" },
    });
    expect(await signOut.text()).not.toContain("evil.example");
  });
});

test.describe("addresses that are a page's with spaces, control characters or dots added", () => {
  const VARIANTS: [string, string][] = [
    ["/hizmetler%20", "/hizmetler"],
    ["/patent%00", "/patent"],
    ["/kurumsal.", "/kurumsal"],
    ["/en/trademarks%09", "/en/trademarks"],
  ];
  for (const [variant, canonical] of VARIANTS) {
    test(`${variant} redirects permanently to ${canonical}`, async ({ request }) => {
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(canonical);
    });
  }

  test("a control character inside a segment is 400 with the error screen", async ({ request }) => {
    const response = await request.get("/pat%00ent");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("<h1>Geçersiz adres</h1>");
  });
});
