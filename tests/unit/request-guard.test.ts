import { describe, expect, it } from "vitest";
import { guardAnswer, isForeignAction } from "@/lib/site/request-guard.mjs";

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
