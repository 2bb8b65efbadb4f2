// Stock, counted by the database (docs/decisions/0019-stock-holds.md): holds made with the
// pending order, taken when it is paid, released when its payment fails; staff changes with a
// reason; refunds that put items back; fulfilment emailed when a variant falls to its level.
//
// Every change to a variant's count locks its row first (in id order, so two orders sharing
// variants never deadlock), and what is available is then counted by a second statement, which
// under READ COMMITTED sees every hold committed by whoever held the lock before us. A count
// made in the same statement as the lock would read from before the wait, and oversell.
import { and, asc, desc, eq, gt, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { ProductStock, StaffStockReason, StockChange } from "../../../core/schemas/admin-stock";
import { colors, sizes } from "../../../core/product";
import type { Database, Transaction } from "../../db/client";
import { orders, productVariants, products, stockBuyers, stockHolds, stockMovements, type StockReason } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError, withFieldPrefix } from "../../domain/errors";
import { renderEmail } from "../../email/render";
import { enqueueEmail } from "../../email/outbox";
import { LowStockNotice } from "../../email/templates/stock-notices";
import { announceChange } from "../../live/change-feed";
import type { AuditLog, AuditPart } from "../staff/audit-log";

/** How long a payment being made keeps its stock. */
export const HOLD_MINUTES = 15;

export interface StockEmailConfig {
  orgEmail: string;
  publicUrl: string;
}

type VariantRow = typeof productVariants.$inferSelect;

/** "Faith Over Fear Hoodie (M, Black)", or the name alone for a product without options. */
export function variantLabel(name: string, size: string | null, color: string | null): string {
  const options = [size, color].filter(Boolean).join(", ");
  return options ? `${name} (${options})` : name;
}

function matches(variant: Pick<VariantRow, "size" | "color">, size: string | null, color: string | null): boolean {
  // A product without options has one variant, whatever a cart line says.
  if (variant.size === null && variant.color === null) return true;
  return variant.size === size && variant.color === color;
}

/** Locks these variants, in a stable order, until the transaction ends. */
export async function lockVariants(tx: Transaction, where: SQL): Promise<VariantRow[]> {
  return tx.select().from(productVariants).where(where).orderBy(asc(productVariants.id)).for("update");
}

/** Units in live holds (not taken, not released, not expired), per variant, except `exceptOrder`'s. */
export async function liveHolds(tx: Transaction, variantIds: string[], exceptOrder?: string): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx
    .select({ variantId: stockHolds.variantId, held: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.variantId, variantIds),
        eq(stockHolds.state, "held"),
        gt(stockHolds.expiresAt, sql`now()`),
        exceptOrder ? ne(stockHolds.orderId, exceptOrder) : undefined,
      ),
    )
    .groupBy(stockHolds.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.held)]));
}

/** Units in live holds per variant made from this network. */
async function liveHoldsOfNetwork(tx: Transaction, variantIds: string[], network: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ variantId: stockHolds.variantId, held: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .where(and(inArray(stockHolds.variantId, variantIds), eq(stockHolds.state, "held"), eq(stockHolds.buyerNetwork, network), gt(stockHolds.expiresAt, sql`now()`)))
    .groupBy(stockHolds.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.held)]));
}

export interface Movement {
  variant: VariantRow;
  change: number;
  reason: StockReason;
  actor: Actor;
  orderId?: string;
  note?: string;
  /** The item as people read it, for the low-stock email. */
  label: string;
}

/**
 * Moves a locked variant's count and records why. The update is conditional, so the count never
 * goes below 0 whatever the caller computed. Emails fulfilment once when this move takes it to
 * its low-stock level (the email's key is this movement). Answers the count after, or undefined
 * when it would have gone below 0.
 */
