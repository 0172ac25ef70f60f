import { describe, expect, it } from "vitest";
import { canonicalPagePath, guardAnswer, isForeignAction, isPossibleAction } from "@/lib/site/request-guard.mjs";

describe("the requests answered before Next", () => {
  it.each(["/%ff", "/%", "/en/%ff", "/tr/marka/%E0%A4%A", "/%C3%28"])(
    "refuses the unreadable page path %s with a Turkish page linking home",
    (path) => {
      const answer = guardAnswer("GET", `${path}?q=1`);
      expect(answer?.status).toBe(400);
      expect(answer?.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer?.body).toContain("<title>Geçersiz adres</title>");
      expect(answer?.body).toContain('<a href="/">Ana sayfaya dön</a>');
    },
  );

  it.each(["/api/%ff", "/api/content/tr/categories/%E0%A4%A", "/api/team/tr/%"])(
    "refuses the unreadable API path %s with the API's JSON error",
    (path) => {
      const answer = guardAnswer("PUT", path);
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer!.body)).toEqual({
        error: { code: "malformedPath", message: expect.stringContaining("percent-encoding") },
      });
    },
  );

  it("knows the API and home under a base path", () => {
    expect(JSON.parse(guardAnswer("GET", "/firma/api/%ff", "/firma")!.body).error.code).toBe("malformedPath");
    expect(guardAnswer("GET", "/firma/%ff", "/firma")!.body).toContain('<a href="/firma/">');
  });

  it("refuses TRACE and TRACK, which would echo the request's cookies back", () => {
    expect(guardAnswer("TRACE", "/")).toMatchObject({
      status: 405,
      headers: { allow: "GET, HEAD, POST, PUT, DELETE" },
    });
    expect(guardAnswer("TRACK", "/api/health")?.status).toBe(405);
  });

  it.each(["/", "/en/trademarks", "/tr/%C3%BCr%C3%BCn", "/api/content/tr/categories/12", "/search?q=%ff"])(
    "passes %s to Next",
    (url) => {
      expect(guardAnswer("GET", url)).toBeNull();
    },
  );
});

describe("server actions from another site", () => {
  const action = (headers: Record<string, string>) => ({ "next-action": "7f3a", host: "www.example.com", ...headers });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["a sandboxed or privacy-stripped page", { origin: "null" }],
    ["an unreadable Origin", { origin: "not a url" }],
    ["a host the proxy did not name", { origin: "https://www.example.com", "x-forwarded-host": "admin.example.com" }],
  ])("are refused with 403 from %s", (_, headers) => {
    expect(isForeignAction("POST", action(headers))).toBe(true);
    expect(guardAnswer("POST", "/admin/categories/new", "", action(headers))).toMatchObject({ status: 403 });
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a sandboxed page", "null"],
  ])(
    "refuses a form sent without JavaScript (multipart, no action header) from %s with the error screen",
    (_, origin) => {
      const headers = { host: "www.example.com", origin, "content-type": "multipart/form-data; boundary=x" };
      expect(isForeignAction("POST", headers, "/iletisim")).toBe(true);
      const answer = guardAnswer("POST", "/iletisim", "", headers);
      expect(answer).toMatchObject({ status: 403, headers: { "content-type": "text/html; charset=utf-8" } });
      expect(answer?.body).toContain("<h1>Form gönderilemedi</h1>");
    },
  );

  it("knows what Next takes for an action: a POST naming one, or a multipart POST to a page, never the API", () => {
    expect(isPossibleAction("POST", "/iletisim", { "next-action": "7f" })).toBe(true);
    expect(isPossibleAction("POST", "/iletisim", { "content-type": "multipart/form-data" })).toBe(true);
    expect(isPossibleAction("POST", "/iletisim", { "content-type": "Multipart/Form-Data; boundary=x" })).toBe(true);
    expect(isPossibleAction("POST", "/iletisim", { "content-type": "application/x-www-form-urlencoded" })).toBe(false);
    expect(isPossibleAction("GET", "/iletisim", { "content-type": "multipart/form-data" })).toBe(false);
    expect(isPossibleAction("POST", "/api/languages", { "content-type": "multipart/form-data" })).toBe(false);
    expect(isPossibleAction("POST", "/firma/api/auth/signin", { "next-action": "7f" }, "/firma")).toBe(false);
  });

  it("pass when sent from the site's own pages, directly or through its proxy, or with no Origin at all", () => {
    expect(isForeignAction("POST", action({ origin: "https://www.example.com" }))).toBe(false);
    expect(
      isForeignAction(
        "POST",
        action({ origin: "https://ipsite.example", "x-forwarded-host": "ipsite.example", host: "127.0.0.1:3000" }),
      ),
    ).toBe(false);
    expect(isForeignAction("POST", action({}))).toBe(false);
    // Not an action: a route handler checks its own origin (lib/api/authenticate.ts).
    expect(isForeignAction("POST", { host: "www.example.com", origin: "https://evil.example" })).toBe(false);
  });
});

describe("addresses that differ from a page's only by spaces, control characters or trailing dots", () => {
  it.each([
    ["/hizmetler%20", "/hizmetler"],
    ["/patent%00", "/patent"],
    ["/kurumsal.", "/kurumsal"],
    ["/kurumsal...", "/kurumsal"],
    ["/en/trademarks%09", "/en/trademarks"],
    ["/%20hizmetler", "/hizmetler"],
    ["/marka%0D%0A/tescil%2E", "/marka/tescil"],
    ["/hizmetler%20?q=1", "/hizmetler?q=1"],
    ["/%C3%BCr%C3%BCn%20/x", "/%C3%BCr%C3%BCn/x"],
  ])("redirects %s permanently to %s", (url, location) => {
    expect(guardAnswer("GET", url)).toMatchObject({ status: 308, headers: { location } });
  });

  it("never redirects to another host, and keeps the base path", () => {
    expect(guardAnswer("GET", "/%20/evil.example")?.headers.location).toBe("/evil.example");
    expect(guardAnswer("GET", "//evil.example%20")?.headers.location).toBe("/evil.example");
    expect(guardAnswer("GET", "/firma/hizmetler%20", "/firma")?.headers.location).toBe("/firma/hizmetler");
  });

  it("refuses a control character inside a segment with the error screen, and in the API with its JSON error", () => {
    expect(guardAnswer("GET", "/pat%00ent")).toMatchObject({ status: 400 });
    expect(guardAnswer("GET", "/pat%00ent")?.body).toContain("<title>Geçersiz adres</title>");
    const api = guardAnswer("GET", "/api/content/tr%00/categories");
    expect(api?.status).toBe(400);
    expect(JSON.parse(api!.body).error.code).toBe("malformedPath");
  });

  it.each(["/", "/hizmetler", "/en/", "/%C3%BCr%C3%BCn", "/a%2Fb", "/_next/static/chunks/app.js", "/api/languages"])(
    "leaves the canonical %s alone",
    (url) => {
      expect(guardAnswer("GET", url)).toBeNull();
    },
  );

  it("keeps a segment's own encoding when it needs no change", () => {
    expect(canonicalPagePath("/%C3%BCr%C3%BCn/a%2Fb.")).toBe("/%C3%BCr%C3%BCn/a%2Fb");
  });
});
