// The shop's catalogue from the database: the snapshot pages, the browser's cart and pricing
// read (kept in memory, reloaded when a change is announced), and the back office's reads and
// saves, each audited with before and after and announced to every process in its own
// transaction (docs/decisions/0018-live-pages-from-the-database.md).
import { asc, eq, sql } from "drizzle-orm";
import type { AdminProduct, NewProduct, ProductChange, StockSummary } from "../../../core/schemas/admin-products";
import { DEFAULT_ORDER_LIMIT } from "../../../core/order-limit";
import {
  colors as allColors,
  defaultOptions,
  inOptionOrder,
  canonicalProduct,
  categoryOptions,
  optionKey,
  photoUrl,
  sizes as allSizes,
  type Color,
  type Product,
  type ProductCategory,
  type ProductLookup,
  type ProductPhoto,
  type ProductStatus,
  type Size,
} from "../../../core/product";
import type { Database, Transaction } from "../../db/client";
import { products } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError } from "../../domain/errors";
import { announceChange } from "../../live/change-feed";
import type { AuditLog, AuditPart } from "../staff/audit-log";
import { photosOfActiveProducts, requireDescribedPhotos } from "./product-images";
import { readOrderLimit } from "./order-limit";
import { addMissingVariants, stockLevels } from "./stock";

type ProductRow = typeof products.$inferSelect;

/** What pages and carts see: active products in the store's order. */
export interface CatalogueSnapshot {
  products: readonly Product[];
  /** Active products only: an archived or draft one can't be bought. */
  lookup: ProductLookup;
  /** The public JSON of `products` (GET /api/catalogue), made once per snapshot. */
  json: string;
  /** The most of one size and colour one order may take (an owner's setting). */
  orderLimit: number;
}

export interface Catalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Forget the snapshot: the next read loads the database's (after a change is announced). */
  invalidate(): void;
  list(): Promise<{ products: AdminProduct[]; stock: Record<string, StockSummary> }>;
  get(id: string): Promise<AdminProduct>;
  /**
   * Saves the product's own fields; `alsoWithin` runs in the same transaction after them (the
   * stock typed beside the product on its page), so the save is all or nothing; what it changed
   * is listed in the save's one audit entry.
   */
  update(
    id: string,
    change: Omit<ProductChange, "stock">,
    actor: Actor,
    context: RequestContext,
    alsoWithin?: (tx: Transaction) => Promise<AuditPart | undefined>,
  ): Promise<AdminProduct>;
  create(input: NewProduct, actor: Actor, context: RequestContext): Promise<AdminProduct>;
  /** Stop the timer that ends sales (the server is closing). */
  close(): void;
}

/** The longest a timer waits before looking again (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

type Levels = { size: string | null; color: string | null; onHand: number; lowStockLevel: number }[];

/** Stock at a glance for the list: counted or not, how many options are sold out or low. */
function summary(row: ProductRow, levels: Levels | undefined): StockSummary {
  const offered = offeredLevels(row, levels);
  if (!offered?.length) return { tracked: false, onHand: 0, options: 0, soldOut: 0, low: 0 };
  return {
    tracked: true,
    onHand: offered.reduce((sum, v) => sum + v.onHand, 0),
    options: offered.length,
    soldOut: offered.filter((v) => v.onHand <= 0).length,
    low: offered.filter((v) => v.onHand > 0 && v.onHand <= v.lowStockLevel).length,
  };
}

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

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The product's own sizes, colours and notes choice, carried only where they differ from what its
 * category and name give, so an unchanged catalogue renders the same bytes as the seed.
 */
function ownOptions(row: ProductRow): Pick<Product, "sizes" | "colors" | "printNotes"> {
  const usual = defaultOptions(row.category as ProductCategory, row.name);
  return {
    ...(!sameList(row.sizes, usual.sizes) && { sizes: row.sizes as Size[] }),
    ...(!sameList(row.colors, usual.colors) && { colors: row.colors as Color[] }),
    ...(row.printNotes !== usual.printNotes && { printNotes: row.printNotes }),
  };
}

/** The sale as pages show it at `now`: an ended sale is gone, a running one says when it ends. */
function sale(row: ProductRow, now: number): Pick<Product, "salePrice" | "saleEndsAt"> {
  if (row.salePrice === null) return {};
  if (row.saleEndsAt === null) return { salePrice: row.salePrice };
  if (row.saleEndsAt.getTime() <= now) return {};
  return { salePrice: row.salePrice, saleEndsAt: row.saleEndsAt.toISOString() };
}

/** Only the variants of the sizes and colours it still comes in count towards sold out. */
function offeredLevels(row: ProductRow, levels: Levels | undefined): Levels | undefined {
  if (!levels || !row.trackStock) return undefined;
  return levels.filter((v) => (v.size === null && v.color === null) || (row.sizes.includes(v.size ?? "") && row.colors.includes(v.color ?? "")));
}

