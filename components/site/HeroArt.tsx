"use client";

import { ResponsivePicture } from "@/components/shared/ResponsivePicture";
import { pictureOf } from "@/lib/media/picture";
import type { MediaAddressable } from "@/lib/media/urls";
import { BASE_PATH } from "@/lib/site/base-path";
import { useOnHomePage } from "./HeroFrame";
import styles from "./Hero.module.css";

/** A transparent pixel: what a phone "loads" for the picture it never shows (no request, no bytes). */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
/** The width the picture is shown at beside the headline (CSS `.art`: up to 26rem, 34% of the row). */
const SIZES = "(min-width: 1200px) 416px, 34vw";

export type HeroArtFile = MediaAddressable & { alt: string };

/**
 * The home page's picture, the office's library file placed there (the seed's illustration until
 * it is replaced): on a desktop beside the headline, in the first screen, so loaded at once; never
 * on a phone, where the first screen is the headline's and the picture is not even fetched. The
 * hero is the shared layout's: this part asks the router which page is shown and draws the picture
 * on the home page alone, so every other page carries only the file's few fields, not its
 * `<picture>` (a topic page's HTML stays within its weight).
 */
export function HeroArt({ art }: { art: HeroArtFile }) {
  const onHome = useOnHomePage();
  const picture = onHome ? pictureOf(art, { sizes: SIZES }, BASE_PATH) : null;
  if (!picture) return null;
  return (
    <ResponsivePicture
      className={styles.art}
      picture={picture}
      alt={art.alt}
      before={<source media="(max-width: 959px)" srcSet={NOTHING} />}
      loading="eager"
    />
  );
}
