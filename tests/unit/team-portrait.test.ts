import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TeamAvatar } from "@/components/site/TeamAvatar";
import { squaresVersion, type MediaAddressable } from "@/lib/media/urls";

const portrait: MediaAddressable = {
  id: 12,
  addressKey: "3f9c0a7d51e2",
  fileName: "selin.jpg",
  contentType: "image/jpeg",
  width: 1200,
  height: 1600,
  contentHash: "a".repeat(64),
  focalX: 0.5,
  focalY: 0.3,
};
const member = { name: "Selin Kaya", image: "/media/12-3f9c0a7d51e2/selin.jpg" };
const version = squaresVersion(portrait);
const render = (props: Partial<Parameters<typeof TeamAvatar>[0]>) =>
  renderToStaticMarkup(createElement(TeamAvatar, { member, locale: "tr", size: "card", ...props }));

describe("TeamAvatar", () => {
  it("shows a library portrait as its square crops in AVIF, WebP and JPEG, at 1x and 2x of its size", () => {
    const html = render({ portrait });
    expect(html).toContain(
      `<source type="image/avif" srcSet="/media/12-3f9c0a7d51e2/${version}/s160.avif 1x, /media/12-3f9c0a7d51e2/${version}/s320.avif 2x"/>`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcSet="/media/12-3f9c0a7d51e2/${version}/s160.webp 1x, /media/12-3f9c0a7d51e2/${version}/s320.webp 2x"/>`,
    );
    expect(html).toMatch(
      new RegExp(
        `<img src="/media/12-3f9c0a7d51e2/${version}/s160.jpg" srcSet="/media/12-3f9c0a7d51e2/${version}/s160.jpg 1x, /media/12-3f9c0a7d51e2/${version}/s320.jpg 2x" alt="" width="96" height="96" loading="lazy"`,
      ),
    );
  });

  it("loads the first cards' portraits at once, and sizes the dialog's larger", () => {
    expect(render({ portrait, eager: true })).toContain('loading="eager"');
    const large = render({ portrait, size: "large" });
    expect(large).toContain('width="120" height="120"');
    expect(large).toContain(
      `/media/12-3f9c0a7d51e2/${version}/s160.webp 1x, /media/12-3f9c0a7d51e2/${version}/s320.webp 2x`,
    );
  });

  it("keeps an address outside the library as it is, and the initials without a photo", () => {
    expect(render({ member: { name: "Selin Kaya", image: "https://example.com/selin.jpg" } })).toMatch(
      /^<img class="[^"]*" src="https:\/\/example.com\/selin.jpg" alt="" width="160" height="160" loading="lazy"/,
    );
    expect(render({ member: { name: "Selin Kaya", image: null } })).toContain(">SK</span>");
  });
});
