// The shop's catalogue from the database: the snapshot pages, the browser's cart and pricing
// read (kept in memory, reloaded when a change is announced), and the back office's reads and
// saves, each audited with before and after and announced to every process in its own
// transaction (docs/decisions/0018-live-pages-from-the-database.md).
import { asc, eq } from "drizzle-orm";
import type { AdminProduct, ProductChange } from "../../../core/schemas/admin-products";
import { optionKey, photoUrl, type Product, type ProductPhoto, type ProductCategory, type ProductLookup, type ProductStatus } from "../../../core/product";
import type { Database } from "../../db/client";
import { products } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import { announceChange } from "../../live/change-feed";
import type { AuditLog } from "../staff/audit-log";
import { photosOfActiveProducts, requireDescribedPhotos } from "./product-images";
import { stockLevels } from "./stock";

type ProductRow = typeof products.$inferSelect;

/** What pages and carts see: active products in the store's order. */
export interface CatalogueSnapshot {
  products: readonly Product[];
  /** Active products only: an archived or draft one can't be bought. */
  lookup: ProductLookup;
  /** The public JSON of `products` (GET /api/catalogue), made once per snapshot. */
  json: string;
}

export interface Catalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Forget the snapshot: the next read loads the database's (after a change is announced). */
  invalidate(): void;
  list(): Promise<AdminProduct[]>;
  get(id: string): Promise<AdminProduct>;
  update(id: string, change: ProductChange, actor: Actor, context: RequestContext): Promise<AdminProduct>;
}

type Levels = { size: string | null; color: string | null; onHand: number }[];

/**
 * Sold out as pages show it: nothing on the shelf (docs/decisions/0019-stock-holds.md). Holds
 * aren't counted here: they come and go with every checkout and expire unannounced; the payment
 * itself is refused when what is left is held.
 */
function soldOut(levels: Levels | undefined): Pick<Product, "soldOut" | "soldOutOptions"> {
  if (!levels?.length) return {};
  const gone = levels.filter((v) => v.onHand <= 0);
  if (gone.length === levels.length) return { soldOut: true };
  const options = gone.flatMap((v) => (v.size && v.color ? [optionKey(v.size, v.color)] : []));
  return options.length ? { soldOutOptions: options } : {};
}

function toProduct(row: ProductRow, levels?: Levels, photos?: ProductPhoto[]): Product {
  const first = photos?.[0];
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    ...(row.salePrice !== null && { salePrice: row.salePrice }),
    // With photos, the first stands in for the illustration everywhere (the cart, the dialog).
    image: first ? photoUrl(first.hash, first.widths[0]!, "webp") : row.image,
    ...(row.emoji !== null && { emoji: row.emoji }),
    description: row.description,
    category: row.category as ProductCategory,
    ...(row.featured && { featured: true }),
    imageAlt: first?.alt || row.imageAlt,
    ...soldOut(levels),
    ...(photos?.length && { photos }),
  };
}

function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as ProductCategory,
    price: row.price,
    salePrice: row.salePrice,
    image: row.image,
    imageAlt: row.imageAlt,
    featured: row.featured,
    status: row.status as ProductStatus,
    position: row.position,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The fields a save may change, as stored.
const editable = ["name", "description", "category", "price", "salePrice", "imageAlt", "featured", "status"] as const;

export function createCatalogue({ db, audit }: { db: Database; audit: AuditLog }): Catalogue {
  let current: Promise<CatalogueSnapshot> | undefined;

  async function load(): Promise<CatalogueSnapshot> {
    const [rows, levels, photos] = await Promise.all([
      db.select().from(products).where(eq(products.status, "active")).orderBy(asc(products.position), asc(products.id)),
      stockLevels(db),
      photosOfActiveProducts(db),
    ]);
    const list = rows.map((row) => toProduct(row, levels.get(row.id), photos.get(row.id)));
    const byId = new Map(list.map((p) => [p.id, p]));
    return { products: list, lookup: (id) => byId.get(id), json: JSON.stringify({ products: list }) };
  }

  return {
    snapshot() {
      const loading = (current ??= load());
      // A failed load is not kept: the next read tries again.
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
      return loading;
    },

    invalidate() {
      current = undefined;
    },

    async list() {
      const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.id));
      return rows.map(toAdminProduct);
    },

    async get(id) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row) throw new NotFoundError("No such product");
      return toAdminProduct(row);
    },

    async update(id, change, actor, context) {
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!row) throw new NotFoundError("No such product");
        if (row.version !== change.version) {
          const message = "Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.";
          throw new ConflictError(message, [{ field: "version", message }]);
        }
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const field of editable) {
          const value = change[field];
          if (value === undefined || value === row[field]) continue;
          before[field] = row[field];
          after[field] = value;
        }
        const price = change.price ?? row.price;
        const salePrice = change.salePrice === undefined ? row.salePrice : change.salePrice;
        if (salePrice !== null && salePrice >= price) {
          const message = "The sale price must be below the price";
          throw new InvalidInputError("Invalid product", [{ field: "salePrice", message }]);
        }
        if (Object.keys(after).length === 0) return row;
        if ((change.status ?? row.status) === "active") await requireDescribedPhotos(tx, id);
        const [updated] = await tx
          .update(products)
          .set({ ...after, version: row.version + 1, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning();
        await audit.record({ actor, action: "product.updated", target: { type: "product", id }, context, details: { before, after } }, tx);
        await announceChange(tx, "catalogue");
        return updated!;
      });
      current = undefined;
      return toAdminProduct(saved);
    },
  };
}
