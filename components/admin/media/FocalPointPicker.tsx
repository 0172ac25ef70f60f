"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import { ResponsivePicture } from "@/components/shared/ResponsivePicture";
import { roundShare, squareCropPosition } from "@/lib/media/crop";
import { pictureOf } from "@/lib/media/picture";
import type { MediaAddressable } from "@/lib/media/urls";
import { BASE_PATH } from "@/lib/site/base-path";
import styles from "./MediaItem.module.css";

/** An image's large preview: the library file, and its alt text in the admin ("Preview of selin.jpg"). */
export interface PreviewImage {
  media: MediaAddressable;
  alt: string;
}

/** The preview's drawn width (MediaItem.module.css `.stage`: the column, at most 36rem). */
const PREVIEW_SIZES = "(max-width: 40rem) 100vw, 36rem";

const STEP = 0.05;
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * The image's large preview, on which a click (or the arrow keys) sets the focal point: the spot
 * a square crop keeps in its middle (team portraits). A marker shows it, and beside it the square
 * crop as the site will cut it. The point is posted with the form as focalX and focalY.
 */
export function FocalPointPicker({ image, initial }: { image: PreviewImage; initial: { x: number; y: number } }) {
  const t = useTranslations("Admin.media.focal");
  const id = useId();
  const [point, setPoint] = useState(initial);
  const percent = { x: Math.round(point.x * 100), y: Math.round(point.y * 100) };
  const picture = pictureOf(image.media, { sizes: PREVIEW_SIZES }, BASE_PATH);
  if (!picture) return null;
  const { width, height } = picture.img;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: roundShare((event.clientX - box.left) / box.width),
      y: roundShare((event.clientY - box.top) / box.height),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint(({ x, y }) => ({ x: roundShare(x + move[0]), y: roundShare(y + move[1]) }));
  };

  return (
    <div className={styles.focal}>
      <div
        className={styles.stage}
        onClick={onClick}
        onKeyDown={onKeyDown}
        tabIndex={0}
        role="group"
        aria-label={t("pickLabel")}
        aria-describedby={`${id}-point`}
        data-focal-stage
      >
        <ResponsivePicture
          picture={picture}
          alt={image.alt}
          imgClassName={styles.preview}
          // Never wider than the file itself: a small image is not blown up.
          imgStyle={{ maxWidth: `min(100%, ${width}px)` }}
          loading="eager"
          draggable={false}
        />
        <span className={styles.marker} style={{ left: `${percent.x}%`, top: `${percent.y}%` }} aria-hidden="true" />
      </div>
      <input type="hidden" name="focalX" value={point.x} />
      <input type="hidden" name="focalY" value={point.y} />
      <div className={styles.focalFacts}>
        <h2>{t("heading")}</h2>
        <p className={styles.hint}>{t("hint")}</p>
        <p id={`${id}-point`} aria-live="polite" data-testid="focal-point">
          {t("set", percent)}
        </p>
        <button type="button" className={styles.smallButton} onClick={() => setPoint({ x: 0.5, y: 0.5 })}>
          {t("reset")}
        </button>
        <figure className={styles.square}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the same variant, cropped by CSS as the site crops it */}
          <img
            src={picture.img.src}
            alt=""
            width={160}
            height={160}
            style={{ objectPosition: squareCropPosition(width, height, point.x, point.y) }}
          />
          <figcaption>{t("square")}</figcaption>
        </figure>
      </div>
    </div>
  );
}