/** The product as pages show it at `now`, its fields in the one order (canonicalProduct). */
function toProduct(row: ProductRow, levels: Levels | undefined, photos: ProductPhoto[] | undefined, now: number, orderLimit: number): Product {
  const first = photos?.[0];
  return canonicalProduct({
    id: row.id,
    name: row.name,
    price: row.price,
    ...sale(row, now),
    // With photos, the first stands in for the illustration everywhere (the cart, the dialog).
    image: first ? photoUrl(first.hash, first.widths[0]!, "webp") : row.image,
    ...(row.emoji !== null && { emoji: row.emoji }),
    description: row.description,
    category: row.category as ProductCategory,
    ...(row.featured && { featured: true }),
    imageAlt: first?.alt || row.imageAlt,
    ...soldOut(offeredLevels(row, levels)),
    ...(photos?.length && { photos }),
    ...ownOptions(row),
    // Only a changed limit is carried, so an unchanged shop makes the same pages byte for byte.
    ...(orderLimit !== DEFAULT_ORDER_LIMIT && { orderLimit }),
  });
}

function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as ProductCategory,
    price: row.price,
    salePrice: row.salePrice,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    sizes: row.sizes as Size[],
    colors: row.colors as Color[],
    printNotes: row.printNotes,
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
const editable = ["name", "description", "category", "price", "salePrice", "saleEndsAt", "sizes", "colors", "printNotes", "imageAlt", "featured", "status"] as const;
type Editable = (typeof editable)[number];

/** A value as the audit log and comparisons see it (dates as ISO text). */
function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** "Faith Over Fear Hoodie!" → "faith-over-fear-hoodie". */
export function idFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "product";
}

type FieldIssue = { field: string; message: string };

/**
 * The rules a saved product keeps, checked on the product as it would be after the save. Apparel
 * on sale comes in at least one size and colour (a draft may wait: a new one starts with none
 * ticked); the journal in one form; "other" in both or neither.
 */
function productIssues(next: Pick<ProductRow, "price" | "salePrice" | "category" | "sizes" | "colors" | "status">): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (next.salePrice !== null && next.salePrice >= next.price) issues.push({ field: "salePrice", message: "The sale price must be below the price" });
  const rule = categoryOptions(next.category as ProductCategory);
  if (rule === "required" && next.status === "active") {
    if (next.sizes.length === 0) issues.push({ field: "sizes", message: "Choose at least one size it comes in" });
    if (next.colors.length === 0) issues.push({ field: "colors", message: "Choose at least one colour it comes in" });
  } else if (rule === "optional") {
    if (next.sizes.length > 0 && next.colors.length === 0) issues.push({ field: "colors", message: "Choose at least one colour too, or clear the sizes for one form" });
    if (next.colors.length > 0 && next.sizes.length === 0) issues.push({ field: "sizes", message: "Choose at least one size too, or clear the colours for one form" });
  } else if (rule === "none") {
    if (next.sizes.length > 0) issues.push({ field: "sizes", message: "This category comes in one form: clear the sizes" });
    if (next.colors.length > 0) issues.push({ field: "colors", message: "This category comes in one form: clear the colours" });
  }
  return issues;
}

