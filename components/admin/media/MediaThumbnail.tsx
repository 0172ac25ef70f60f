import { BASE_PATH } from "@/lib/site/base-path";
import { variantPath, type MediaAddressable } from "@/lib/media/urls";
import styles from "./MediaGrid.module.css";

/**
 * A library file's square tile picture: an image's square crop (around its focal point) in WebP,
 * 160 or 320 pixels as the screen needs; a document a plain tile naming its kind. Decorative in the
 * grid: the tile's link names the file.
 */
export function MediaThumbnail({ media, kind, label }: { media: MediaAddressable; kind: string; label: string }) {
  if (kind !== "image")
    return (
      <span className={styles.document} aria-hidden="true">
        <span className={styles.documentKind}>PDF</span>
        <span>{label}</span>
      </span>
    );
  const square = (side: 160 | 320) => `${BASE_PATH}${variantPath(media, { name: `s${side}`, format: "webp" })}`;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the library's own variants, already sized
    <img
      className={styles.picture}
      src={square(320)}
      srcSet={`${square(160)} 160w, ${square(320)} 320w`}
      sizes="(max-width: 40rem) 50vw, 12rem"
      width={320}
      height={320}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