export async function moveStock(tx: Transaction, move: Movement, emails: StockEmailConfig | undefined): Promise<number | undefined> {
  const [updated] = await tx
    .update(productVariants)
    .set({ onHand: sql`${productVariants.onHand} + ${move.change}`, updatedAt: sql`now()` })
    .where(and(eq(productVariants.id, move.variant.id), sql`${productVariants.onHand} + ${move.change} >= 0`))
    .returning({ onHand: productVariants.onHand, lowStockLevel: productVariants.lowStockLevel });
  if (!updated) return undefined;
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      variantId: move.variant.id,
      change: move.change,
      onHandAfter: updated.onHand,
      reason: move.reason,
      actorId: move.actor.actorId,
      actorLabel: move.actor.actorLabel,
      orderId: move.orderId ?? null,
      note: move.note ?? null,
    })
    .returning({ id: stockMovements.id });
  const before = updated.onHand - move.change;
  if (emails && before > updated.lowStockLevel && updated.onHand <= updated.lowStockLevel) {
    const adminUrl = `${emails.publicUrl}/admin/products/${encodeURIComponent(move.variant.productId)}`;
    const rendered = await renderEmail(
      LowStockNotice({ item: move.label, sku: move.variant.sku, onHand: updated.onHand, level: updated.lowStockLevel, adminUrl, publicUrl: emails.publicUrl }),
    );
    await enqueueEmail(tx, {
      kind: "low-stock",
      to: emails.orgEmail,
      subject: `Low stock: ${move.label}`,
      ...rendered,
      dedupeKey: `stock:${move.variant.id}:low:${movement!.id}`,
    });
  }
  return updated.onHand;
}

const shop: Actor = { actorId: null, actorLabel: "shop" };

export interface HoldLine {
  productId: string;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
}

/** One network (a household, a church hall's wifi) holds at most this many orders' worth of a variant at once. */
export const NETWORK_HOLD_ORDERS = 2;

/** Who is paying, as keyed hashes (./buyers.ts). */
export interface HoldingBuyer {
  /** The same person (email, browser): their earlier unpaid holds are replaced. */
  keys: readonly string[];
  /** Their network: what everyone on it holds of one variant at once is at most `networkLimit`. */
  network?: string;
  networkLimit?: number;
}

/** The advisory lock class that serialises one buyer's payments (with a key from the buyer's hash). */
const BUYER_LOCK_CLASS = 41;

/** A hashed buyer key's lock number: the first 32 bits of the hash, as Postgres's int. */
function buyerLockId(buyer: string): number {
  return Buffer.from(buyer, "base64url").readInt32BE(0);
}

/**
 * Sets aside stock for a pending order, in the transaction that stores it. Products not tracked
 * hold nothing. Not enough left: a ConflictError naming the item (and the line), and the caller's
 * transaction, order and all, rolls back. The message never says how many are left: that would
 * tell someone holding stock on purpose exactly how much more to take.
 *
 * `buyer.keys` (email, browser) say who is paying: their earlier orders' live holds are released
 * first, so a buyer retrying is never refused by their own earlier try. A buyer's payments queue
 * behind each other on advisory locks taken (in a fixed order) before the variants' row locks, so
 * two at once can't both keep their holds. What one network holds of a variant at once is bounded
 * (`buyer.networkLimit`), counted under the variant's row lock like every other hold.
 */
