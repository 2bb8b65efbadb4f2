// Products and stock as a spreadsheet (docs/admin-api.md, Products CSV): an export of every
// product and variant with its stock, and an import by SKU that changes prices, when a sale ends
// and counts on the shelf. An import is previewed first (every change, and every refused row with why); applying
// it works the same file out again inside one transaction, under row locks, and is refused when
// anything it reads moved since the preview (the preview's token is a hash of the file and of
// what it read), so what is applied is exactly what was shown.
import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { parseCsv } from "../../../core/csv";
import { formatPence } from "../../../core/money";
import type { Database, Transaction } from "../../db/client";
import { productVariants, products } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError } from "../../domain/errors";
import { CSV_BOM, csvRow } from "../../http/csv";
import { announceChange } from "../../live/change-feed";
import type { AuditLog } from "../staff/audit-log";
import { liveHolds, lockVariants, moveStock, variantLabel, type StockEmailConfig } from "./stock";

export const productCsvHeader = [
  "sku",
  "product_id",
  "name",
  "status",
  "category",
  "size",
  "colour",
  "price",
  "sale_price",
  "sale_ends_at",
  "tracked",
  "on_hand",
  "held",
  "available",
  "low_stock_level",
] as const;

const MAX_PRICE = 1_000_000;
const MAX_STOCK = 100_000;
const MAX_ROWS = 5_000;

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export interface ImportChange {
  line: number;
  sku: string;
  item: string;
  field: "price" | "salePrice" | "saleEndsAt" | "onHand";
  from: string;
  to: string;
}
export interface ImportRefusal {
  line: number;
  sku: string;
  reason: string;
}
export interface ImportPreview {
  /** Send it back to apply: applying is refused if anything moved since. */
  token: string;
  rows: number;
  changes: ImportChange[];
  refused: ImportRefusal[];
}

const pounds = (pence: number | null) => (pence === null ? "" : (pence / 100).toFixed(2));
/** A sale's end as the export writes it (ISO, UTC), or empty for none. */
const endText = (end: Date | null) => end?.toISOString() ?? "";

// The export's own form, `2026-12-24T18:00:00.000Z`, or with an offset (`…T18:00+00:00`); seconds
// optional. A bare date or a time without its zone could mean two different moments, so not those.
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** A sale's end as typed: null to clear it, a time, or undefined when it isn't a date and time. */
function typedEnd(value: string): Date | null | undefined {
  if (value === "") return null;
  const parts = isoDateTime.exec(value);
  if (!parts) return undefined;
  const [month, day, hour, minute, second] = parts.slice(2, 7).map((n) => Number(n ?? 0)) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}
const sameEnd = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** What an import sets on a product: every row of it must agree. */
interface ProductPrices {
  price: number;
  salePrice: number | null;
  saleEndsAt: Date | null;
}

