import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectFileType } from "@/lib/media/detect";
import { storedFileName } from "@/lib/media/process";

/** A file's type from its bytes (never its name), and the name the library keeps. */
const image = (format: "jpeg" | "png" | "webp" | "avif" | "gif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#204080" } })
    .toFormat(format)
    .toBuffer();

describe("detectFileType", () => {
  it("tells each kept type by its bytes", async () => {
    for (const [format, contentType] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
      ["gif", "image/gif"],
    ] as const)
      expect(await detectFileType(await image(format)), format).toEqual({ kind: "image", contentType });
    expect(await detectFileType(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"))).toEqual({
      kind: "document",
      contentType: "application/pdf",
    });
  });

  it("refuses SVG in each of its spellings, saying it is SVG", async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\uFEFF  <!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
      '<?xml version="1.0"?><!-- a --><svg\nonload="alert(1)">',
    ];
    for (const svg of svgs) expect(await detectFileType(Buffer.from(svg)), svg).toEqual({ refused: "svgNotAllowed" });
  });

  it("refuses what is not a kept type: a page, an executable, an archive, plain XML", async () => {
    expect(await detectFileType(Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>"))).toEqual({
      refused: "fileTypeUnknown",
    });
    expect(await detectFileType(Buffer.from("just some text"))).toEqual({ refused: "fileTypeUnknown" });
    const executable = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);
    expect(await detectFileType(executable)).toEqual({ refused: "fileTypeNotAllowed" });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);
    expect(await detectFileType(elf)).toEqual({ refused: "fileTypeNotAllowed" });
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect(await detectFileType(zip)).toEqual({ refused: "fileTypeNotAllowed" });
    expect(await detectFileType(Buffer.from('<?xml version="1.0"?><note>hi</note>'))).toEqual({
      refused: "fileTypeNotAllowed",
    });
  });
});

describe("storedFileName", () => {
  it("keeps the file's own name, without folders, with the extension of its real type", () => {
    expect(storedFileName("C:\\Users\\ofis\\Pictures\\selin.JPG", "image/jpeg")).toBe("selin.jpg");
    expect(storedFileName("/home/ofis/rapor.final.pdf", "application/pdf")).toBe("rapor.final.pdf");
    expect(storedFileName("logo.png", "image/webp")).toBe("logo.webp");
    expect(storedFileName("tab\tname\u0000.gif", "image/gif")).toBe("tabname.gif");
    expect(storedFileName("   ", "image/png")).toBe("dosya.png");
    expect(storedFileName(`${"a".repeat(300)}.jpg`, "image/jpeg")).toBe(`${"a".repeat(150)}.jpg`);
  });
});
