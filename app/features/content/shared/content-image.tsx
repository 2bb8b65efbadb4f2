// A photo staff chose for a slot (core/pages/images.ts): AVIF or WebP at the width the screen
// needs, cut to the shape the design gives the place, its size known before it loads (no shift).
// No photo chosen: the design's own drawing, or nothing.
import type { ReactNode } from "react";
import { pageImageShapes, pageImageSrcSet, pageImageUrl, type PageImageShape } from "@core/pages/images";
import type { ImageValue } from "@core/pages/template";

/**
 * A photo in one of a section's two equal columns (`lg:grid-cols-2` with `gap-12`, inside
 * max-w-7xl's 2rem padding) from 1024 px; the screen less the section's padding below.
 */
export const HALF_COLUMN_SIZES = "(min-width: 1280px) 584px, (min-width: 1024px) calc((100vw - 7rem) / 2), calc(100vw - 2rem)";

export function ContentImage({
  image,
  shape,
  sizes,
  className,
  fallback = null,
  priority = false,
}: {
  image: ImageValue;
  shape: PageImageShape;
  /** How wide the picture is drawn, as `sizes` says it: lets the browser choose the file. */
  sizes: string;
  className?: string;
  /** What the design draws when no photo is chosen. */
  fallback?: ReactNode;
  /** The page's largest picture, first on screen: fetched at once rather than lazily. */
  priority?: boolean;
}) {
  if (!image.photo) return <>{fallback}</>;
  const [w, h] = pageImageShapes[shape];
  return (
    // A block, so the space a parent puts between its children (`space-y-6`) reaches the photo.
    <picture className="block">
      <source type="image/avif" srcSet={pageImageSrcSet(image.photo, shape, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={pageImageSrcSet(image.photo, shape, "webp")} sizes={sizes} />
      <img
        src={pageImageUrl(image.photo, { shape, width: 960, format: "webp" })}
        alt={image.decorative ? "" : image.alt}
        width={960}
        height={Math.round((960 * h) / w)}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * A card photo above what follows it in the same column (a quotation's panel, on /movement's story
 * and the home page's ministry); with no photo chosen, what follows stands alone, as the design
 * first drew it.
 */
export function PhotoAbove({ image, sizes, children }: { image: ImageValue; sizes: string; children: ReactNode }) {
  if (!image.photo) return <>{children}</>;
  return (
    <div className="space-y-6">
      <ContentImage image={image} shape="card" sizes={sizes} className="h-auto w-full rounded-[2rem] bg-sand object-cover" />
      {children}
    </div>
  );
}