export async function holdStock(tx: Transaction, orderId: string, lines: readonly HoldLine[], buyer: HoldingBuyer = { keys: [] }): Promise<void> {
  const buyers = buyer.keys;
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const tracked = sql`${productVariants.productId} in (select ${products.id} from ${products} where ${products.trackStock})`;
  // Buyer locks come before any variant lock, in every transaction that takes both: no deadlock.
  // A cart of products not tracked takes none (one cheap look first).
  const lockIds = [...new Set(buyers.map(buyerLockId))].sort((a, b) => a - b);
  if (lockIds.length > 0) {
    const [any] = await tx.select({ id: productVariants.id }).from(productVariants).where(and(inArray(productVariants.productId, productIds), tracked)).limit(1);
    if (!any) return;
    for (const id of lockIds) await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_LOCK_CLASS}, ${id}::int)`);
  }
  // A product set to "not tracked" (made to order) holds nothing, whatever counts it kept.
  const variants = await lockVariants(tx, and(inArray(productVariants.productId, productIds), tracked)!);
  if (variants.length === 0) return;
  const wanted = new Map<string, { variant: VariantRow; quantity: number; line: number }>();
  for (const [index, line] of lines.entries()) {
    const ofProduct = variants.filter((v) => v.productId === line.productId);
    if (ofProduct.length === 0) continue; // not tracked: made to order
    const variant = ofProduct.find((v) => matches(v, line.size, line.color));
    if (!variant) {
      const message = `${variantLabel(line.name, line.size, line.color)} is no longer available: remove it from your cart`;
      throw new ConflictError(message, [{ field: `items.${index}.id`, message }]);
    }
    const entry = wanted.get(variant.id) ?? { variant, quantity: 0, line: index };
    entry.quantity += line.quantity;
    wanted.set(variant.id, entry);
  }
  if (wanted.size === 0) return;
  if (buyers.length > 0) {
    // This buyer's earlier unpaid holds go back on the shelf: this payment replaces them. (Paid
    // after all, an earlier order still takes its stock if it is free: takeHolds.)
    await tx
      .update(stockHolds)
      .set({ state: "released" })
      .where(
        and(
          eq(stockHolds.state, "held"),
          ne(stockHolds.orderId, orderId),
          inArray(stockHolds.orderId, tx.select({ orderId: stockBuyers.orderId }).from(stockBuyers).where(inArray(stockBuyers.buyer, [...buyers]))),
        ),
      );
  }
  const held = await liveHolds(tx, [...wanted.keys()]);
  const onNetwork = buyer.network && buyer.networkLimit ? await liveHoldsOfNetwork(tx, [...wanted.keys()], buyer.network) : new Map<string, number>();
  for (const { variant, quantity, line } of wanted.values()) {
    if (buyer.networkLimit && (onNetwork.get(variant.id) ?? 0) + quantity > buyer.networkLimit) {
      // Others on this network (or someone trying to hold everything) already have this set aside.
      const { name, size, color } = lines[line]!;
      const message = `${variantLabel(name, size, color)} is already set aside for other checkouts from your network: finish or cancel those first, or try again in 15 minutes. Nothing was charged.`;
      throw new ConflictError(message, [{ field: `items.${line}.id`, message }]);
    }
    const available = Math.max(0, variant.onHand - (held.get(variant.id) ?? 0));
    if (available >= quantity) continue;
    const { name, size, color } = lines[line]!;
    const item = variantLabel(name, size, color);
    const message =
      available === 0
        ? `${item} is sold out: remove it from your cart. Nothing was charged.`
        : `Not enough of ${item} is left for ${quantity}: lower the quantity. Nothing was charged.`;
    throw new ConflictError(message, [{ field: `items.${line}.id`, message }]);
  }
  await tx.insert(stockHolds).values(
    [...wanted.values()].map(({ variant, quantity }) => ({
      orderId,
      variantId: variant.id,
      quantity,
      expiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})`,
      buyerNetwork: buyer.network ?? null,
    })),
  );
  if (buyers.length > 0) {
    await tx
      .insert(stockBuyers)
      .values([...new Set(buyers)].map((buyer) => ({ buyer, orderId })))
      .onConflictDoUpdate({ target: stockBuyers.buyer, set: { orderId, updatedAt: sql`now()` } });
  }
}

/** A cancelled or failed payment: its stock goes back to being available. */
export async function releaseHolds(tx: Database | Transaction, orderId: string): Promise<void> {
  await tx.update(stockHolds).set({ state: "released" }).where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.state, "held")));
}

export interface TakenStock {
  /** Items the order paid for that had gone elsewhere: nothing taken for them. */
  short: string[];
  /** A variant ran out: pages must show it sold out. */
  soldOutChanged: boolean;
}

/**
 * The order is paid: its held stock leaves the shelf, each as a "sold" movement. A hold that ran
 * out is taken all the same when the stock is still free; when other live holds or sales have it,
 * the item is short (the caller marks the order for review), and nothing goes below 0.
 */
export async function takeHolds(tx: Transaction, orderId: string, emails: StockEmailConfig): Promise<TakenStock> {
  const holds = await tx
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.orderId, orderId), inArray(stockHolds.state, ["held", "released"])));
  if (holds.length === 0) return { short: [], soldOutChanged: false };
  const variantIds = [...new Set(holds.map((h) => h.variantId))];
  const variants = await lockVariants(tx, inArray(productVariants.id, variantIds));
  const others = await liveHolds(tx, variantIds, orderId);
  const names = new Map(
    (await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, [...new Set(variants.map((v) => v.productId))]))).map((p) => [p.id, p.name]),
  );
  const result: TakenStock = { short: [], soldOutChanged: false };
  for (const variant of variants) {
    const mine = holds.filter((h) => h.variantId === variant.id);
    const quantity = mine.reduce((sum, h) => sum + h.quantity, 0);
    const label = variantLabel(names.get(variant.productId) ?? variant.productId, variant.size, variant.color);
    const free = variant.onHand - (others.get(variant.id) ?? 0);
    const after = free >= quantity ? await moveStock(tx, { variant, change: -quantity, reason: "sold", actor: shop, orderId, label }, emails) : undefined;
    const ids = mine.map((h) => h.id);
    if (after === undefined) {
      result.short.push(`${label}: ${quantity} paid for, ${Math.max(0, free)} free`);
      await tx.update(stockHolds).set({ state: "short" }).where(inArray(stockHolds.id, ids));
      continue;
    }
    if (after <= 0) result.soldOutChanged = true;
    await tx.update(stockHolds).set({ state: "taken" }).where(inArray(stockHolds.id, ids));
  }
  return result;
}

