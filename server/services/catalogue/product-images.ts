// A product's photographs (docs/decisions/0023-product-images-in-the-database.md): uploaded by
// owners, kept in the database with their renditions (so every server process and every backup
// has them), described, reordered and removed, each change audited with before and after and
// announced so the pages that show the product are made again.
import { and, asc, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { AdminProductImage, ImageChange } from "../../../core/schemas/admin-product-images";
import { photoUrl, type PhotoFormat, type ProductPhoto } from "../../../core/product-photos";
import type { Color } from "../../../core/product-options";
import type { Database, Transaction } from "../../db/client";
import { productImageRenditions, productImages, products } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import { announceChange } from "../../live/change-feed";
import type { AuditLog } from "../staff/audit-log";
import { processPhoto } from "./photo-processor";
import { RenditionCache } from "./rendition-cache";

export interface ProductImages {
  list(productId: string): Promise<AdminProductImage[]>;
  upload(productId: string, original: Buffer, alt: string | undefined, actor: Actor, context: RequestContext): Promise<AdminProductImage>;
  /** Its alt text, the colour it shows (one of the product's; null unties it), or both, in one transaction. */
  change(productId: string, imageId: string, change: ImageChange, actor: Actor, context: RequestContext): Promise<AdminProductImage>;
  reorder(productId: string, imageIds: readonly string[], actor: Actor, context: RequestContext): Promise<AdminProductImage[]>;
  remove(productId: string, imageId: string, actor: Actor, context: RequestContext): Promise<void>;
  /** A rendition's bytes, or undefined when there is none with that hash, width and format. */
  rendition(hash: string, width: number, format: PhotoFormat): Promise<Buffer | undefined>;
}

// Every column but the upload itself, which is read only to make renditions again.
const described = {
  id: productImages.id,
  productId: productImages.productId,
  position: productImages.position,
  alt: productImages.alt,
  color: productImages.color,
  width: productImages.width,
  height: productImages.height,
  hash: productImages.hash,
  widths: productImages.widths,
  createdAt: productImages.createdAt,
};
type ImageRow = { [K in keyof typeof described]: (typeof productImages.$inferSelect)[K] };

function toAdminImage(row: ImageRow): AdminProductImage {
  return {
    id: row.id,
    position: row.position,
    alt: row.alt,
    color: (row.color as Color | null) ?? null,
    width: row.width,
    height: row.height,
    hash: row.hash,
    widths: row.widths,
    thumbnail: photoUrl(row.hash, row.widths[0]!, "webp"),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an image: enough to know which one, never its bytes. */
function auditView(row: ImageRow) {
  return { imageId: row.id, position: row.position, alt: row.alt, color: row.color, hash: row.hash, width: row.width, height: row.height };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every active product's photos, in order: what pages show. Staff's own (unsaved-to-active) work
 * on drafts is not read.
 */
export async function photosOfActiveProducts(db: Database): Promise<Map<string, ProductPhoto[]>> {
  const rows = await db
    .select({ productId: productImages.productId, hash: productImages.hash, widths: productImages.widths, alt: productImages.alt, color: productImages.color, colors: products.colors })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(products.status, "active"))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const byProduct = new Map<string, ProductPhoto[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    // A tie to a colour the product no longer comes in is kept for the owner, but pages don't carry it.
    const color = row.color !== null && row.colors.includes(row.color) ? (row.color as Color) : undefined;
    list.push({ hash: row.hash, widths: row.widths, alt: row.alt, ...(color && { color }) });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The photos of these products, in order, whatever their status: what an order's emails show beside its lines. */
export async function photosOfProducts(db: Database | Transaction, productIds: readonly string[]): Promise<Map<string, ProductPhoto[]>> {
  const byProduct = new Map<string, ProductPhoto[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, hash: productImages.hash, widths: productImages.widths, alt: productImages.alt, color: productImages.color })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ hash: row.hash, widths: row.widths, alt: row.alt, ...(row.color !== null && { color: row.color as Color }) });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Refused for an active product: nothing to show on its card (no photo and no illustration). */
const NEEDS_A_PICTURE = "Add a photo before this product can be active: its card would have no picture";

/**
 * What an active product's pictures must be: each photo described (alt text), and at least one
 * picture to show, a photo or the seeded illustration (`illustration`, the product's `image`).
 * Called inside the saving transaction. A photo without alt text is named by its id
 * (`images.<id>.alt`), not its place: the page marks that photo's own alt text field, whatever
 * order it shows them in, and the status itself is not what is wrong.
 */
export async function requireDescribedPhotos(tx: Database | Transaction, productId: string, illustration: string): Promise<void> {
  const rows = await tx
    .select({ id: productImages.id, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  if (rows.length === 0 && illustration === "") throw new InvalidInputError(NEEDS_A_PICTURE, [{ field: "status", message: NEEDS_A_PICTURE }]);
  const missing = rows.map((row, index) => ({ ...row, number: index + 1 })).filter((row) => row.alt === "");
  if (missing.length === 0) return;
  const which = missing.map((row) => row.number).join(", ");
  const message = `Add alt text to photo ${which} before this product can be active: it says what the photo shows to people who can't see it`;
  throw new InvalidInputError(
    message,
    missing.map((row) => ({ field: `images.${row.id}.alt`, message: `Add alt text to photo ${row.number} before the product can be active` })),
  );
}

export function createProductImages({ db, audit, cacheBytes }: { db: Database; audit: AuditLog; cacheBytes?: number }): ProductImages {
  const cache = new RenditionCache(cacheBytes);

  async function productRow(tx: Database | Transaction, productId: string, lock: boolean) {
    const query = tx.select({ id: products.id, status: products.status, image: products.image, colors: products.colors }).from(products).where(eq(products.id, productId));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new NotFoundError("No such product");
    return row;
  }

  async function imagesOf(tx: Database | Transaction, productId: string): Promise<ImageRow[]> {
    return tx.select(described).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
  }

  async function imageOf(tx: Database | Transaction, productId: string, imageId: string): Promise<ImageRow> {
    if (!uuidPattern.test(imageId)) throw new NotFoundError("No such image");
    const [row] = await tx
      .select(described)
      .from(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
    if (!row) throw new NotFoundError("No such image");
    return row;
  }

  /** Numbers the product's images 0, 1, 2… in their current order (after one is removed). */
  async function renumber(tx: Transaction, productId: string, ids: readonly string[]) {
    for (const [position, id] of ids.entries()) {
      await tx.update(productImages).set({ position }).where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
    }
  }

  return {
    async list(productId) {
      await productRow(db, productId, false);
      return (await imagesOf(db, productId)).map(toAdminImage);
    },

    async upload(productId, original, alt, actor, context) {
      const needsAlt = (status: string) => {
        if (status !== "active" || alt) return;
        const message = "Add alt text: this product is on sale, so its photos must say what they show";
        throw new InvalidInputError(message, [{ field: "alt", message }]);
      };
      // Checked before the slow part, so a mistyped id or a missing description isn't resized first.
      needsAlt((await productRow(db, productId, false)).status);
      const photo = await processPhoto(original);
      const saved = await db.transaction(async (tx) => {
        needsAlt((await productRow(tx, productId, true)).status);
        const [last] = await tx.select({ position: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId));
        const [row] = await tx
          .insert(productImages)
          .values({
            productId,
            position: (last?.position ?? -1) + 1,
            alt: alt ?? "",
            // Upright and without its camera's metadata (GPS position and the rest).
            original: photo.original,
            originalType: photo.type,
            width: photo.width,
            height: photo.height,
            hash: photo.hash,
            widths: photo.widths,
          })
          .returning(described);
        // The same photo uploaded twice (or to two products) shares its renditions.
        await tx
          .insert(productImageRenditions)
          .values(photo.renditions.map((r) => ({ hash: photo.hash, width: r.width, format: r.format, body: r.body })))
          .onConflictDoNothing();
        await audit.record(
          { actor, action: "product.image.uploaded", target: { type: "product", id: productId }, context, details: { before: null, after: { ...auditView(row!), bytes: original.length, type: photo.type } } },
          tx,
        );
        await announceChange(tx, "catalogue");
        return row!;
      });
      return toAdminImage(saved);
    },

    async change(productId, imageId, change, actor, context) {
      const saved = await db.transaction(async (tx) => {
        const product = await productRow(tx, productId, true);
        const row = await imageOf(tx, productId, imageId);
        const set: { alt?: string; color?: string | null } = {};
        if (change.alt !== undefined && change.alt !== row.alt) {
          if (change.alt === "" && product.status === "active") {
            const message = "Alt text is required while the product is on sale: describe what the photo shows";
            throw new InvalidInputError(message, [{ field: "alt", message }]);
          }
          set.alt = change.alt;
        }
        if (change.color !== undefined && change.color !== row.color) {
          // Tied only to a colour it comes in: a buyer could never choose any other.
          if (change.color !== null && !product.colors.includes(change.color)) {
            const message = product.colors.length
              ? `This product doesn't come in ${change.color}: choose one of ${product.colors.join(", ")}, or none`
              : "This product comes in one form: a photo can't be tied to a colour";
            throw new InvalidInputError(message, [{ field: "color", message }]);
          }
          set.color = change.color;
        }
        if (Object.keys(set).length === 0) return row;
        const [updated] = await tx.update(productImages).set(set).where(eq(productImages.id, imageId)).returning(described);
        const target = { type: "product", id: productId } as const;
        if (set.alt !== undefined) {
          await audit.record({ actor, action: "product.image.described", target, context, details: { before: { imageId, alt: row.alt }, after: { imageId, alt: set.alt } } }, tx);
        }
        if (set.color !== undefined) {
          await audit.record({ actor, action: "product.image.color_set", target, context, details: { before: { imageId, color: row.color }, after: { imageId, color: set.color } } }, tx);
        }
        await announceChange(tx, "catalogue");
        return updated!;
      });
      return toAdminImage(saved);
    },

    async reorder(productId, imageIds, actor, context) {
      const saved = await db.transaction(async (tx) => {
        await productRow(tx, productId, true);
        const before = (await imagesOf(tx, productId)).map((row) => row.id);
        const same = imageIds.length === before.length && new Set(imageIds).size === before.length && imageIds.every((id) => before.includes(id));
        if (!same) {
          const message = "The photos changed since you opened this page: reload it and try again";
          throw new ConflictError(message, [{ field: "imageIds", message }]);
        }
        if (imageIds.every((id, index) => before[index] === id)) return imagesOf(tx, productId);
        await renumber(tx, productId, imageIds);
        await audit.record(
          { actor, action: "product.images.reordered", target: { type: "product", id: productId }, context, details: { before: { order: before }, after: { order: [...imageIds] } } },
          tx,
        );
        await announceChange(tx, "catalogue");
        return imagesOf(tx, productId);
      });
      return saved.map(toAdminImage);
    },

    async remove(productId, imageId, actor, context) {
      const gone = await db.transaction(async (tx) => {
        const product = await productRow(tx, productId, true);
        const row = await imageOf(tx, productId, imageId);
        await tx.delete(productImages).where(eq(productImages.id, imageId));
        const left = await imagesOf(tx, productId);
        // An active product keeps something to show: its last photo goes only with an illustration.
        if (product.status === "active" && left.length === 0 && product.image === "") {
          throw new InvalidInputError(NEEDS_A_PICTURE, [{ field: "images", message: "Add another photo before removing this one, or make the product a draft first" }]);
        }
        await renumber(tx, productId, left.map((image) => image.id));
        // Renditions go with the last image that uses them.
        const [shared] = await tx.select({ n: sql<number>`count(*)::int` }).from(productImages).where(and(eq(productImages.hash, row.hash), ne(productImages.id, imageId)));
        if (!shared?.n) await tx.delete(productImageRenditions).where(eq(productImageRenditions.hash, row.hash));
        await audit.record(
          { actor, action: "product.image.removed", target: { type: "product", id: productId }, context, details: { before: auditView(row), after: null } },
          tx,
        );
        await announceChange(tx, "catalogue");
        return shared?.n ? undefined : row.hash;
      });
      if (gone) cache.forget(gone);
    },

    async rendition(hash, width, format) {
      const key = `${hash}-${width}.${format}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const [row] = await db
        .select({ body: productImageRenditions.body })
        .from(productImageRenditions)
        .where(and(eq(productImageRenditions.hash, hash), eq(productImageRenditions.width, width), eq(productImageRenditions.format, format)));
      if (!row) return undefined;
      cache.set(key, row.body);
      return row.body;
    },
  };
}

