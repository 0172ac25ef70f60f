import { describe, expect, it } from "vitest";
import { sitePlace } from "@/lib/admin/view-on-site";

const active = { slug: "patent", isActive: true };
const topic = { slug: "basvuru", isActive: true };

describe("sitePlace", () => {
  it("links an active category or topic to its public page, prefixed as the router does", () => {
    expect(sitePlace({ languageCode: "tr", languageServed: true, category: active }, "")).toEqual({ href: "/patent" });
    expect(sitePlace({ languageCode: "en", languageServed: true, category: active, topic }, "")).toEqual({
      href: "/en/patent/basvuru",
    });
    expect(sitePlace({ languageCode: "de", languageServed: true, category: active }, "/firma")).toEqual({
      href: "/firma/de/patent",
    });
  });

  it("says why the site does not show it instead of linking to a 404", () => {
    expect(
      sitePlace({ languageCode: "tr", languageServed: true, category: { ...active, isActive: false } }, ""),
    ).toEqual({ hidden: "inactive" });
    expect(
      sitePlace(
        { languageCode: "tr", languageServed: true, category: active, topic: { ...topic, isActive: false } },
        "",
      ),
    ).toEqual({ hidden: "inactive" });
    expect(
      sitePlace({ languageCode: "tr", languageServed: true, category: { ...active, isActive: false }, topic }, ""),
    ).toEqual({ hidden: "categoryInactive" });
    expect(sitePlace({ languageCode: "az", languageServed: false, category: active }, "")).toEqual({
      hidden: "languageInactive",
    });
    // A code no language has (kept from before codes were checked) is never a page's prefix.
    expect(sitePlace({ languageCode: "zy", languageServed: true, category: active }, "")).toEqual({
      hidden: "languageInactive",
    });
  });
});
