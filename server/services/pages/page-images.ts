// Photos for the site's pages (docs/decisions/0039-page-photos.md): uploaded by owners and
// editors, kept in the database with the files made from them (so every server process and every
// backup has them), chosen for a page's image slots by their id. An upload is checked and its
// social picture made at once; each rendition a page names is made from the kept original the
// first time it is asked for, then kept, so an upload never waits for eighteen AVIF encodes.
import { and, desc, eq } from "drizzle-orm";
import { pageImageUrl, pageImageVariant, parsePageImageFile, type PageImageFormat } from "../../../core/pages/images";
import type { AdminPageImage } from "../../../core/schemas/admin-page-images";
import type { Database } from "../../db/client";
import { pageImageRenditions, pageImages } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { runPhotoJob } from "../catalogue/photo-processor";
import { RenditionCache } from "../catalogue/rendition-cache";
import type { AuditLog } from "../staff/audit-log";
import type { CheckedPagePhoto } from "./page-photo-processing";

export interface PageImages {
  /** The library, newest first. */
  list(): Promise<AdminPageImage[]>;
  /** Keeps a photo; the same photo uploaded again is the one already kept (`created: false`). */
  upload(original: Buffer, label: string, actor: Actor, context: RequestContext): Promise<{ image: AdminPageImage; created: boolean }>;
  /** A file of a kept photo by its name (`<id>-wide-960.avif`), made now if it never was; undefined when there is no such file. */
  rendition(file: string): Promise<{ body: Buffer; format: PageImageFormat | "jpg" } | undefined>;
}

const described = {
  id: pageImages.id,
  label: pageImages.label,
  width: pageImages.width,
  height: pageImages.height,
  uploadedBy: pageImages.uploadedBy,
  createdAt: pageImages.createdAt,
};
type ImageRow = { [K in keyof typeof described]: (typeof pageImages.$inferSelect)[K] };

function toAdminImage(row: ImageRow): AdminPageImage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    thumbnail: pageImageUrl(row.id, { shape: "card", width: 480, format: "webp" }),
  };
}

export function createPageImages({ db, audit, cacheBytes }: { db: Database; audit: AuditLog; cacheBytes?: number }): PageImages {
  const cache = new RenditionCache(cacheBytes);
  // A file being made, by name: a page's first visitors ask for it at once, and one encode serves them all.
  const making = new Map<string, Promise<Buffer | undefined>>();

  async function make(id: string, variant: string): Promise<Buffer | undefined> {
    const [image] = await db.select({ original: pageImages.original }).from(pageImages).where(eq(pageImages.id, id));
    if (!image) return undefined;
    const { files } = await runPhotoJob(`page-rendition:${variant}`, image.original);
    const body = files[0]!;
    // Another process may have made it meanwhile: the same bytes, so either copy is right.
    await db.insert(pageImageRenditions).values({ imageId: id, variant, body }).onConflictDoNothing();
    return body;
  }

  return {
    async list() {
      return (await db.select(described).from(pageImages).orderBy(desc(pageImages.createdAt), desc(pageImages.id))).map(toAdminImage);
    },

    async upload(original, label, actor, context) {
      // The social picture, then the original as it is kept: upright, without its metadata.
      const { result, files } = await runPhotoJob("page-upload", original);
      const [social, keptOriginal] = files;
      const photo = result as CheckedPagePhoto;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pageImages)
          .values({ id: photo.id, original: keptOriginal!, originalType: photo.type, width: photo.width, height: photo.height, label, uploadedBy: actor.actorLabel })
          .onConflictDoNothing()
          .returning(described);
        if (!row) {
          const [kept] = await tx.select(described).from(pageImages).where(eq(pageImages.id, photo.id));
          return { image: toAdminImage(kept!), created: false };
        }
        await tx.insert(pageImageRenditions).values({ imageId: photo.id, variant: pageImageVariant("social"), body: social! }).onConflictDoNothing();
        await audit.record(
          {
            actor,
            action: "page.image.uploaded",
            target: { type: "page_image", id: photo.id },
            context,
            details: { before: null, after: { id: photo.id, label, width: photo.width, height: photo.height, type: photo.type, bytes: original.length } },
          },
          tx,
        );
        return { image: toAdminImage(row), created: true };
      });
    },

    async rendition(file) {
      const wanted = parsePageImageFile(file);
      if (!wanted) return undefined;
      const format = wanted.use === "social" ? "jpg" : wanted.use.format;
      const variant = pageImageVariant(wanted.use);
      const key = `${wanted.id}-${variant}`;
      const cached = cache.get(key);
      if (cached) return { body: cached, format };
      const [row] = await db
        .select({ body: pageImageRenditions.body })
        .from(pageImageRenditions)
        .where(and(eq(pageImageRenditions.imageId, wanted.id), eq(pageImageRenditions.variant, variant)));
      let body = row?.body;
      if (!body) {
        let pending = making.get(key);
        if (!pending) {
          pending = make(wanted.id, variant).finally(() => making.delete(key));
          making.set(key, pending);
        }
        body = await pending;
      }
      if (!body) return undefined;
      cache.set(key, body);
      return { body, format };
    },
  };
}
