// Photos for the site's pages in the back office (docs/admin-api.md, "Page photos"): owners and
// editors upload them and choose them for a page's image slots and its picture for shared links.
import * as z from "zod/mini";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";

export const adminPageImageSchema = z.object({
  /** The photo's id (its content hash): what a page's content names. */
  id: z.string(),
  /** What the person uploading called it (the file's name unless they changed it): never its alt text. */
  label: z.string(),
  /** Upright. */
  width: z.number(),
  height: z.number(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  /** A small WebP rendition for the library's list. */
  thumbnail: z.string(),
});
export type AdminPageImage = z.infer<typeof adminPageImageSchema>;

export const adminPageImagesSchema = z.object({ images: z.array(adminPageImageSchema) });

export const PAGE_IMAGE_LABEL_MAX = 120;

/** POST /api/admin/page-images?label=…: the photo's bytes are the body. */
export const pageImageUploadQuerySchema = z.object({
  label: z.optional(
    z.string({ error: "The photo's name must be text" }).check(
      z.overwrite(visibleOrEmpty),
      z.refine<string>((v) => !hasForbiddenCharacters(v), "Remove the control characters from the photo's name"),
      z.maxLength(PAGE_IMAGE_LABEL_MAX, `Keep the photo's name to ${PAGE_IMAGE_LABEL_MAX} characters or fewer`),
    ),
  ),
});
