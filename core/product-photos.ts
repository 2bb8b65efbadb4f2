// Photographs staff upload for a product, as pages show them: square renditions in AVIF and
// WebP under content-hashed URLs (docs/decisions/0023-product-images-in-the-database.md).
// Runs in the browser and on the server: no Node or DOM APIs here.
import type { Color } from "./product-options";

export interface ProductPhoto {
  /** Names every rendition of one upload; a new upload gets a new hash, so a URL never changes meaning. */
  hash: string;
  /** The square widths made for it, smallest first. */
  widths: number[];
  /** What the photo shows, for people who can't see it. */
  alt: string;
  /** The colour it shows, when an owner tied it to one: buyers of that colour see this photo. */
  color?: Color;
}

/**
 * The photo for a chosen colour: the first one tied to it, else the first (the product's main
 * photo); undefined without photos. A tie to a colour the product no longer comes in is never
 * asked for, since no cart line or dialog can choose that colour.
 */
export function photoForColor<P extends Pick<ProductPhoto, "color">>(photos: readonly P[] | undefined, color: string | undefined): P | undefined {
  if (!photos?.length) return undefined;
  return (color !== undefined && photos.find((photo) => photo.color === color)) || photos[0];
}

/**
 * The widths renditions are made at, 1x and 2x for the two places a card's photo appears: the
 * phone's 112 px thumbnail (and the 80-96 px one in the add-to-cart dialog) wants 240 at 2x; the
 * grid's card, at most about 475 px wide (two columns just below 1024 px), wants 480 at 1x and
 * 960 at 2x.
 */
export const photoWidths = [240, 480, 960] as const;

export const photoFormats = ["avif", "webp"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/**
 * How wide the card's photo is drawn, from app/features/store/product-card.tsx and the store's
 * `max-w-7xl` container: 4 columns from 1280 px (1216 px of content less three 1.5rem gaps), 3 from
 * 1024 px, 2 from 640 px (less the container's padding and the gap), and a 112 px (`w-28`)
 * thumbnail on a phone.
 */
export const cardPhotoSizes =
  "(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), 112px";

/**
 * The small picture of the product in a chosen colour (the add-to-cart dialog, the cart, the
 * checkout): that colour's photo, else the product's main picture (its first photo, or the drawn
 * illustration when it has none). Worked out from the catalogue whenever it is shown, never read
 * from what a browser stored.
 */
export function productImageFor(p: { image: string; photos?: readonly ProductPhoto[] }, color?: string): string {
  const tied = color === undefined ? undefined : p.photos?.find((photo) => photo.color === color);
  return tied ? photoUrl(tied.hash, tied.widths[0]!, "webp") : p.image;
}

/** The largest upload accepted: a phone's full-size JPEG fits several times over. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const photoPathPrefix = "/images/p/";

export function photoUrl(hash: string, width: number, format: PhotoFormat): string {
  return `${photoPathPrefix}${hash}-${width}.${format}`;
}

export function photoSrcSet(photo: Pick<ProductPhoto, "hash" | "widths">, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoUrl(photo.hash, width, format)} ${width}w`).join(", ");
}

/** Reads a rendition's file name (`<hash>-<width>.<format>`), or undefined when it isn't one. */
export function parsePhotoFile(file: string): { hash: string; width: number; format: PhotoFormat } | undefined {
  const match = /^([0-9a-f]{24})-(\d{2,4})\.(avif|webp)$/.exec(file);
  if (!match) return undefined;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}
