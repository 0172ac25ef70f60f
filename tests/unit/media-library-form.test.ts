import { describe, expect, it } from "vitest";
import { formatFileSize } from "@/components/admin/media/fileSize";
import { squareCropPosition } from "@/components/admin/media/focal";
import { mediaLibraryHref, parseMediaLibraryQuery } from "@/components/admin/media/library-query";
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

  it("loads every active language (empty where none) and keeps an inactive language's stored texts", () => {
    const values = mediaFormValues(
      { fileName: "a.jpg", decorative: false, focalX: 0.5, focalY: 0.5, texts: { az: { alt: "Ofis", caption: "" } } },
      ["tr", "en"],
    );
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

  it("reads the library's address and writes it back, the defaults left out", () => {
    const query = parseMediaLibraryQuery({ q: " logo ", kind: "document", page: "2" });
    expect(query).toEqual({ q: "logo", kind: "document", page: 2 });
    expect(mediaLibraryHref("/admin/media", query)).toBe("/admin/media?q=logo&kind=document&page=2");
    expect(parseMediaLibraryQuery({ kind: "video", page: "-1" })).toEqual({ q: "", kind: "all", page: 1 });
  });
});