/** "14.99", "£14.99", "14" to pence; undefined when it isn't an amount. */
function typedPence(value: string): number | undefined {
  const cleaned = value.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

interface Plan {
  preview: Omit<ImportPreview, "token">;
  /** What the plan read, for the token. */
  read: { products: ProductRow[]; variants: VariantRow[] };
  prices: Map<string, ProductPrices>;
  counts: Map<string, number>;
}

/** Works a file out against the products and variants as `tx` sees them (locked, when applying). */
async function plan(tx: Database | Transaction, csv: string, lock: boolean): Promise<Plan> {
  const rows = parseCsv(csv);
  const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const skuAt = col("sku");
  if (skuAt < 0) throw new InvalidInputError("Invalid file", [{ field: "csv", message: "The file's first row must name its columns, with one called sku" }]);
  if (rows.length === 0) throw new InvalidInputError("Invalid file", [{ field: "csv", message: "The file has no rows under its header" }]);
  if (rows.length > MAX_ROWS) throw new InvalidInputError("Invalid file", [{ field: "csv", message: `Import at most ${MAX_ROWS} rows at a time` }]);
  const priceAt = col("price");
  const saleAt = col("sale_price");
  const endAt = col("sale_ends_at");
  const countAt = col("on_hand");
  if (priceAt < 0 && saleAt < 0 && endAt < 0 && countAt < 0) {
    throw new InvalidInputError("Invalid file", [{ field: "csv", message: "The file has nothing to import: add a price, sale_price, sale_ends_at or on_hand column" }]);
  }

  const skus = [...new Set(rows.map((r) => (r[skuAt] ?? "").trim().toLowerCase()).filter(Boolean))];
  // Products first, then their variants, in id order: the order the stock editor locks in.
  const found = skus.length ? await tx.select({ productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.sku, skus)) : [];
  const productIds = [...new Set([...found.map((v) => v.productId), ...skus])];
  const productQuery = tx.select().from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id));
  const productRows = lock ? await productQuery.for("update") : await productQuery;
  const variants = skus.length
    ? lock
      ? await lockVariants(tx as Transaction, inArray(productVariants.sku, skus))
      : await tx.select().from(productVariants).where(inArray(productVariants.sku, skus)).orderBy(asc(productVariants.id))
    : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantBySku = new Map(variants.map((v) => [v.sku, v]));

  const changes: ImportChange[] = [];
  const refused: ImportRefusal[] = [];
  const prices = new Map<string, ProductPrices & { line: number }>();
  const counts = new Map<string, number>();
  const seen = new Set<string>();

  for (const [index, row] of rows.entries()) {
    const line = index + 2; // the header is line 1
    const sku = (row[skuAt] ?? "").trim().toLowerCase();
    const refuse = (reason: string) => refused.push({ line, sku, reason });
    if (!sku) {
      refuse("No SKU");
      continue;
    }
    if (seen.has(sku)) {
      refuse("This SKU is on an earlier row too");
      continue;
    }
    seen.add(sku);
    const variant = variantBySku.get(sku);
    const product = productById.get(variant?.productId ?? sku);
    if (!product) {
      refuse("No product or variant has this SKU");
      continue;
    }
    const item = variantLabel(product.name, variant?.size ?? null, variant?.color ?? null);

    // Prices belong to the product: every row of it must agree.
    const typedPrice = priceAt >= 0 ? (row[priceAt] ?? "").trim() : undefined;
    const typedSale = saleAt >= 0 ? (row[saleAt] ?? "").trim() : undefined;
    const typedSaleEnd = endAt >= 0 ? (row[endAt] ?? "").trim() : undefined;
    let price = product.price;
    let salePrice = product.salePrice;
    let saleEndsAt = product.saleEndsAt;
    if (typedPrice !== undefined) {
      const value = typedPence(typedPrice);
      if (value === undefined || value <= 0 || value > MAX_PRICE) {
        refuse(`The price "${typedPrice}" isn't an amount in pounds between £0.01 and £10,000`);
        continue;
      }
      price = value;
    }
    if (typedSale !== undefined) {
      const value = typedSale === "" ? null : typedPence(typedSale);
      if (value === undefined || (value !== null && (value <= 0 || value > MAX_PRICE))) {
        refuse(`The sale price "${typedSale}" isn't an amount in pounds (leave it empty for no sale)`);
        continue;
      }
      salePrice = value;
    }
    if (typedSaleEnd !== undefined) {
      const value = typedEnd(typedSaleEnd);
      if (value === undefined) {
        refuse(`The sale's end "${typedSaleEnd}" isn't a date and time like 2026-12-24T18:00:00Z (leave it empty for no end)`);
        continue;
      }
      // As in the editor: a new end must be ahead (one already passed would be a sale that never
      // applies), and needs a sale price to end. The end already stored passes as it is.
      if (!sameEnd(value, product.saleEndsAt)) {
        if (value !== null && value.getTime() <= Date.now()) {
          refuse(`The sale's end ${typedSaleEnd} has already passed: give a date and time in the future, or leave it empty for no end`);
          continue;
        }
        if (value !== null && salePrice === null) {
          refuse("A sale's end needs a sale price: add one in sale_price, or leave sale_ends_at empty");
          continue;
        }
      }
      saleEndsAt = value;
    }
    if (salePrice !== null && salePrice >= price) {
      refuse(`The sale price ${formatPence(salePrice)} must be below the price ${formatPence(price)}`);
      continue;
    }
    const agreed = prices.get(product.id);
    if (agreed && (agreed.price !== price || agreed.salePrice !== salePrice || !sameEnd(agreed.saleEndsAt, saleEndsAt))) {
      refuse(`Line ${agreed.line} gives ${product.name} a different price or sale end: one product has one price`);
      continue;
    }

    // Counts belong to a variant of a product whose stock is counted.
    const typedCount = countAt >= 0 ? (row[countAt] ?? "").trim() : "";
    let count: number | undefined;
    if (typedCount !== "") {
      if (!/^\d+$/.test(typedCount) || Number(typedCount) > MAX_STOCK) {
        refuse(`The count "${typedCount}" isn't a whole number from 0 to ${MAX_STOCK}`);
        continue;
      }
      if (!product.trackStock || (!variant && !variants.some((v) => v.productId === product.id))) {
        // The export writes an empty count for these; a number here would be lost, so say so.
        refuse(`${product.name} is made to order: its stock isn't counted (start counting it in the editor first)`);
        continue;
      }
      if (!variant) {
        refuse("Counts go on a size and colour's own SKU, not the product's");
        continue;
      }
      count = Number(typedCount);
    }

    if (!agreed) {
      prices.set(product.id, { price, salePrice, saleEndsAt, line });
      if (price !== product.price) changes.push({ line, sku, item: product.name, field: "price", from: pounds(product.price), to: pounds(price) });
      if (salePrice !== product.salePrice) changes.push({ line, sku, item: product.name, field: "salePrice", from: pounds(product.salePrice), to: pounds(salePrice) });
      if (!sameEnd(saleEndsAt, product.saleEndsAt)) {
        changes.push({ line, sku, item: product.name, field: "saleEndsAt", from: endText(product.saleEndsAt), to: endText(saleEndsAt) });
      }
    }
    if (variant && count !== undefined && count !== variant.onHand) {
      counts.set(variant.id, count);
      changes.push({ line, sku, item, field: "onHand", from: String(variant.onHand), to: String(count) });
    }
  }
  for (const [id, p] of [...prices]) {
    const row = productById.get(id)!;
    if (p.price === row.price && p.salePrice === row.salePrice && sameEnd(p.saleEndsAt, row.saleEndsAt)) prices.delete(id);
  }
  return { preview: { rows: rows.length, changes, refused }, read: { products: productRows, variants }, prices, counts };
}

