import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
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
