import { describe, expect, it } from "vitest";
import { mediaVariants } from "@/lib/media/answer";
import {
  fallbackFormat,
  mediaAddressPrefix,
  parseVariant,
  servedWidths,
  squareSrcSet,
  squaresVersion,
  stableMediaPath,
  variantPath,
  widthSrcSet,
  widthsVersion,
  type MediaAddressable,
} from "@/lib/media/urls";
import { usualVariants } from "@/lib/media/variants";
import { currentVariantOf, mediaIdOf } from "@/lib/media/parse-address";

/** The library's addresses: stable ones, versioned variants, `srcset` values, and reading an id back. */
const HASH = "0123456789abcdef".repeat(4);
const photo: MediaAddressable = {
  id: 12,
  addressKey: "3f9c0a7d51e2",
  fileName: "selin yılmaz.jpg",
  contentType: "image/jpeg",
  width: 1000,
  height: 1500,
  contentHash: HASH,
  focalX: 0.5,
  focalY: 0.25,
};

describe("media addresses", () => {
  it("gives a file a stable address by id, key and name, and variants one by version", () => {
    expect(stableMediaPath(photo)).toBe("/media/12-3f9c0a7d51e2/selin%20y%C4%B1lmaz.jpg");
    expect(variantPath(photo, { name: "w640", format: "avif" })).toBe(
      "/media/12-3f9c0a7d51e2/0123456789abcdef/w640.avif",
    );
    expect(variantPath(photo, { name: "s160", format: "avif" })).toBe(
      "/media/12-3f9c0a7d51e2/0123456789abcdef-50-25/s160.avif",
    );
    // A width changes with the bytes; a square crop with the bytes and its centre, the focal point.
    const moved = { ...photo, focalX: 0.51 };
    expect(widthsVersion(moved)).toBe(widthsVersion(photo));
    expect(squaresVersion(moved)).not.toBe(squaresVersion(photo));
    const other = { ...photo, contentHash: `f${HASH.slice(1)}` };
    expect(widthsVersion(other)).not.toBe(widthsVersion(photo));
    expect(squaresVersion(other)).not.toBe(squaresVersion(photo));
  });

  it("reads only the variants the library makes", () => {
    expect(parseVariant("w640.webp")).toEqual({ name: "w640", format: "webp" });
    expect(parseVariant("s160.png")).toEqual({ name: "s160", format: "png" });
    for (const name of [
      "w641.webp",
      "s320.gif",
      "w640.webp.exe",
      "../w640.webp",
      "s1920.jpg",
      "W640.webp",
      "w0640.webp",
    ])
      expect(parseVariant(name), name).toBeNull();
  });

  it("serves widths never wider than the file, the last its own", () => {
    expect(servedWidths(1000).map(({ width }) => width)).toEqual([320, 640, 960, 1000]);
    expect(servedWidths(1920).map(({ name }) => name)).toEqual(["w320", "w640", "w960", "w1280", "w1920"]);
    expect(servedWidths(4000).at(-1)).toEqual({ name: "w1920", width: 1920 });
    expect(servedWidths(200)).toEqual([{ name: "w320", width: 200 }]);
  });

  it("writes srcset values of widths and of squares at 1x and 2x", () => {
    expect(widthSrcSet(photo, "webp", "/firma")).toBe(
      [320, 640, 960]
        .map((width) => `/firma/media/12-3f9c0a7d51e2/0123456789abcdef/w${width}.webp ${width}w`)
        .concat("/firma/media/12-3f9c0a7d51e2/0123456789abcdef/w1280.webp 1000w")
        .join(", "),
    );
    expect(squareSrcSet(photo, "jpg", 160)).toBe(
      "/media/12-3f9c0a7d51e2/0123456789abcdef-50-25/s160.jpg 1x, /media/12-3f9c0a7d51e2/0123456789abcdef-50-25/s320.jpg 2x",
    );
    // A small image has no larger crop to offer.
    expect(squareSrcSet({ ...photo, width: 150, height: 150 }, "jpg", 160)).toBe(
      "/media/12-3f9c0a7d51e2/0123456789abcdef-50-25/s160.jpg 1x",
    );
  });

  it("falls back to PNG for images that may be transparent, JPEG for photos", () => {
    expect(fallbackFormat("image/png")).toBe("png");
    expect(fallbackFormat("image/gif")).toBe("png");
    expect(fallbackFormat("image/webp")).toBe("jpg");
    expect(fallbackFormat("image/jpeg")).toBe("jpg");
  });

  it("reads a file's id from its addresses, never from another path or one without its key", () => {
    expect(mediaIdOf("/media/12-3f9c0a7d51e2/selin.jpg")).toBe(12);
    expect(mediaIdOf("/media/12-3f9c0a7d51e2/0123456789abcdef/w640.webp")).toBe(12);
    expect(mediaIdOf("/firma/media/7-3f9c0a7d51e2/x.pdf", "/firma")).toBe(7);
    for (const address of [
      "/media/12/selin.jpg",
      "/media/12-3F9C0A7D51E2/selin.jpg",
      "/media/12-3f9c0a7d51/selin.jpg",
      "/media/x-3f9c0a7d51e2/selin.jpg",
      "/media/012-3f9c0a7d51e2/selin.jpg",
      "/media/12-3f9c0a7d51e2",
      "https://example.com/media/12-3f9c0a7d51e2/a.jpg",
      "/medias/12-3f9c0a7d51e2/a.jpg",
    ])
      expect(mediaIdOf(address), address).toBeNull();
  });

  it("names the current thumbnail of a stable address, and how every address of a file begins", () => {
    expect(currentVariantOf("/media/12-3f9c0a7d51e2/selin.jpg", { name: "s160", format: "webp" })).toBe(
      "/media/12-3f9c0a7d51e2/current/s160.webp",
    );
    expect(currentVariantOf("https://example.com/x.jpg", { name: "s160", format: "webp" })).toBeNull();
    expect(stableMediaPath(photo).startsWith(mediaAddressPrefix(12))).toBe(true);
    expect(stableMediaPath({ ...photo, id: 120 }).startsWith(mediaAddressPrefix(12))).toBe(false);
  });
});

describe("what the API answers of an image's variants", () => {
  it("lists as srcset every variant made in the background, and nothing of a document", () => {
    const variants = mediaVariants({ ...photo, kind: "image" })!;
    expect(variants.fallback).toBe("jpg");
    expect(Object.keys(variants.widths)).toEqual(["avif", "webp", "jpg"]);
    expect(variants.squares.avif).toBe(
      ["s160.avif 160w", "s320.avif 320w", "s640.avif 640w"]
        .map((file) => `/media/12-3f9c0a7d51e2/0123456789abcdef-50-25/${file}`)
        .join(", "),
    );
    // Each address in the answer is one the upload prepares.
    const prepared = new Set(usualVariants(photo).map((variant) => variantPath(photo, variant)));
    const answered = [...Object.values(variants.widths), ...Object.values(variants.squares)].flatMap((srcset) =>
      srcset!.split(", ").map((source) => source.split(" ")[0]!),
    );
    expect(new Set(answered)).toEqual(prepared);
    expect(
      mediaVariants({ ...photo, kind: "document", contentType: "application/pdf", width: null, height: null }),
    ).toBeNull();
  });

  it("gives a small image's square its own side", () => {
    const small = mediaVariants({ ...photo, kind: "image", contentType: "image/png", width: 300, height: 120 })!;
    expect(small.fallback).toBe("png");
    expect(small.squares.png).toBe("/media/12-3f9c0a7d51e2/0123456789abcdef-50-25/s160.png 120w");
  });
});
