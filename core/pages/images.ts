// Photos staff upload for the site's pages, as pages show them: resized AVIF and WebP cut to the
// shape the design gives each place, under content-hashed URLs cached for a year (the product
// photos' pipeline, docs/decisions/0023-product-images-in-the-database.md). A page's content names
// a photo by its id, the hash of the upload. Runs in the browser and on the server.

/** The shapes the design gives photos: a banner's wide picture, a card's, a square. */
export const pageImageShapes = { wide: [16, 9], card: [4, 3], square: [1, 1] } as const;
export type PageImageShape = keyof typeof pageImageShapes;

/** Widths made for every shape: a phone at 1x and 2x, a desk's column at 2x. */
export const pageImageWidths = [480, 960, 1440] as const;
export const pageImageFormats = ["avif", "webp"] as const;
export type PageImageFormat = (typeof pageImageFormats)[number];

/** The largest upload accepted, as for products' photos. */
export const MAX_PAGE_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The shortest side a photo may have: a card's 480 px rendition, cut to any of the shapes, still
 * has its full width. Larger widths are made no larger than the upload (never enlarged).
 */
export const PAGE_PHOTO_MIN_SIDE = 480;

/** The picture a shared link shows: 1200 × 630 JPEG, what every network reads. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export const pageImagePathPrefix = "/images/s/";

export type PageImageUse = "social" | { shape: PageImageShape; width: number; format: PageImageFormat };

/** The file name's tail after the photo's id (`wide-960.avif`, `social.jpg`): how a rendition is kept. */
export function pageImageVariant(use: PageImageUse): string {
  return use === "social" ? "social.jpg" : `${use.shape}-${use.width}.${use.format}`;
}

/** Reads a variant back, or undefined when it isn't one of the files made. */
export function parsePageImageVariant(variant: string): PageImageUse | undefined {
  return parsePageImageFile(`${"0".repeat(24)}-${variant}`)?.use;
}

export function pageImageUrl(id: string, use: PageImageUse): string {
  return `${pageImagePathPrefix}${id}-${pageImageVariant(use)}`;
}

export function pageImageSrcSet(id: string, shape: PageImageShape, format: PageImageFormat): string {
  return pageImageWidths.map((width) => `${pageImageUrl(id, { shape, width, format })} ${width}w`).join(", ");
}

export type PageImageFile = { id: string; use: PageImageUse };

/** Reads a page image's file name, or undefined when it isn't one of the files made. */
export function parsePageImageFile(file: string): PageImageFile | undefined {
  const social = /^([0-9a-f]{24})-social\.jpg$/.exec(file);
  if (social) return { id: social[1]!, use: "social" };
  const match = /^([0-9a-f]{24})-(wide|card|square)-(\d{3,4})\.(avif|webp)$/.exec(file);
  if (!match || !(pageImageWidths as readonly number[]).includes(Number(match[3]))) return undefined;
  return { id: match[1]!, use: { shape: match[2] as PageImageShape, width: Number(match[3]), format: match[4] as PageImageFormat } };
}

/**
 * Whether alt text is a file's name ("IMG_2041.jpg", "DSC0042", "team-photo.png") rather than
 * words about the photo: a screen reader would read it out, and it tells nobody anything.
 */
export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  if (/\.(jpe?g|png|webp|gif|heic|heif|avif|tiff?|bmp)$/i.test(text)) return true;
  // Cameras' and phones' own names: IMG_2041, DSC0042, PXL_20260501_101500, Screenshot 2026-05-01.
  return /^(img|dsc|dscn|dscf|pxl|mvimg|photo|image|screenshot|screen shot)[\s_-]*\d[\w-]*(\s.*)?$/i.test(text) && !/\s\p{L}{3,}/u.test(text.replace(/^screen ?shot/i, ""));
}

/** The same name, whatever its extension or case: "Team-at-camp.JPG" and "team-at-camp". */
export function sameFileName(alt: string, label: string): boolean {
  const bare = (name: string) => name.trim().toLowerCase().replace(/\.[a-z0-9]{2,5}$/, "");
  return label.trim() !== "" && bare(alt) === bare(label);
}
