import { describe, expect, it } from "vitest";
import { parseId } from "@/lib/admin/forms";
import { adminPath, parseAdminPath, safeReturnPath, withQuery } from "@/lib/admin/paths";

describe("admin paths", () => {
  it("are unprefixed in Turkish and prefixed otherwise", () => {
    expect(adminPath("tr")).toBe("/admin");
    expect(adminPath("en", "/dashboard")).toBe("/en/admin/dashboard");
  });
  it("are recognised by the proxy, with their language", () => {
    expect(parseAdminPath("/admin")).toEqual({ lang: "tr", page: "", redirect: null });
    expect(parseAdminPath("/de/admin/dashboard")).toEqual({ lang: "de", page: "/dashboard", redirect: null });
    expect(parseAdminPath("/admin/no-such-page")).toEqual({ lang: "tr", page: "/no-such-page", redirect: null });
    expect(parseAdminPath("/administration")).toBeNull();
    expect(parseAdminPath("/patent/admin")).toBeNull();
  });
  it("send a public language the admin does not speak, and /tr, to the admin's own Turkish address", () => {
    expect(parseAdminPath("/ru/admin")).toEqual({ lang: "tr", page: "", redirect: "/admin" });
    // A language the firm adds is one the admin does not speak either.
    expect(parseAdminPath("/fr/admin")).toEqual({ lang: "tr", page: "", redirect: "/admin" });
    expect(parseAdminPath("/az/admin/contents/5")).toEqual({
      lang: "tr",
      page: "/contents/5",
      redirect: "/admin/contents/5",
    });
    expect(parseAdminPath("/tr/admin/dashboard")).toEqual({
      lang: "tr",
      page: "/dashboard",
      redirect: "/admin/dashboard",
    });
  });
  it("leave a prefix that names no language to the public site", () => {
    expect(parseAdminPath("/zy/admin")).toBeNull();
    expect(parseAdminPath("/xyz/admin/dashboard")).toBeNull();
  });
});

describe("safeReturnPath", () => {
  const fallback = "/admin/dashboard";
  it("keeps a path of this site", () => {
    expect(safeReturnPath("/en/admin/dashboard?tab=1", fallback)).toBe("/en/admin/dashboard?tab=1");
  });
  it("refuses other sites, protocol-relative and odd paths", () => {
    for (const bad of [
      "https://evil.example/admin",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "admin",
      "",
      null,
    ]) {
      expect(safeReturnPath(bad, fallback)).toBe(fallback);
    }
  });
  it("refuses paths that dot segments or encodings resolve to another site", () => {
    for (const bad of [
      "/..//evil.example",
      "/%2e%2e//evil.example",
      "/a/..//evil.example",
      "/.//evil.example",
      "/admin/../..//evil.example",
      "/%2F%2Fevil.example",
    ]) {
      expect(safeReturnPath(bad, fallback)).toBe(fallback);
    }
  });
  it("returns only to admin pages", () => {
    expect(safeReturnPath("/patent", fallback)).toBe(fallback);
    expect(safeReturnPath("/admin/../patent", fallback)).toBe(fallback);
    expect(safeReturnPath("/de/admin/categories/3", fallback)).toBe("/de/admin/categories/3");
  });
  it("honours a base path", () => {
    expect(safeReturnPath("/firma/admin/dashboard", "/firma/admin/dashboard", "/firma")).toBe("/firma/admin/dashboard");
    expect(safeReturnPath("/admin/dashboard", "/firma/admin/dashboard", "/firma")).toBe("/firma/admin/dashboard");
  });
});

describe("withQuery", () => {
  it("keeps every parameter of the page asked for", () => {
    expect(withQuery("/contents/new", { lang: "en", from: "12", none: undefined })).toBe(
      "/contents/new?lang=en&from=12",
    );
    expect(withQuery("/contents", { tag: ["a", "b"] })).toBe("/contents?tag=a&tag=b");
    expect(withQuery("/dashboard", {})).toBe("/dashboard");
  });
});

describe("parseId", () => {
  it("takes only a row id PostgreSQL can hold", () => {
    expect(parseId("42")).toBe(42);
    for (const bad of ["0", "-1", "1.5", "1e3", " 7", "abc", "2147483648", "99999999999", undefined, ["1"]])
      expect(parseId(bad)).toBeUndefined();
  });
});
