import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { paletteColorName, TEXT_COLORS } from "@/lib/text/palette";
import { sanitizeRichText } from "@/lib/text/rich-text";

describe("sanitizeRichText keeps what the toolbar makes", () => {
  it("keeps headings, emphasis, lists, links, alignment and colour", () => {
    const html =
      '<h2 style="text-align:center">Başlık</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <span style="color:#0b3d6b">e</span></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><p><a href="https://turkpatent.gov.tr">x</a> <a href="mailto:a@b.c">m</a> <a href="tel:+902241234567">t</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it("keeps http(s) images and raster data URLs", () => {
    const png = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="p" />';
    expect(sanitizeRichText(png)).toBe(png);
    expect(sanitizeRichText('<img src="https://example.com/a.jpg" alt="a" />')).toBe(
      '<img src="https://example.com/a.jpg" alt="a" />',
    );
  });
});

describe("sanitizeRichText removes what could run or restyle", () => {
  it.each([
    ["a script", "<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ["an event handler", '<img src="https://x/a.png" onerror="alert(1)" />', '<img src="https://x/a.png" />'],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ["an SVG data image", '<img src="data:image/svg+xml;base64,PHN2Zz4=" />', ""],
    ["an SVG data image behind a space", '<img src=" data:image/svg+xml;base64,PHN2Zz4=" />', ""],
    ["an SVG data image behind a tab entity", '<img src="&#9;data:image/svg+xml;base64,PHN2Zz4=" />', ""],
    ["an HTML data image behind a control character", '<img src="\u0001data:text/html,x" />', ""],
    ["an HTML data link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ["an iframe", '<iframe src="https://evil"></iframe><p>x</p>', "<p>x</p>"],
    [
      "styles beyond colour and alignment",
      '<p style="position:fixed;color:#b42318;background:url(x)">x</p>',
      '<p style="color:#b42318">x</p>',
    ],
    [
      "a colour outside the palette",
      '<p><span style="color:#ff0000">x</span> <span style="color:rgb(1, 2, 3)">y</span></p>',
      "<p><span>x</span> <span>y</span></p>",
    ],
    ["an svg element", "<svg><script>alert(1)</script></svg>", ""],
  ])("%s", (_name, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
  it("adds noopener to links that open a new tab", () => {
    expect(sanitizeRichText('<a href="https://x" target="_blank">x</a>')).toBe(
      '<a href="https://x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("the editor's colour palette", () => {
  it("is the site's brand colours, each kept by the sanitizer as hex and as the rgb() a browser writes", () => {
    const css = readFileSync("app/base.css", "utf8").toLowerCase();
    for (const { value } of TEXT_COLORS) {
      expect(css).toContain(value);
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16));
      expect(sanitizeRichText(`<span style="color:${value}">x</span>`)).toBe(`<span style="color:${value}">x</span>`);
      expect(sanitizeRichText(`<span style="color:rgb(${r}, ${g}, ${b})">x</span>`)).toBe(
        `<span style="color:rgb(${r}, ${g}, ${b})">x</span>`,
      );
    }
  });
  it("keeps a link that opens a new tab, with noopener", () => {
    const html =
      '<p><a target="_blank" rel="noopener noreferrer" href="https://www.turkpatent.gov.tr">x</a> <a href="/patent">y</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe("paletteColorName", () => {
  it("names a palette colour in either form, and nothing else", () => {
    expect(paletteColorName("#0B3D6B")).toBe("brand");
    expect(paletteColorName("rgb(11, 61, 107)")).toBe("brand");
    expect(paletteColorName("#067647")).toBe("success");
    expect(paletteColorName("#ff0000")).toBeUndefined();
    expect(paletteColorName(undefined)).toBeUndefined();
  });
});
