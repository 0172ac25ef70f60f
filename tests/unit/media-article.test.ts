import { describe, expect, it } from "vitest";
import { figureMediaIds, rewriteArticleFigures, type ArticleMedia } from "@/lib/media/article";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { stableMediaPath, variantPath, type VariantFormat } from "@/lib/media/urls";

const PHOTO: ArticleMedia = {
  id: 12,
  addressKey: "3f9c0a7d51e2",
  fileName: "ofis.jpg",
  kind: "image",
  contentType: "image/jpeg",
  width: 1200,
  height: 800,
  contentHash: "0123456789abcdef".repeat(4),
  focalX: 0.5,
  focalY: 0.5,
  decorative: false,
  texts: { tr: { alt: "Ofisin toplantı odası", caption: "Toplantı odası" }, en: { alt: "", caption: "" } },
};
const PHOTO_PATH = stableMediaPath(PHOTO);
/** A variant's address, from the library's own helper (the address scheme is urls.ts's, tested there). */
const variant = (name: string, format: VariantFormat, media: ArticleMedia = PHOTO) =>
  variantPath(media, { name, format });
const library = new Map([[12, PHOTO]]);

// As the editor writes it, through the sanitizer as the page reads it.
const figure = (attributes: string, inner = `<img src="${PHOTO_PATH}" alt="Editördeki metin">`) =>
  sanitizeRichText(`<figure ${attributes}>${inner}</figure>`);
const FIGURE = figure(
  'data-media-id="12" data-size="medium" data-align="right"',
  `<img src="${PHOTO_PATH}" alt="Editördeki metin"><figcaption>Toplantı &amp; odası</figcaption>`,
);

describe("figureMediaIds", () => {
  it("names each library file of a body once, in order", () => {
    const html = `${figure('data-media-id="7"')}<p>x</p>${FIGURE}${figure('data-media-id="7"')}<figure><img src="/a.png"></figure>`;
    expect(figureMediaIds(html)).toEqual([7, 12]);
  });
});

