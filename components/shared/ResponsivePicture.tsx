import type { CSSProperties } from "react";
import type { PictureData } from "@/lib/media/picture";

/**
 * A library image's `<picture>` (lib/media/picture.ts): its AVIF and WebP sources, then the fallback
 * `<img>` with its pixel size. `before` goes ahead of the sources (a `media` source that wins on
 * some screens); the rest is the `<img>`'s own. A server or client component alike (no state).
 */
export function ResponsivePicture({
  picture,
  alt,
  className,
  imgClassName,
  imgStyle,
  loading = "lazy",
  fetchPriority,
  before,
  draggable,
}: {
  picture: PictureData;
  alt: string;
  className?: string;
  imgClassName?: string;
  imgStyle?: CSSProperties;
  loading?: "lazy" | "eager";
  fetchPriority?: "high";
  before?: React.ReactNode;
  draggable?: boolean;
}) {
  const { sources, img } = picture;
  return (
    <picture className={className}>
      {before}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {/* The library's own variants: next/image would resize them again. */}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        alt={alt}
        width={img.width}
        height={img.height}
        className={imgClassName}
        style={imgStyle}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        draggable={draggable}
      />
    </picture>
  );
}
