import { describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  adminContentSecurityPolicy,
  hideInternalHeaders,
  publicContentSecurityPolicy,
  securityHeaders,
} from "@/lib/site/security-headers.mjs";

describe("the security headers", () => {
  it("hold every response to this origin, with nothing framing it", () => {
    const policy = publicContentSecurityPolicy();
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ])
      expect(policy).toContain(directive);
  });

  it("ask for HSTS only over HTTPS", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ https: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("hold the admin's scripts to the response's nonce, and allow eval only in development", () => {
    const policy = adminContentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic' 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(adminContentSecurityPolicy("abc123", { development: true })).toContain("'unsafe-eval'");
  });
});

describe("headers naming internal routes", () => {
  /** The headers a client receives from a server that sets `internal` the ways Next does (setHeader, writeHead's own). */
  async function received(requestHeaders: Record<string, string>) {
    const server = http.createServer((request, response) => {
      hideInternalHeaders(request, response);
      response.setHeader("x-middleware-rewrite", "/admin-panel/tr");
      response.setHeader("x-middleware-set-cookie", "a=b");
      response.setHeader("x-nextjs-rewritten-path", "/admin-panel/tr");
      response.setHeader("x-nextjs-cache", "HIT");
      response.writeHead(200, ["X-Middleware-Next", "1", "content-type", "text/plain"]);
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/admin`, { headers: requestHeaders });
      return Object.fromEntries(answer.headers);
    } finally {
      server.close();
    }
  }

  it("never reach a client, however they were set", async () => {
    const headers = await received({});
    expect(Object.keys(headers).filter((name) => name.startsWith("x-middleware-"))).toEqual([]);
    expect(headers["x-nextjs-rewritten-path"]).toBeUndefined();
    expect(headers["x-nextjs-cache"]).toBe("HIT");
    expect(headers["content-type"]).toBe("text/plain");
  });

  it("keep the rewritten path the client router reads from its own data requests", async () => {
    const headers = await received({ rsc: "1" });
    expect(headers["x-nextjs-rewritten-path"]).toBe("/admin-panel/tr");
    expect(headers["x-middleware-rewrite"]).toBeUndefined();
  });

  it("write a redirect's target once, where Next appended its cached one to the one it set", async () => {
    const server = http.createServer((request, response) => {
      hideInternalHeaders(request, response);
      response.setHeader("location", "/en/patent");
      response.appendHeader("location", "/en/patent");
      response.writeHead(308);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`http://127.0.0.1:${port}/en/patents`, resolve),
      );
      answer.resume();
      const locations = answer.rawHeaders.filter(
        (_, index, raw) => index % 2 === 0 && raw[index]?.toLowerCase() === "location",
      );
      expect(locations).toHaveLength(1);
      expect(answer.headers.location).toBe("/en/patent");
    } finally {
      server.close();
    }
  });
});
