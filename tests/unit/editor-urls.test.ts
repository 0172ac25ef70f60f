import { expect, it } from "vitest";
import { isAllowedImage, isAllowedLink, UNDO_HISTORY } from "@/lib/text/editor-urls";

it("links to http, https, mailto, tel and site paths only", () => {
  for (const url of ["https://turkpatent.gov.tr", "http://x.tr", "mailto:a@b.c", "tel:+902241234567", "/iletisim"])
    expect(isAllowedLink(url), url).toBe(true);
  for (const url of ["javascript:alert(1)", "vbscript:x", "data:text/html,x", "//evil.example", "ftp://x"])
    expect(isAllowedLink(url), url).toBe(false);
});

it("embeds http(s) images, raster data URLs and site paths only", () => {
  for (const url of [
    "https://x/a.png",
    "data:image/png;base64,iVBOR",
    "data:image/jpeg;base64,/9j/",
    "/logo.svg",
    "/media/12/a.jpg",
  ])
    expect(isAllowedImage(url), url).toBe(true);
  for (const url of [
    "data:image/svg+xml;base64,PHN2Zz4=",
    "javascript:x",
    "data:text/html,x",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "logo.svg",
  ])
    expect(isAllowedImage(url), url).toBe(false);
});

it("keeps 100 undo steps grouped at 1000 ms", () => {
  expect(UNDO_HISTORY).toEqual({ depth: 100, newGroupDelay: 1000 });
});
