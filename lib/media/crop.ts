/**
 * Where an image's square crop lies: the largest square (the shorter side), centred on the focal
 * point and kept inside the image. One rule for the variants the site serves (lib/media/variants.ts)
 * and the admin's preview of the crop, so the preview is the crop the site serves.
 */
export type SquareCrop = { left: number; top: number; side: number };

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

export function squareCrop(width: number, height: number, focalX: number, focalY: number): SquareCrop {
  const side = Math.min(width, height);
  const left = clamp(Math.round(focalX * width - side / 2), 0, width - side);
  const top = clamp(Math.round(focalY * height - side / 2), 0, height - side);
  return { left, top, side };
}

/** The crop as a CSS object-position (percentages of the room the square can move in). */
export function squareCropPosition(width: number, height: number, focalX: number, focalY: number): string {
  const { left, top, side } = squareCrop(width, height, focalX, focalY);
  const percent = (start: number, length: number) => (length === side ? 50 : (start / (length - side)) * 100);
  return `${percent(left, width).toFixed(2)}% ${percent(top, height).toFixed(2)}%`;
}

/** A share (0..1) rounded to what is stored and shown: hundredths of the image. */
export const roundShare = (value: number) => Math.round(clamp(value, 0, 1) * 100) / 100;
