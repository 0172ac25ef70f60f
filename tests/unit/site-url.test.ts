import { afterEach, expect, it, vi } from "vitest";
import { absoluteUrl } from "@/lib/site/url";

afterEach(() => vi.unstubAllEnvs());

it("builds absolute URLs on SITE_URL, under the base path the site is served at", () => {
  vi.stubEnv("SITE_URL", "https://www.bursapatent.com.tr");
  expect(absoluteUrl("/en/patents")).toBe("https://www.bursapatent.com.tr/en/patents");
  expect(absoluteUrl("/en/patents", "/firma")).toBe("https://www.bursapatent.com.tr/firma/en/patents");
  expect(absoluteUrl("/", "/firma")).toBe("https://www.bursapatent.com.tr/firma");
});
