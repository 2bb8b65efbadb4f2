// Stock (docs/decisions/0019-stock-holds.md). A product either has no variants here (not tracked:
// made to order) or one row per size and colour it comes in (one row with neither for a product
// without options). What can still be sold is `on_hand` minus the live holds: holds not taken,
// not released and not yet expired. The database counts it, under row locks, never the app.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { orders } from "./payments";

export const stockReasons = ["received", "sold", "refunded-and-restocked", "damaged", "correction", "counted"] as const;
export type StockReason = (typeof stockReasons)[number];
export type StockHoldState = "held" | "taken" | "released" | "short" | "restocked";

export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    size: text("size"),
    color: text("color"),
    sku: text("sku").notNull().unique(),
    onHand: integer("on_hand").notNull().default(0),
    /** Fulfilment is emailed when `on_hand` falls to this (0: only when it runs out). */
    lowStockLevel: integer("low_stock_level").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("product_variants_on_hand_not_negative", sql`${t.onHand} >= 0`),
    check("product_variants_low_stock_not_negative", sql`${t.lowStockLevel} >= 0`),
    unique("product_variants_option").on(t.productId, t.size, t.color).nullsNotDistinct(),
  ],
);

/** Stock set aside for a payment being made: 15 minutes, taken when it is paid. */
export const stockHolds = pgTable(
  "stock_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id),
    quantity: integer("quantity").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** held (live until `expires_at`), taken (paid), released (cancelled or failed), short (paid with none left), restocked (refunded and back in stock). */
    state: text("state").$type<StockHoldState>().notNull().default("held"),
    /** A keyed hash of the network the payment came from: what one network holds at once is bounded (decision 0041). */
    buyerNetwork: text("buyer_network"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stock_holds_quantity_positive", sql`${t.quantity} > 0`),
    index("stock_holds_network_idx").on(t.buyerNetwork, t.variantId).where(sql`${t.state} = 'held'`),
    check("stock_holds_state", sql`${t.state} in ('held', 'taken', 'released', 'short', 'restocked')`),
    index("stock_holds_live_idx").on(t.variantId, t.expiresAt).where(sql`${t.state} = 'held'`),
    index("stock_holds_order_idx").on(t.orderId),
  ],
);

/** Every change to `on_hand`, with why and who: the stock's own ledger. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id),
    change: integer("change").notNull(),
    onHandAfter: integer("on_hand_after").notNull(),
    reason: text("reason").$type<StockReason>().notNull(),
    /** Staff id, when a person made it; the label stays if they leave. */
    actorId: uuid("actor_id"),
    actorLabel: text("actor_label").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stock_movements_reason", sql`${t.reason} in ('received', 'sold', 'refunded-and-restocked', 'damaged', 'correction', 'counted')`),
    index("stock_movements_variant_idx").on(t.variantId, t.at),
  ],
);

/**
 * Whose holds are whose (docs/decisions/0041-holds-per-buyer.md): one row per key a buyer was
 * known by (client address, email, browser), each a keyed hash, pointing at that buyer's latest
 * order holding stock. A new payment from any of those keys releases the earlier order's holds.
 */
export const stockBuyers = pgTable("stock_buyers", {
  buyer: text("buyer").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("stock_buyers_order_idx").on(t.orderId)]);