/**
 * A refund puts the order's items back on the shelf ("refunded-and-restocked"), once: a second
 * refund of the same order restocks nothing more. Answers whether a variant came back from sold out.
 */
export async function restockOrder(tx: Transaction, orderId: string, actor: Actor): Promise<{ restocked: number; soldOutChanged: boolean }> {
  const holds = await tx.select().from(stockHolds).where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.state, "taken")));
  if (holds.length === 0) return { restocked: 0, soldOutChanged: false };
  const variants = await lockVariants(tx, inArray(productVariants.id, [...new Set(holds.map((h) => h.variantId))]));
  let restocked = 0;
  let soldOutChanged = false;
  for (const variant of variants) {
    const mine = holds.filter((h) => h.variantId === variant.id);
    const quantity = mine.reduce((sum, h) => sum + h.quantity, 0);
    const after = await moveStock(tx, { variant, change: quantity, reason: "refunded-and-restocked", actor, orderId, label: variant.sku }, undefined);
    if (after === undefined) continue;
    restocked += quantity;
    if (after - quantity <= 0) soldOutChanged = true;
    await tx.update(stockHolds).set({ state: "restocked" }).where(inArray(stockHolds.id, mine.map((h) => h.id)));
  }
  return { restocked, soldOutChanged };
}

/** Per product with tracked stock: each variant's size, colour and count on the shelf. */
export type StockLevel = { size: string | null; color: string | null; onHand: number; lowStockLevel: number };
export async function stockLevels(db: Database): Promise<Map<string, StockLevel[]>> {
  const rows = await db
    .select({ productId: productVariants.productId, size: productVariants.size, color: productVariants.color, onHand: productVariants.onHand, lowStockLevel: productVariants.lowStockLevel })
    .from(productVariants);
  const byProduct = new Map<string, StockLevel[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

type ProductRow = typeof products.$inferSelect;

/** The size and colour pairs a product comes in now (one with neither, for one form). */
function offeredOptions(product: Pick<ProductRow, "sizes" | "colors">): { size: string | null; color: string | null }[] {
  if (product.sizes.length === 0 || product.colors.length === 0) return [{ size: null, color: null }];
  return product.sizes.flatMap((size) => product.colors.map((color) => ({ size, color })));
}

function isOffered(product: Pick<ProductRow, "sizes" | "colors">, variant: Pick<VariantRow, "size" | "color">): boolean {
  return offeredOptions(product).some((o) => o.size === variant.size && o.color === variant.color);
}

/**
 * A product whose stock is counted gains a variant (0 on the shelf, the product's low-stock
 * level) for each size and colour it now comes in. Variants of options it no longer comes in
 * stay, with their movements, for the orders that name them.
 */
export async function addMissingVariants(tx: Transaction, product: ProductRow): Promise<number> {
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, product.id));
  if (existing.length === 0) return 0;
  const level = Math.max(0, ...existing.map((v) => v.lowStockLevel));
  const missing = offeredOptions(product).filter((o) => !existing.some((v) => v.size === o.size && v.color === o.color));
  if (missing.length === 0) return 0;
  await tx
    .insert(productVariants)
    .values(missing.map(({ size, color }) => ({ productId: product.id, size, color, sku: sku(product.id, size, color), onHand: 0, lowStockLevel: level })))
    .onConflictDoNothing();
  return missing.length;
}

/** What one save did to a product's stock: written as one audit entry, with the product's changes or alone. */
export interface StockAuditChanges {
  tracked?: { before: boolean; after: boolean };
  counts: { sku: string; size: string | null; color: string | null; reason: string; note?: string; before: number; after: number }[];
  /** A number when every variant had the same level before, else each SKU's. */
  lowStockLevel?: { before: number | Record<string, number>; after: number };
}

/** The one entry a save's stock changes make on their own; undefined when nothing changed. */
export function stockAuditPart(changes: StockAuditChanges): AuditPart | undefined {
  const { counts, ...rest } = changes;
  const details = { ...rest, ...(counts.length && { counts }) };
  if (changes.tracked) return { action: changes.tracked.after ? "product.stock_tracked" : "product.stock_untracked", details };
  if (counts.length) return { action: "product.stock_changed", details };
  if (changes.lowStockLevel) return { action: "product.low_stock_level_changed", details };
  return undefined;
}

