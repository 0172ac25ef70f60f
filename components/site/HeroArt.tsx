import { ResponsivePicture } from "@/components/shared/ResponsivePicture";
import { pictureAlt, pictureOf } from "@/lib/media/picture";
import type { PublicMedia } from "@/lib/media/public";
import { BASE_PATH } from "@/lib/site/base-path";
import styles from "./Hero.module.css";

/** A transparent pixel: what a phone "loads" for the picture it never shows (no request, no bytes). */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
/** The width the picture is shown at beside the headline (CSS `.art`: up to 30rem, 40% of the row). */
const SIZES = "(min-width: 1200px) 480px, 40vw";

/**
 * The home page's picture, the office's library file placed there (the seed's illustration until
 * it is replaced): on a desktop beside the headline; never on a phone, where the first screen is
 * the headline's and the picture is not even fetched.
 *
 * Lazy because the hero belongs to the shared layout, which does not know the page: every page's
 * HTML holds the picture, and CSS shows it only on the home page. A browser never fetches a lazy
 * image that is not displayed, while an eager one would be downloaded on every page; on the home
 * page it is in the first screen, so lazy only waits for the layout.
 */
export function HeroArt({ media, locale }: { media: PublicMedia; locale: string }) {
  const picture = pictureOf(media, { sizes: SIZES }, BASE_PATH);
  if (!picture) return null;
  return (
    <ResponsivePicture
      className={styles.art}
      picture={picture}
      alt={pictureAlt(media, locale)}
      before={<source media="(max-width: 959px)" srcSet={NOTHING} />}
    />
  );
}