export function createCatalogue({ db, audit, onSaleEnded }: { db: Database; audit: AuditLog; onSaleEnded?: () => void }): Catalogue {
  let current: Promise<CatalogueSnapshot> | undefined;
  let saleTimer: NodeJS.Timeout | undefined;

  /**
   * Pages carry sale prices in their HTML, so a sale's end is a change like a save: at the
   * earliest end, this process forgets its snapshot and tells the pages (every process runs its
   * own timer from the same rows, so none needs a notification).
   */
  function scheduleSaleEnd(at: number | undefined) {
    clearTimeout(saleTimer);
    saleTimer = undefined;
    if (at === undefined) return;
    const wait = Math.max(0, Math.min(at - Date.now(), MAX_TIMER_MS));
    saleTimer = setTimeout(() => {
      saleTimer = undefined;
      if (Date.now() < at) return scheduleSaleEnd(at);
      current = undefined;
      onSaleEnded?.();
    }, wait + 5);
    saleTimer.unref?.();
  }

  async function load(): Promise<CatalogueSnapshot> {
    const [rows, levels, photos, orderLimit] = await Promise.all([
      db.select().from(products).where(eq(products.status, "active")).orderBy(asc(products.position), asc(products.id)),
      stockLevels(db),
      photosOfActiveProducts(db),
      readOrderLimit(db),
    ]);
    const now = Date.now();
    const list = rows.map((row) => toProduct(row, levels.get(row.id), photos.get(row.id), now, orderLimit));
    const ends = rows.flatMap((row) => (row.salePrice !== null && row.saleEndsAt && row.saleEndsAt.getTime() > now ? [row.saleEndsAt.getTime()] : []));
    scheduleSaleEnd(ends.length ? Math.min(...ends) : undefined);
    const byId = new Map(list.map((p) => [p.id, p]));
    return { products: list, lookup: (id) => byId.get(id), json: JSON.stringify({ products: list }), orderLimit };
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

    close() {
      clearTimeout(saleTimer);
      saleTimer = undefined;
    },

    async list() {
      const [rows, levels] = await Promise.all([db.select().from(products).orderBy(asc(products.position), asc(products.id)), stockLevels(db)]);
      return { products: rows.map(toAdminProduct), stock: Object.fromEntries(rows.map((row) => [row.id, summary(row, levels.get(row.id))])) };
    },

    async get(id) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row) throw new NotFoundError("No such product");
      return toAdminProduct(row);
    },

    async update(id, change, actor, context, alsoWithin) {
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!row) throw new NotFoundError("No such product");
        if (row.version !== change.version) {
          const message = "Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.";
          throw new ConflictError(message, [{ field: "version", message }]);
        }
        const wanted: Partial<Record<Editable, unknown>> = {
          ...change,
          ...(change.saleEndsAt !== undefined && { saleEndsAt: change.saleEndsAt === null ? null : new Date(change.saleEndsAt) }),
          ...(change.sizes && { sizes: inOptionOrder(change.sizes, allSizes) }),
          ...(change.colors && { colors: inOptionOrder(change.colors, allColors) }),
        };
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const set: Record<string, unknown> = {};
        for (const field of editable) {
          const value = wanted[field];
          if (value === undefined || same(value, row[field])) continue;
          before[field] = plain(row[field]);
          after[field] = plain(value);
          set[field] = value;
        }
        const next = { ...row, ...set } as ProductRow;
        const issues = productIssues(next);
        // A new end must be ahead: an end already passed would make a sale that never applies.
        if (set.saleEndsAt instanceof Date && set.saleEndsAt.getTime() <= Date.now()) {
          issues.push({ field: "saleEndsAt", message: "The sale's end must be in the future" });
        }
        if (next.saleEndsAt !== null && next.salePrice === null && "saleEndsAt" in set) {
          issues.push({ field: "saleEndsAt", message: "Set a sale price for the sale to end, or clear the end date" });
        }
        if (issues.length) throw new InvalidInputError("Invalid product", issues);
        const changed = Object.keys(after).length > 0;
        if (!changed && !alsoWithin) return row;
        let stored = row;
        if (changed) {
          if ((change.status ?? row.status) === "active") await requireDescribedPhotos(tx, id, row.image);
          const [updated] = await tx
            .update(products)
            .set({ ...set, version: row.version + 1, updatedAt: new Date() })
            .where(eq(products.id, id))
            .returning();
          stored = updated!;
          // Counted stock follows the sizes and colours: a new option starts at 0 on the shelf.
          if ("sizes" in set || "colors" in set || "category" in set) await addMissingVariants(tx, stored);
        }
        // One save, one entry: the stock changed with the product is listed inside its entry.
        const also = await alsoWithin?.(tx);
        const target = { type: "product", id };
        if (changed) await audit.record({ actor, action: "product.updated", target, context, details: { before, after, ...(also && { stock: also.details }) } }, tx);
        else if (also) await audit.record({ actor, ...also, target, context }, tx);
        await announceChange(tx, "catalogue");
        return stored;
      });
      current = undefined;
      return toAdminProduct(saved);
    },

    async create(input, actor, context) {
      const created = await db.transaction(async (tx) => {
        // One creation at a time picks ids and positions; ids of archived products stay taken.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('products.create'))`);
        const base = idFromName(input.name);
        const taken = new Set(
          (await tx.select({ id: products.id }).from(products).where(sql`${products.id} = ${base} or ${products.id} like ${`${base}-%`}`)).map((r) => r.id),
        );
        let id = base;
        for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
        const [{ last }] = (await tx.select({ last: sql<number | null>`max(${products.position})` }).from(products)) as [{ last: number | null }];
        // No sizes or colours ticked: the owner chooses what it comes in (apparel must, before it goes on sale).
        const options = { sizes: [], colors: [], printNotes: defaultOptions(input.category, input.name).printNotes };
        const [row] = await tx
          .insert(products)
          .values({
            id,
            name: input.name,
            description: input.description,
            category: input.category,
            price: input.price,
            // No picture yet: the card shows nothing broken while it is a draft, and staff add one.
            image: "",
            imageAlt: "",
            status: "draft",
            position: (last ?? -1) + 1,
            ...options,
          })
          .returning();
        await audit.record({ actor, action: "product.created", target: { type: "product", id }, context, details: { before: null, after: toAdminProduct(row!) } }, tx);
        // Drafts are not on pages, but the back office's other processes list them.
        await announceChange(tx, "catalogue");
        return row!;
      });
      current = undefined;
      return toAdminProduct(created);
    },
  };
}
