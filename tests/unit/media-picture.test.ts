import { describe, expect, it } from "vitest";
import { pictureAlt, pictureOf } from "@/lib/media/picture";
import { squareSrcSet, variantPath, widthSrcSet, type MediaAddressable } from "@/lib/media/urls";

const PHOTO: MediaAddressable = {
  id: 4,
  addressKey: "00aa11bb22cc",
  fileName: "selin.jpg",
  contentType: "image/jpeg",
  width: 1600,
  height: 1200,
  contentHash: "fedcba9876543210".repeat(4),
  focalX: 0.5,
  focalY: 0.3,
};

describe("a library image's picture", () => {
  it("over the widths: AVIF and WebP sources at the given sizes, the fallback at w960 with the file's size", () => {
    const picture = pictureOf(PHOTO, { sizes: "50vw" }, "/ip")!;
    expect(picture.sources).toEqual([
      { type: "image/avif", srcSet: widthSrcSet(PHOTO, "avif", "/ip"), sizes: "50vw" },
      { type: "image/webp", srcSet: widthSrcSet(PHOTO, "webp", "/ip"), sizes: "50vw" },
    ]);
    expect(picture.img).toEqual({
      src: `/ip${variantPath(PHOTO, { name: "w960", format: "jpg" })}`,
      srcSet: widthSrcSet(PHOTO, "jpg", "/ip"),
      sizes: "50vw",
      width: 1600,
      height: 1200,
    });
  });

  it("falls back to the largest width served for a narrower image, never a copy of it", () => {
    const narrow = { ...PHOTO, width: 500, height: 400 };
    expect(pictureOf(narrow, { sizes: "100vw" })!.img.src).toBe(variantPath(narrow, { name: "w640", format: "jpg" }));
    const tiny = { ...PHOTO, width: 200, height: 100, contentType: "image/png" };
    expect(pictureOf(tiny, { sizes: "100vw" })!.img.src).toBe(variantPath(tiny, { name: "w320", format: "png" }));
    const wide = { ...PHOTO, width: 950, height: 400 };
    expect(pictureOf(wide, { sizes: "100vw" })!.img.src).toBe(variantPath(wide, { name: "w960", format: "jpg" }));
  });

  it("as a square crop: the side's 1x and 2x, the fallback at the 1x side, drawn at the side", () => {
    const picture = pictureOf(PHOTO, { square: 120 })!;
    expect(picture.sources.map(({ srcSet }) => srcSet)).toEqual([
      squareSrcSet(PHOTO, "avif", 120),
      squareSrcSet(PHOTO, "webp", 120),
    ]);
    expect(picture.img).toEqual({
      src: variantPath(PHOTO, { name: "s160", format: "jpg" }),
      srcSet: squareSrcSet(PHOTO, "jpg", 120),
      width: 120,
      height: 120,
    });
    const small = { ...PHOTO, width: 200, height: 150 };
    expect(pictureOf(small, { square: 300 })!.img.src).toBe(variantPath(small, { name: "s160", format: "jpg" }));
  });

  it("is none for a file without pixel size (a document)", () => {
    expect(pictureOf({ ...PHOTO, width: null, height: null }, { sizes: "100vw" })).toBeNull();
  });
});

describe("an image's alt text", () => {
  const texts = { tr: { alt: "Selin Hanım", caption: "" }, en: { alt: " ", caption: "" } };
  it("is the library's in the page's language, never another language's", () => {
    expect(pictureAlt({ decorative: false, texts }, "tr")).toBe("Selin Hanım");
    expect(pictureAlt({ decorative: false, texts }, "de")).toBe("");
  });
  it("is the content's own where the library's is missing or blank", () => {
    expect(pictureAlt({ decorative: false, texts }, "en", "Ms Selin")).toBe("Ms Selin");
  });
  it("is empty for a decorative file", () => {
    expect(pictureAlt({ decorative: true, texts }, "tr", "x")).toBe("");
  });
});
