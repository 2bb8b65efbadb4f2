// A product's photographs in the back office (docs/admin-api.md, Product photos). Owners upload,
// describe, reorder and remove them; every staff member sees them.
import * as z from "zod/mini";
import { colors } from "../product-options";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";

export const adminProductImageSchema = z.object({
  id: z.string(),
  position: z.number(),
  /** Empty until described; required before the product can be active. */
  alt: z.string(),
  /** The colour it shows, or null when it isn't tied to one (docs/admin-api.md, Product photos). */
  color: z.nullable(z.enum(colors)),
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

/**
 * PATCH /api/admin/products/:id/images/:imageId: its alt text, the colour it shows (one of the
 * product's colours, which the server checks; null unties it), or both.
 */
export const imageChangeSchema = z
  .object({
    alt: z.optional(altTextSchema),
    color: z.optional(z.nullable(z.enum(colors, { error: `The colour is one of ${colors.join(", ")}, or null for none` }))),
  })
  .check(z.refine((change) => change.alt !== undefined || change.color !== undefined, { error: "Send the alt text, the colour, or both" }));
export type ImageChange = z.infer<typeof imageChangeSchema>;

/** PUT /api/admin/products/:id/image-order: every image's id, first (the card's) first. */
export const imageOrderSchema = z.object({
  imageIds: z.array(z.string().check(z.maxLength(64)), { error: "Send the images' ids in their new order" }).check(z.maxLength(100)),
});
