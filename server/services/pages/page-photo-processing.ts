// A photo for the site's pages, as the photo child process handles it (photo-processor.ts starts
// it; docs/decisions/0039-page-photos.md): the upload is checked as products' are (by its bytes,
// size and pixels, decision 0023) and decoded whole once, making the 1200 × 630 JPEG that shared
// links show; each AVIF or WebP rendition a page asks for is made from the kept original when
// first asked for. sharp writes no metadata unless asked, so no camera details or GPS position
// reach any file served.
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { PAGE_PHOTO_MIN_SIDE, pageImageShapes, SOCIAL_IMAGE, type PageImageUse } from "../../../core/pages/images";
import { checkUpload, damagedPhoto, encodeAs, withoutMetadata, type AcceptedType } from "../catalogue/photo-processing";

/** Bumped when the encoding changes, so a new rendition never reuses an old (cached-for-a-year) URL. */
const PIPELINE_VERSION = "1";

export interface CheckedPagePhoto {
  /** The photo's id: its content hash, which names every file made from it. */
  id: string;
  type: AcceptedType;
  /** Upright. */
  width: number;
  height: number;
}

/** The id of an upload: the same photo uploaded twice is one. */
export function pagePhotoId(original: Buffer): string {
  return createHash("sha256").update(`page-photo-v${PIPELINE_VERSION}\0`).update(original).digest("hex").slice(0, 24);
}

/**
 * The size a rendition is made at: the shape at the width asked for, shrunk (never enlarged) to
 * what the upload has. The `srcset` still names it by the width asked for; the browser scales it.
 */
export function renditionSize(use: Exclude<PageImageUse, "social">, upright: { width: number; height: number }): { width: number; height: number } {
  const [w, h] = pageImageShapes[use.shape];
  const wanted = { width: use.width, height: Math.round((use.width * h) / w) };
  const scale = Math.min(1, upright.width / wanted.width, upright.height / wanted.height);
  return { width: Math.round(wanted.width * scale), height: Math.round(wanted.height * scale) };
}

/**
 * Checks an upload and makes its social picture (which decodes all of it, so a damaged file is
 * refused now) and the original as it is kept: upright, without its metadata (a camera's GPS
 * position never reaches the database or a backup).
 */
export async function checkPagePhotoHere(original: Buffer): Promise<{ photo: CheckedPagePhoto; social: Buffer; kept: Buffer }> {
  const { type, width, height, input } = await checkUpload(original, PAGE_PHOTO_MIN_SIDE);
  try {
    const social = await socialImage(input());
    const kept = await withoutMetadata(input(), type);
    return { photo: { id: pagePhotoId(original), type, width, height }, social, kept };
  } catch {
    throw damagedPhoto();
  }
}

function socialImage(image: Sharp): Promise<Buffer> {
  // Networks crop anything else: it is made at exactly this size, enlarged if need be.
  return image
    .rotate()
    .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: "cover", position: sharp.strategy.attention })
    .toColourspace("srgb")
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** One file of a photo already accepted: cut to its shape around the most interesting part, upright, in its format. */
export async function pagePhotoRenditionHere(original: Buffer, use: PageImageUse): Promise<Buffer> {
  const { width, height, input } = await checkUpload(original, PAGE_PHOTO_MIN_SIDE);
  if (use === "social") return socialImage(input());
  const size = renditionSize(use, { width, height });
  return encodeAs(input().rotate().resize(size.width, size.height, { fit: "cover", position: sharp.strategy.attention }).toColourspace("srgb"), use.format);
}
