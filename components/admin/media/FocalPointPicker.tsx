"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import { roundShare, squareCropPosition } from "./focal";
import styles from "./MediaItem.module.css";

export interface PreviewImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

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
        {/* eslint-disable-next-line @next/next/no-img-element -- the library's own variants, already sized */}
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="(max-width: 40rem) 100vw, 36rem"
          width={image.width}
          height={image.height}
          alt={image.alt}
          className={styles.preview}
          // Never wider than the file itself: a small image is not blown up.
          style={{ maxWidth: `min(100%, ${image.width}px)` }}
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
            src={image.src}
            alt=""
            width={160}
            height={160}
            style={{ objectPosition: squareCropPosition(image.width, image.height, point.x, point.y) }}
          />
          <figcaption>{t("square")}</figcaption>
        </figure>
      </div>
    </div>
  );
}
