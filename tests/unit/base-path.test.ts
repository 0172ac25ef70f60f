import { afterEach, describe, expect, it, vi } from "vitest";

/** The base path is read when its module loads (NEXT_PUBLIC_BASE_PATH is fixed at build time). */
async function underBasePath(basePath: string) {
  vi.resetModules();
  vi.stubEnv("NEXT_PUBLIC_BASE_PATH", basePath);
  return import("@/lib/site/base-path");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a site path as a link writes it", () => {
  it("is the path itself at the root of the host", async () => {
    const { withBasePath, SITE_ROOT } = await underBasePath("");
    expect(withBasePath("/")).toBe("/");
    expect(withBasePath("/en/patent")).toBe("/en/patent");
    expect(withBasePath("/?notice=untranslated")).toBe("/?notice=untranslated");
    expect(SITE_ROOT).toBe("/");
  });

  it("is under the base path, its root without the trailing slash that Next would redirect", async () => {
    const { withBasePath, SITE_ROOT } = await underBasePath("/firma");
    expect(withBasePath("/")).toBe("/firma");
    expect(withBasePath("/?notice=untranslated")).toBe("/firma?notice=untranslated");
    expect(withBasePath("/#content")).toBe("/firma#content");
    expect(withBasePath("/en")).toBe("/firma/en");
    expect(withBasePath("/ekibimiz#member-3")).toBe("/firma/ekibimiz#member-3");
    expect(SITE_ROOT).toBe("/firma");
  });
});