/**
 * What a preview showed, and what it read: applying works the file out again and is refused unless
 * both are the same. The outcome itself is part of it because not everything it depends on is a
 * row (a sale's end that passed since the preview makes its row refused), so an apply can never do
 * less, or more, than the preview showed.
 */
function tokenOf(csv: string, read: Plan["read"], outcome: Plan["preview"]): string {
  const state = {
    outcome,
    products: read.products.map((p) => [p.id, p.version, p.price, p.salePrice, endText(p.saleEndsAt), p.trackStock]),
    variants: read.variants.map((v) => [v.id, v.onHand]),
  };
  return createHash("sha256").update(csv).update("\0").update(JSON.stringify(state)).digest("base64url");
}

export interface ProductCsv {
  exportRows(): Promise<string>;
  preview(csv: string): Promise<ImportPreview>;
  apply(csv: string, token: string, actor: Actor, context: RequestContext): Promise<{ applied: number; refused: number }>;
}

export function createProductCsv({ db, audit, emails, onChange }: { db: Database; audit: AuditLog; emails: StockEmailConfig; onChange?: () => void }): ProductCsv {
  return {
    async exportRows() {
      const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.id));
      const variants = await db.select().from(productVariants).orderBy(asc(productVariants.sku));
      const held = variants.length ? await db.transaction((tx) => liveHolds(tx, variants.map((v) => v.id))) : new Map<string, number>();
      let out = CSV_BOM + csvRow(productCsvHeader);
      for (const p of rows) {
        const base = [p.name, p.status, p.category];
        const prices = [pounds(p.price), pounds(p.salePrice), endText(p.saleEndsAt)];
        const own = variants.filter((v) => v.productId === p.id);
        if (own.length === 0) {
          out += csvRow([p.id, p.id, ...base, "", "", ...prices, "no", "", "", "", ""]);
          continue;
        }
        for (const v of own) {
          const inHolds = held.get(v.id) ?? 0;
          const tracked = p.trackStock ? "yes" : "no";
          out += csvRow([v.sku, p.id, ...base, v.size ?? "", v.color ?? "", ...prices, tracked, v.onHand, inHolds, Math.max(0, v.onHand - inHolds), v.lowStockLevel]);
        }
      }
      return out;
    },

    async preview(csv) {
      const result = await plan(db, csv, false);
      return { token: tokenOf(csv, result.read, result.preview), ...result.preview };
    },

    async apply(csv, token, actor, context) {
      const applied = await db.transaction(async (tx) => {
        const result = await plan(tx, csv, true);
        if (tokenOf(csv, result.read, result.preview) !== token) {
          const message = "Prices, stock or what the file would do changed since the preview: preview the file again before applying it";
          throw new ConflictError(message, [{ field: "token", message }]);
        }
        const byId = new Map(result.read.products.map((p) => [p.id, p]));
        for (const [id, next] of result.prices) {
          const row = byId.get(id)!;
          await tx
            .update(products)
            .set({ price: next.price, salePrice: next.salePrice, saleEndsAt: next.saleEndsAt, version: row.version + 1, updatedAt: new Date() })
            .where(eq(products.id, id));
          const before = { price: row.price, salePrice: row.salePrice, saleEndsAt: row.saleEndsAt?.toISOString() ?? null };
          const after = { price: next.price, salePrice: next.salePrice, saleEndsAt: next.saleEndsAt?.toISOString() ?? null };
          await audit.record({ actor, action: "product.updated", target: { type: "product", id }, context, details: { source: "csv-import", before, after } }, tx);
        }
        const variantById = new Map(result.read.variants.map((v) => [v.id, v]));
        for (const [id, count] of result.counts) {
          const variant = variantById.get(id)!;
          const product = byId.get(variant.productId)!;
          const label = variantLabel(product.name, variant.size, variant.color);
          const after = await moveStock(tx, { variant, change: count - variant.onHand, reason: "counted", actor, label, note: "CSV import" }, emails);
          await audit.record(
            {
              actor,
              action: "product.stock_changed",
              target: { type: "product", id: product.id },
              context,
              details: { source: "csv-import", sku: variant.sku, reason: "counted", before: { onHand: variant.onHand }, after: { onHand: after } },
            },
            tx,
          );
        }
        await audit.record(
          {
            actor,
            action: "products.imported",
            target: { type: "import", id: token.slice(0, 16) },
            context,
            details: { rows: result.preview.rows, changes: result.preview.changes.length, refused: result.preview.refused.length },
          },
          tx,
        );
        if (result.preview.changes.length) await announceChange(tx, "catalogue");
        return { applied: result.preview.changes.length, refused: result.preview.refused.length };
      });
      onChange?.();
      return applied;
    },
  };
}
