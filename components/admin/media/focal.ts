/**
 * Where a square crop of an image lies, as lib/media/variants.ts cuts it (the largest square,
 * centred on the focal point, kept inside the image), as a CSS object-position, so the admin's
 * preview of the crop is the crop the site serves.
 */
export function squareCropPosition(width: number, height: number, focalX: number, focalY: number): string {
  const side = Math.min(width, height);
  const offset = (focal: number, length: number) => {
    if (length === side) return 50;
    const start = Math.max(0, Math.min(length - side, Math.round(focal * length - side / 2)));
    return (start / (length - side)) * 100;
  };
  return `${offset(focalX, width).toFixed(2)}% ${offset(focalY, height).toFixed(2)}%`;
}

/** A share (0..1) rounded to what is stored and shown: hundredths of the image. */
export const roundShare = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
