import { describe, expect, it } from "vitest";
import { mediaVariants } from "@/lib/media/answer";
import {
  fallbackFormat,
  mediaIdOf,
  mediaVersion,
  parseVariant,
  servedWidths,
  squareSrcSet,
  stableMediaPath,
  variantPath,
  widthSrcSet,
  type MediaAddressable,
} from "@/lib/media/urls";
import { usualVariants } from "@/lib/media/variants";

/** The library's addresses: stable ones, versioned variants, `srcset` values, and reading an id back. */
const HASH = "0123456789abcdef".repeat(4);
const photo: MediaAddressable = {
  id: 12,
  fileName: "selin yılmaz.jpg",
  contentType: "image/jpeg",
  width: 1000,
  height: 1500,
  contentHash: HASH,
  focalX: 0.5,
  focalY: 0.25,
};

describe("media addresses", () => {
  it("gives a file a stable address by id and name, and variants one by version", () => {
    expect(stableMediaPath(photo)).toBe("/media/12/selin%20y%C4%B1lmaz.jpg");
    expect(mediaVersion(photo)).toBe("0123456789abcdef-50-25");
    expect(variantPath(photo, { name: "w640", format: "avif" })).toBe("/media/12/0123456789abcdef-50-25/w640.avif");
    // The version changes with the focal point (a crop's centre) and the bytes.
    expect(mediaVersion({ ...photo, focalX: 0.51 })).not.toBe(mediaVersion(photo));
    expect(mediaVersion({ ...photo, contentHash: `f${HASH.slice(1)}` })).not.toBe(mediaVersion(photo));
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
        .map((width) => `/firma/media/12/0123456789abcdef-50-25/w${width}.webp ${width}w`)
        .concat("/firma/media/12/0123456789abcdef-50-25/w1280.webp 1000w")
        .join(", "),
    );
    expect(squareSrcSet(photo, "jpg", 160)).toBe(
      "/media/12/0123456789abcdef-50-25/s160.jpg 1x, /media/12/0123456789abcdef-50-25/s320.jpg 2x",
    );
    // A small image has no larger crop to offer.
    expect(squareSrcSet({ ...photo, width: 150, height: 150 }, "jpg", 160)).toBe(
      "/media/12/0123456789abcdef-50-25/s160.jpg 1x",
    );
  });

  it("falls back to PNG for images that may be transparent, JPEG for photos", () => {
    expect(fallbackFormat("image/png")).toBe("png");
    expect(fallbackFormat("image/gif")).toBe("png");
    expect(fallbackFormat("image/webp")).toBe("jpg");
    expect(fallbackFormat("image/jpeg")).toBe("jpg");
  });

  it("reads a file's id from its addresses, never from another path", () => {
    expect(mediaIdOf("/media/12/selin.jpg")).toBe(12);
    expect(mediaIdOf("/media/12/0123-50-25/w640.webp")).toBe(12);
    expect(mediaIdOf("/firma/media/7/x.pdf", "/firma")).toBe(7);
    for (const address of ["/media/x/selin.jpg", "/media/12", "https://example.com/media/12/a.jpg", "/medias/12/a.jpg"])
      expect(mediaIdOf(address), address).toBeNull();
  });
});

describe("what the API answers of an image's variants", () => {
  it("lists as srcset every variant made in the background, and nothing of a document", () => {
    const variants = mediaVariants({ ...photo, kind: "image" })!;
    expect(variants.fallback).toBe("jpg");
    expect(Object.keys(variants.widths)).toEqual(["avif", "webp", "jpg"]);
    expect(variants.squares.avif).toBe(
      ["s160.avif 160w", "s320.avif 320w", "s640.avif 640w"]
        .map((file) => `/media/12/0123456789abcdef-50-25/${file}`)
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
    expect(small.squares.png).toBe("/media/12/0123456789abcdef-50-25/s160.png 120w");
  });
});