export interface StockAdmin {
  view(productId: string): Promise<ProductStock>;
  change(productId: string, change: StockChange, actor: Actor, context: RequestContext): Promise<ProductStock>;
  /**
   * Changes made in the caller's transaction, in order (the product page's one Save: a count for
   * a size added by the same save finds its new variant). A refused change names its fields under
   * `stock.N.`; the caller announces the change and forgets its snapshot.
   */
  changeWithin(tx: Transaction, productId: string, changes: readonly StockChange[], actor: Actor, context: RequestContext): Promise<AuditPart | undefined>;
}

function sku(productId: string, size: string | null, color: string | null): string {
  return [productId, size, color].filter(Boolean).join("-").toLowerCase();
}

export function createStockAdmin({ db, audit, emails, onChange }: { db: Database; audit: AuditLog; emails: StockEmailConfig; onChange?: () => void }): StockAdmin {
  async function view(productId: string): Promise<ProductStock> {
    const [product] = await db.select().from(products).where(eq(products.id, productId));
    if (!product) throw new NotFoundError("No such product");
    const all = await db.select().from(productVariants).where(eq(productVariants.productId, productId));
    // The grid shows what it comes in now; the ledger shows every variant's history.
    const variants = all.filter((v) => isOffered(product, v));
    const held = await db.transaction((tx) => liveHolds(tx, variants.map((v) => v.id)));
    const order = (v: VariantRow) => [sizes.indexOf(v.size as never), colors.indexOf(v.color as never)];
    variants.sort((a, b) => order(a)[0]! - order(b)[0]! || order(a)[1]! - order(b)[1]!);
    const movements = all.length
      ? await db
          .select({
            at: stockMovements.at,
            variantId: stockMovements.variantId,
            change: stockMovements.change,
            onHandAfter: stockMovements.onHandAfter,
            reason: stockMovements.reason,
            by: stockMovements.actorLabel,
            order: orders.reference,
            note: stockMovements.note,
          })
          .from(stockMovements)
          .leftJoin(orders, eq(orders.id, stockMovements.orderId))
          .where(inArray(stockMovements.variantId, all.map((v) => v.id)))
          .orderBy(desc(stockMovements.at), desc(stockMovements.id))
          .limit(100)
      : [];
    const byId = new Map(all.map((v) => [v.id, v]));
    return {
      productId,
      tracked: product.trackStock && variants.length > 0,
      lowStockLevel: Math.max(0, ...variants.map((v) => v.lowStockLevel)),
      variants: variants.map((v) => {
        const inHolds = held.get(v.id) ?? 0;
        return { id: v.id, size: v.size, color: v.color, sku: v.sku, onHand: v.onHand, held: inHolds, available: Math.max(0, v.onHand - inHolds), lowStockLevel: v.lowStockLevel };
      }),
      movements: movements.map(({ variantId, at, ...m }) => {
        const v = byId.get(variantId)!;
        return { ...m, at: at.toISOString(), sku: v.sku, size: v.size, color: v.color };
      }),
    };
  }

  /** One change, in `tx`: the product's row, then its variants, locked before anything is read. */
  async function apply(tx: Transaction, productId: string, change: StockChange, actor: Actor, audited: StockAuditChanges): Promise<void> {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
    if (!product) throw new NotFoundError("No such product");
    const variants = await lockVariants(tx, eq(productVariants.productId, productId));
    const offered = variants.filter((v) => isOffered(product, v));
    const tracked = product.trackStock && variants.length > 0;

    /** Moves one variant's count to `onHand` (set) or by `delta` (adjust), with a reason, audited. */
    async function move(variant: VariantRow, delta: number, reason: StaffStockReason, note: string | undefined, field: string) {
      if (reason === "received" && delta < 0) {
        throw new InvalidInputError("Invalid stock change", [{ field: "reason", message: "Stock received adds to the count: use correction or counted to lower it" }]);
      }
      if (reason === "damaged" && delta > 0) {
        throw new InvalidInputError("Invalid stock change", [{ field: "reason", message: "Damaged stock lowers the count: use received, correction or counted to raise it" }]);
      }
      if (delta === 0) return;
      const label = variantLabel(product!.name, variant.size, variant.color);
      const after = await moveStock(tx, { variant, change: delta, reason, actor, label, ...(note && { note }) }, emails);
      if (after === undefined) {
        const message = `Only ${variant.onHand} of ${label} are on hand: the count can't go below 0`;
        throw new ConflictError(message, [{ field, message }]);
      }
      audited.counts.push({ sku: variant.sku, size: variant.size, color: variant.color, reason, ...(note && { note }), before: variant.onHand, after });
    }

    if (change.action === "track") {
      if (tracked) throw new ConflictError(`${product.name}'s stock is already counted`);
      if (variants.length > 0) {
        // Counted before and set to made to order since: counting resumes from the kept counts.
        await tx.update(products).set({ trackStock: true }).where(eq(products.id, productId));
        await addMissingVariants(tx, { ...product, trackStock: true });
        audited.tracked = { before: false, after: true };
      } else {
        const created = await tx
          .insert(productVariants)
          .values(offeredOptions(product).map(({ size, color }) => ({ productId, size, color, sku: sku(productId, size, color), onHand: 0, lowStockLevel: change.lowStockLevel })))
          .returning();
        if (!product.trackStock) await tx.update(products).set({ trackStock: true }).where(eq(products.id, productId));
        if (change.onHand > 0) {
          for (const variant of created) {
            await moveStock(tx, { variant, change: change.onHand, reason: "counted", actor, label: variant.sku }, emails);
            audited.counts.push({ sku: variant.sku, size: variant.size, color: variant.color, reason: "counted", before: 0, after: change.onHand });
          }
        }
        audited.tracked = { before: false, after: true };
      }
    } else if (change.action === "untrack") {
      if (!tracked) throw new ConflictError(`${product.name} is already made to order`);
      // The counts and their ledger stay, for the orders that name them and in case counting resumes.
      await tx.update(products).set({ trackStock: false }).where(eq(products.id, productId));
      audited.tracked = { before: true, after: false };
    } else {
      if (!tracked) {
        const message = `${product.name} is made to order: start counting its stock first`;
        throw new ConflictError(message, [{ field: "action", message }]);
      }
      if (change.action === "set-levels") {
        // Several counts in one go, as the editor's grid sends them: all or none.
        for (const [index, level] of change.levels.entries()) {
          const variant = offered.find((v) => matches(v, level.size ?? null, level.color ?? null));
          if (!variant) {
            const message = `${variantLabel(product.name, level.size ?? null, level.color ?? null)} isn't one of this product's options`;
            throw new InvalidInputError("Invalid stock change", [{ field: `levels.${index}`, message }]);
          }
          await move(variant, level.onHand - variant.onHand, change.reason, change.note, `levels.${index}.onHand`);
        }
      } else {
        const size = change.size ?? null;
        const color = change.color ?? null;
        const chosen = change.action === "low-stock-level" && !change.size && !change.color ? variants : offered.filter((v) => matches(v, size, color));
        if (chosen.length === 0) {
          const message = `${variantLabel(product.name, size, color)} isn't one of this product's options`;
          throw new InvalidInputError("Invalid stock change", [{ field: change.size ? "size" : "color", message }]);
        }
        if (change.action === "low-stock-level") {
          await tx
            .update(productVariants)
            .set({ lowStockLevel: change.lowStockLevel, updatedAt: sql`now()` })
            .where(inArray(productVariants.id, chosen.map((v) => v.id)));
          const levels = new Set(chosen.map((v) => v.lowStockLevel));
          audited.lowStockLevel = {
            before: levels.size === 1 ? chosen[0]!.lowStockLevel : Object.fromEntries(chosen.map((v) => [v.sku, v.lowStockLevel])),
            after: change.lowStockLevel,
          };
        } else {
          const variant = chosen[0]!;
          const delta = change.action === "set" ? change.onHand - variant.onHand : change.change;
          await move(variant, delta, change.reason, change.note, "change");
        }
      }
    }
  }

  return {
    view,

    async change(productId, change, actor, context) {
      await db.transaction(async (tx) => {
        const audited: StockAuditChanges = { counts: [] };
        await apply(tx, productId, change, actor, audited);
        const part = stockAuditPart(audited);
        if (part) await audit.record({ actor, ...part, target: { type: "product", id: productId }, context }, tx);
        await announceChange(tx, "catalogue");
      });
      onChange?.();
      return view(productId);
    },

    async changeWithin(tx, productId, changes, actor) {
      const audited: StockAuditChanges = { counts: [] };
      for (const [index, change] of changes.entries()) {
        try {
          await apply(tx, productId, change, actor, audited);
        } catch (error) {
          throw withFieldPrefix(error, `stock.${index}.`);
        }
      }
      return stockAuditPart(audited);
    },
  };
}
