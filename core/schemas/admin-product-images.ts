// A product's photographs in the back office (docs/admin-api.md, Product photos). Owners upload,
// describe, reorder and remove them; every staff member sees them.
import * as z from "zod/mini";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";

export const adminProductImageSchema = z.object({
  id: z.string(),
  position: z.number(),
  /** Empty until described; required before the product can be active. */
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  hash: z.string(),
  widths: z.array(z.number()),
  /** A small WebP rendition for the editor's list. */
  thumbnail: z.string(),
  createdAt: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminProductImagesSchema = z.object({ images: z.array(adminProductImageSchema) });

export const MAX_ALT_LENGTH = 300;

/** Alt text as staff type it: trimmed, one line, no control characters. Empty means "not yet". */
export const altTextSchema = z.string({ error: "Alt text must be text" }).check(
  z.overwrite(visibleOrEmpty),
  z.refine<string>((v) => !hasForbiddenCharacters(v), "Alt text contains a character we can't store: remove any control characters"),
  z.maxLength(MAX_ALT_LENGTH, `Keep the alt text to ${MAX_ALT_LENGTH} characters or fewer`),
);

/** POST /api/admin/products/:id/images?alt=…: the photo's bytes are the body. */
export const imageUploadQuerySchema = z.object({ alt: z.optional(altTextSchema) });

/** PATCH /api/admin/products/:id/images/:imageId */
export const imageChangeSchema = z.object({ alt: altTextSchema });

/** PUT /api/admin/products/:id/image-order: every image's id, first (the card's) first. */
export const imageOrderSchema = z.object({
  imageIds: z.array(z.string().check(z.maxLength(64)), { error: "Send the images' ids in their new order" }).check(z.maxLength(100)),
});
