import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/lib/media/file-size";
import { squareCropPosition } from "@/lib/media/crop";
import { listHref, parseListQuery } from "@/lib/admin/list-query";
import { mediaDetailsInputFrom, mediaFormValues, mediaFormValuesFrom } from "@/lib/media/form";

describe("the library item form's codec", () => {
  it("reads the posted languages' texts, the decorative box and the focal point into the details to save", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["fileName", "selin.jpg"],
      ["languages", "tr"],
      ["languages", "en"],
      ["languages", "../x"],
      ["alt.tr", "Selin Hanım"],
      ["caption.tr", ""],
      ["alt.en", "Ms Selin"],
      ["caption.en", "Partner"],
      ["focalX", "0.25"],
      ["focalY", "0.4"],
      ["decorative", "on"],
    ])
      form.append(name!, value!);
    expect(mediaDetailsInputFrom(mediaFormValuesFrom(form))).toEqual({
      fileName: "selin.jpg",
      decorative: true,
      focalX: 0.25,
      focalY: 0.4,
      texts: { tr: { alt: "Selin Hanım", caption: "" }, en: { alt: "Ms Selin", caption: "Partner" } },
    });
  });

  it("sets or frees the home page's place only from a form that offers it", () => {
    const posted = (fields: [string, string][]) => {
      const form = new FormData();
      for (const [name, value] of [["fileName", "a.jpg"], ...fields]) form.append(name!, value!);
      return mediaDetailsInputFrom(mediaFormValuesFrom(form)).placement;
    };
    expect(
      posted([
        ["placementOffered", "on"],
        ["homeHero", "on"],
      ]),
    ).toBe("homeHero");
    expect(posted([["placementOffered", "on"]])).toBeNull();
    expect(posted([])).toBeUndefined();
  });

  it("loads every active language (empty where none) and keeps an inactive language's stored texts", () => {
    const values = mediaFormValues(
      {
        fileName: "a.jpg",
        kind: "image",
        decorative: false,
        focalX: 0.5,
        focalY: 0.5,
        texts: { az: { alt: "Ofis", caption: "" } },
        placement: "homeHero",
      },
      ["tr", "en"],
    );
    expect(values).toMatchObject({ placementOffered: true, homeHero: true });
    expect(values.texts).toEqual({
      tr: { alt: "", caption: "" },
      en: { alt: "", caption: "" },
      az: { alt: "Ofis", caption: "" },
    });
  });
});

describe("the library's helpers", () => {
  it("writes sizes in the admin's language, in the units of the upload limit", () => {
    expect(formatFileSize(2.4 * 1024 * 1024, "tr")).toBe("2,4 MB");
    expect(formatFileSize(20 * 1024 * 1024, "en")).toBe("20 MB");
    expect(formatFileSize(982, "de")).toBe("982 B");
    expect(formatFileSize(150 * 1024, "tr")).toBe("150 KB");
  });

  it("places the square crop's preview where the site cuts it: centred on the focal point, inside the image", () => {
    expect(squareCropPosition(600, 800, 0.5, 0.5)).toBe("50.00% 50.00%");
    expect(squareCropPosition(600, 800, 0.5, 0)).toBe("50.00% 0.00%");
    expect(squareCropPosition(600, 800, 0.5, 0.4)).toBe("50.00% 10.00%");
    expect(squareCropPosition(800, 600, 1, 0.5)).toBe("100.00% 50.00%");
  });

  it("reads the library's address as every admin list's, its status the files' kind, and writes it back", () => {
    const query = parseListQuery("mediaKind", { q: " logo ", status: "document", page: "2" });
    expect(query).toEqual({ q: "logo", status: "document", page: 2, size: 50 });
    expect(listHref("/admin/media", query)).toBe("/admin/media?q=logo&status=document&page=2");
    expect(parseListQuery("mediaKind", { status: "video", page: "-1" })).toMatchObject({ status: "all", page: 1 });
  });
});
