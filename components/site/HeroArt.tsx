import type { PublicMedia } from "@/lib/media/public";
import { BASE_PATH } from "@/lib/site/base-path";
import { fallbackFormat, variantPath, widthSrcSet } from "@/lib/media/urls";
import styles from "./Hero.module.css";

/** A transparent pixel: what a phone "loads" for the picture it never shows (no request, no bytes). */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
/** The width the picture is shown at beside the headline (CSS `.art`: up to 30rem, 40% of the row). */
const SIZES = "(min-width: 1200px) 480px, 40vw";

/**
 * The home page's picture, the office's library file placed there (the seed's illustration until
 * it is replaced): on a desktop beside the headline; never on a phone, where the first screen is
 * the headline's and the picture is not even fetched; lazy, so the other pages' compact band
 * (where it is hidden) never loads it.
 */
export function HeroArt({ media, locale }: { media: PublicMedia; locale: string }) {
  const alt = media.decorative ? "" : (media.texts[locale]?.alt ?? media.texts.tr?.alt ?? "");
  const fallback = fallbackFormat(media.contentType);
  return (
    <picture className={styles.art}>
      <source media="(max-width: 959px)" srcSet={NOTHING} />
      <source type="image/avif" srcSet={widthSrcSet(media, "avif", BASE_PATH)} sizes={SIZES} />
      <source type="image/webp" srcSet={widthSrcSet(media, "webp", BASE_PATH)} sizes={SIZES} />
      <img
        src={`${BASE_PATH}${variantPath(media, { name: "w960", format: fallback })}`}
        srcSet={widthSrcSet(media, fallback, BASE_PATH)}
        sizes={SIZES}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