describe("rewriteArticleFigures", () => {
  it("makes a library figure a responsive picture: AVIF, WebP, the JPEG fallback, real size; the opening one first", () => {
    const html = rewriteArticleFigures(`<p>a</p>${FIGURE}`, library, "tr", "/ip");
    const widths = (format: VariantFormat) =>
      [320, 640, 960]
        .map((width) => `/ip${variant(`w${width}`, format)} ${width}w`)
        .concat(`/ip${variant("w1280", format)} 1200w`)
        .join(", ");
    const sizes =
      "(min-width: 1152px) 440px, (min-width: 901px) calc(60vw - 251px), (min-width: 641px) calc(60vw - 59px), calc(100vw - 98px)";
    expect(html).toBe(
      '<p>a</p><figure data-media-id="12" data-size="medium" data-align="right"><picture>' +
        `<source type="image/avif" srcset="${widths("avif")}" sizes="${sizes}">` +
        `<source type="image/webp" srcset="${widths("webp")}" sizes="${sizes}">` +
        `<img src="/ip${variant("w960", "jpg")}" srcset="${widths("jpg")}" sizes="${sizes}" width="1200" height="800" alt="Ofisin toplantı odası" fetchpriority="high" decoding="async">` +
        "</picture><figcaption>Toplantı &amp; odası</figcaption></figure>",
    );
  });

  it("loads lazily a figure after the opening text, and every figure after the first", () => {
    const opening = rewriteArticleFigures(`<p>a</p>${FIGURE}<p>b</p>${FIGURE}`, library, "tr");
    expect(opening.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(opening.match(/loading="lazy"/g)).toHaveLength(1);
    const later = rewriteArticleFigures(`<p>${"metin ".repeat(80)}</p>${FIGURE}`, library, "tr");
    expect(later).toContain('loading="lazy" decoding="async"');
    expect(later).not.toContain("fetchpriority");
  });

  it("takes the alt text the editor kept when the library has none in the page's language, none when decorative", () => {
    const english = rewriteArticleFigures(FIGURE, library, "en");
    expect(english).toContain('alt="Editördeki metin"');
    expect(english).toContain(`src="${variant("w960", "jpg")}"`);
    const decorative = rewriteArticleFigures(FIGURE, new Map([[12, { ...PHOTO, decorative: true }]]), "tr");
    expect(decorative).toContain('alt=""');
  });

  it("escapes the library's alt text", () => {
    const quoted = { ...PHOTO, texts: { tr: { alt: 'Bir "alıntı" <b>', caption: "" } } };
    expect(rewriteArticleFigures(FIGURE, new Map([[12, quoted]]), "tr")).toContain(
      'alt="Bir &quot;alıntı&quot; &lt;b&gt;"',
    );
  });

  it("keeps a PNG's transparency and defaults a figure's size and alignment", () => {
    const png = { ...PHOTO, contentType: "image/png", width: 500, height: 500 };
    const html = rewriteArticleFigures(figure('data-media-id="12"'), new Map([[12, png]]), "tr");
    expect(html).toContain('data-size="full" data-align="center"');
    // The fallback is the largest width served for this image (w640, the file's own 500 px), never a w960 copy of it.
    expect(html).toContain(`src="${variant("w640", "png", png)}"`);
    expect(html).toContain(`srcset="${variant("w320", "png", png)} 320w, ${variant("w640", "png", png)} 500w"`);
    expect(html).toContain('width="500" height="500"');
  });

  it("drops the picture of a file that is gone or not an image, keeping the caption; drops a bare one whole", () => {
    expect(rewriteArticleFigures(`<p>a</p>${FIGURE}`, new Map(), "tr")).toBe(
      '<p>a</p><figure data-media-id="12" data-size="medium" data-align="right"><figcaption>Toplantı &amp; odası</figcaption></figure>',
    );
    const pdf = { ...PHOTO, kind: "document", contentType: "application/pdf", width: null, height: null };
    expect(rewriteArticleFigures(`<p>a</p>${figure('data-media-id="12"')}`, new Map([[12, pdf]]), "tr")).toBe(
      "<p>a</p>",
    );
  });

  it("puts links to library documents under the site's base path", () => {
    const pdf = stableMediaPath({ id: 3, addressKey: "0a1b2c3d4e5f", fileName: "sozlesme.pdf" });
    const html = sanitizeRichText(`<p><a href="${pdf}">Sözleşme</a> <a href="/iletisim">x</a></p>`);
    expect(rewriteArticleFigures(html, library, "tr", "/ip")).toBe(
      `<p><a href="/ip${pdf}">Sözleşme</a> <a href="/iletisim">x</a></p>`,
    );
    expect(rewriteArticleFigures(html, library, "tr")).toBe(html);
  });

  it("puts a plain library image (an <img> outside a figure) under the site's base path, and no other image", () => {
    const html = sanitizeRichText(`<p><img src="${PHOTO_PATH}" alt="Ofis"> <img src="/logo.svg" alt="Logo"></p>`);
    const rewritten = rewriteArticleFigures(html, library, "tr", "/ip");
    expect(rewritten).toContain(`<img src="/ip${PHOTO_PATH}" alt="Ofis" />`);
    expect(rewritten).toContain('<img src="/logo.svg" alt="Logo" />');
    expect(rewriteArticleFigures(html, library, "tr")).toBe(html);
  });

  it("takes the library's alt in the page's language over the figure's own, and treats a blank one as missing", () => {
    const blank = { ...PHOTO, texts: { tr: { alt: "  ", caption: "" }, de: { alt: "Besprechungsraum", caption: "" } } };
    expect(rewriteArticleFigures(FIGURE, new Map([[12, blank]]), "tr")).toContain('alt="Editördeki metin"');
    expect(rewriteArticleFigures(FIGURE, new Map([[12, blank]]), "de")).toContain('alt="Besprechungsraum"');
  });

  it("leaves figures that name no library file as they are", () => {
    const plain = sanitizeRichText('<figure><img src="https://example.com/a.png" alt="a"></figure>');
    expect(rewriteArticleFigures(plain, library, "tr")).toBe(plain);
  });
});

describe("the sanitizer keeps a library figure", () => {
  it("with its file, size, alignment, site-path image and caption", () => {
    expect(FIGURE).toBe(
      `<figure data-media-id="12" data-size="medium" data-align="right"><img src="${PHOTO_PATH}" alt="Editördeki metin" /><figcaption>Toplantı &amp; odası</figcaption></figure>`,
    );
  });
  it("without values the editor does not make", () => {
    expect(figure('data-media-id="12x" data-size="huge" data-align="justify" class="x" onclick="alert(1)"')).toBe(
      `<figure><img src="${PHOTO_PATH}" alt="Editördeki metin" /></figure>`,
    );
  });
});
