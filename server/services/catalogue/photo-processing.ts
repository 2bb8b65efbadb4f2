// Turns an upload into what pages load (docs/decisions/0023-product-images-in-the-database.md):
// decoded by sharp (so a renamed PDF is refused, whatever its name or content type says),
// turned upright from its EXIF orientation, cropped square around its most interesting part,
// resized to the widths the pages use and encoded as AVIF and WebP. sharp writes no metadata
// unless asked, so a camera's GPS position, serial number and the rest never reach a rendition.
// This runs in a short-lived child process (photo-process-child.ts, started by photo-processor.ts),
// never in the server's: what an encode takes is given back when the child exits.
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { MAX_PHOTO_BYTES, photoFormats, photoWidths, type PhotoFormat } from "../../../core/product-photos";
import { InvalidInputError } from "../../domain/errors";

/** A 10 MB file can claim enormous dimensions; 40 megapixels is beyond any phone's photo. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Bumped when the encoding changes, so a new rendition never reuses an old (cached-for-a-year) URL. */
const PIPELINE_VERSION = "1";

// libvips keeps recent operations and their pixels (up to 50 MB by default) in case they are asked
// for again; each upload is processed once, so that would only be memory the server never gets back.
sharp.cache(false);

export const acceptedTypes = ["jpeg", "png", "webp"] as const;
export type AcceptedType = (typeof acceptedTypes)[number];

export interface Rendition {
  width: number;
  format: PhotoFormat;
  body: Buffer;
}

export interface ProcessedPhoto {
  type: AcceptedType;
  /**
   * What is kept of the upload: the same photo turned upright, in its own format, with no EXIF,
   * XMP or IPTC (a phone's GPS position, its serial number, the time), only its colour profile.
   * The database and every backup hold this, never the file as uploaded.
   */
  original: Buffer;
  /** Upright. */
  width: number;
  height: number;
  hash: string;
  widths: number[];
  renditions: Rendition[];
}

const fileIssue = (message: string) => new InvalidInputError(message, [{ field: "file", message }]);

/** The content hash that names an upload's renditions. */
export function photoHash(original: Buffer): string {
  return createHash("sha256").update(`product-photo-v${PIPELINE_VERSION}\0`).update(original).digest("hex").slice(0, 24);
}

/** An upload sharp can read, upright-sized, with a way to decode it again for each use. */
export interface CheckedUpload {
  type: AcceptedType;
  /** Upright. */
  width: number;
  height: number;
  /** A fresh decoder of the upload, bounded to what was checked. */
  input: () => Sharp;
}

/**
 * What every upload must be, products' and pages': not empty, at most 10 MB, a JPEG, PNG or WebP
 * by its bytes, at most 40 megapixels and at least `minShorterSide` on its shorter side; or an
 * InvalidInputError naming `file` that says what is wrong with it.
 */
export async function checkUpload(original: Buffer, minShorterSide: number): Promise<CheckedUpload> {
  if (original.length === 0) throw fileIssue("Choose a photo to upload");
  if (original.length > MAX_PHOTO_BYTES) throw fileIssue("This photo is larger than 10 MB: use a smaller one");
  const input = () => sharp(original, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw fileIssue("This file isn't a photo we can read: upload a JPEG, PNG or WebP");
  }
  const type: string = metadata.format;
  if (!(acceptedTypes as readonly string[]).includes(type)) {
    throw fileIssue(`This file is ${String(metadata.format).toUpperCase()}: upload a JPEG, PNG or WebP`);
  }
  // Orientations 5 to 8 are a quarter turn: the upright photo's sides swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw fileIssue("This photo has more than 40 megapixels: use a smaller one");
  if (Math.min(width, height) < minShorterSide) throw fileIssue(`This photo is too small: use one at least ${minShorterSide} pixels on its shorter side`);
  return { type: type as AcceptedType, width, height, input };
}

/** The site's two encodings (decision 0023): AVIF at quality 50, WebP at 78. */
export function encodeAs(image: Sharp, format: PhotoFormat): Promise<Buffer> {
  return format === "avif" ? image.avif({ quality: 50, effort: 4 }).toBuffer() : image.webp({ quality: 78, effort: 4 }).toBuffer();
}

/** Headers that read, with image data that doesn't (a truncated or tampered file). */
export const damagedPhoto = () => fileIssue("This photo is damaged or incomplete: upload it again, or another one");

/**
 * The upload re-encoded upright in its own format: sharp writes no metadata unless asked, and it is
 * asked for the colour profile alone. High quality, since staff may want the photo back.
 */
export function withoutMetadata(image: Sharp, type: AcceptedType): Promise<Buffer> {
  const upright = image.rotate().keepIccProfile();
  if (type === "png") return upright.png().toBuffer();
  if (type === "webp") return upright.webp({ quality: 95 }).toBuffer();
  return upright.jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
}

/** The renditions of one upload, or an InvalidInputError naming `file` that says what is wrong with it. */
export async function processPhotoHere(original: Buffer): Promise<ProcessedPhoto> {
  const { type, width, height, input } = await checkUpload(original, photoWidths[0]);
  const shorter = Math.min(width, height);
  const widths = photoWidths.filter((w) => w <= shorter);

  const renditions: Rendition[] = [];
  let stripped: Buffer;
  try {
    // Decoded once, upright and square at the largest size; each width is made from that.
    const square = await input()
      .rotate()
      .resize(widths.at(-1)!, widths.at(-1)!, { fit: "cover", position: sharp.strategy.attention })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: square.info.width, height: square.info.height, channels: square.info.channels } };
    for (const w of widths) {
      for (const format of photoFormats) {
        renditions.push({ width: w, format, body: await encodeAs(sharp(square.data, raw).resize(w, w), format) });
      }
    }
    stripped = await withoutMetadata(input(), type);
  } catch {
    throw damagedPhoto();
  }
  return { type, original: stripped, width, height, hash: photoHash(original), widths, renditions };
}
