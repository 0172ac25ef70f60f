import { describe, expect, it } from "vitest";
import { getPathname } from "@/lib/i18n/navigation";
import { SHIPPED_LOCALES, prefixedPath } from "@/lib/i18n/routing";
import { parsePublicPath, pathOf, paths, STATIC_PAGES } from "@/lib/site/paths";

describe("prefixedPath (the router's prefixing, for callers outside Next)", () => {
  const samples = [paths.home, paths.contact, paths.category("patent"), paths.topic("patent", "patent-basvuru-sureci")];

  it("agrees with next-intl's own pathnames in every language", () => {
    for (const locale of SHIPPED_LOCALES)
      for (const path of samples)
        expect(prefixedPath(locale, path), `${locale} ${path}`).toBe(getPathname({ locale, href: path }));
  });

  it("leaves Turkish bare and prefixes the others", () => {
    expect(prefixedPath("tr", paths.team)).toBe("/ekibimiz");
    expect(prefixedPath("en", paths.home)).toBe("/en");
    expect(prefixedPath("de", paths.topic("marka", "tescil"))).toBe("/de/marka/tescil");
  });
});

describe("paths (every public path built in one place)", () => {
  it("parses each fixed page back to itself", () => {
    for (const path of STATIC_PAGES) expect(pathOf(parsePublicPath(path))).toBe(path);
  });

  it("never reads a reserved first segment as a category", () => {
    expect(parsePublicPath("/admin")).toEqual({ kind: "home" });
    expect(parsePublicPath("/api/language")).toEqual({ kind: "home" });
  });
});
