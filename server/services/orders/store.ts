// Storing orders and gifts: the pending row (and its lines) before checkout, the
// provider's session on it, and reading an order back with its lines.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { OrderTotals } from "../../../core/pricing";
import { createBatcher } from "../../db/batcher";
import { jsonRows } from "../../db/json-rows";
import type { Database, Transaction } from "../../db/client";
import { placeholders } from "../../db/placeholders";
import { checkoutSessions, orderLines, orders, type OrderLineRow, type OrderRow, type ProviderName } from "../../db/schema/index";
import { holdStock, releaseHolds, type HoldingBuyer } from "../catalogue/stock";
import type { OrderDraft } from "./pricing";

type NewOrder = typeof orders.$inferInsert;

// Every column a draft may set. A cart's insert has a placeholder for each (null where a draft
// leaves one out): building the query with drizzle for every request was a fifth of
// create-payment's CPU. A gift's row goes with other gifts' as JSON (below).
const pendingOrderColumns = [
  "type", "provider", "test", "itemsTotal", "giftWrapTotal", "shippingTotal", "donationTotal", "total",
  "shippingOption", "frequency", "firstName", "lastName", "email", "phone", "address", "city", "postalCode",
  "country", "message", "giftAidName", "giftAidAddress", "giftAidPostcode", "giftAidWordingVersion",
  "giftAidText", "giftAidDeclaredAt", "newsChoice", "buyerBrowser",
] as const satisfies readonly (keyof NewOrder)[];
export type PendingOrderColumn = (typeof pendingOrderColumns)[number];

function prepareOrderInsert(db: Database | Transaction) {
  return db
    .insert(orders)
    .values(placeholders(pendingOrderColumns))
    .returning({ id: orders.id, reference: orders.reference })
    .prepare("insert_pending_order");
}

// Gifts are inserted together: every gift asked for while the last insert was in flight goes in
// the next one. Each row carries an id made here, which is how each caller finds its own
// reference among those returned.
const giftRows = jsonRows(orders, ["id", ...pendingOrderColumns]);
type PendingRow = Partial<Record<PendingOrderColumn, unknown>> & { id: string };

async function insertGifts(db: Database, rows: readonly PendingRow[]): Promise<{ id: string; reference: string }[]> {
  const result = (await db.execute(
    sql`insert into ${orders} (${giftRows.names}) select ${giftRows.names} from ${giftRows.from(rows)} returning id, reference`,
  )) as { rows: { id: string; reference: string }[] };
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const stored = byId.get(row.id);
    if (!stored) throw new Error("order was not stored");
    return stored;
  });
}
const giftInserters = new WeakMap<Database, (row: PendingRow) => Promise<{ id: string; reference: string }>>();

/** Who is paying, as keyed hashes (server/services/catalogue/buyers.ts). */
export interface PendingBuyer extends HoldingBuyer {
  /** The browser's own key, kept on the order: what reads it back on the success page. */
  browser?: string;
}

export async function insertPendingOrder(
  db: Database,
  draft: OrderDraft,
  provider: { name: ProviderName; test: boolean },
  buyer: PendingBuyer = { keys: [] },
): Promise<{ id: string; reference: string }> {
  const row: Partial<Record<PendingOrderColumn, unknown>> = { ...draft.order, provider: provider.name, test: provider.test, buyerBrowser: buyer.browser ?? null };
  // A gift is one row, atomic on its own, so it can share a statement with other gifts.
  if (draft.lines.length === 0) {
    let insert = giftInserters.get(db);
    if (!insert) giftInserters.set(db, (insert = createBatcher((rows: readonly PendingRow[]) => insertGifts(db, rows))));
    return insert({ ...row, id: randomUUID() });
  }
  const values = Object.fromEntries(pendingOrderColumns.map((column) => [column, row[column] ?? null]));
  return db.transaction(async (tx) => {
    const [order] = await prepareOrderInsert(tx).execute(values);
    if (!order) throw new Error("order was not stored");
    await tx.insert(orderLines).values(draft.lines.map((line) => ({ ...line, orderId: order.id })));
    // Counted stock is held for this payment, or the whole order is refused (and rolled back).
    await holdStock(
      tx,
      order.id,
      draft.lines.map((line) => ({ productId: line.productId, name: line.name, size: line.size ?? null, color: line.color ?? null, quantity: line.quantity })),
      buyer,
    );
    return order;
  });
}

export interface OrderView extends OrderRow {
  lines: OrderLineRow[];
}

export async function loadOrder(db: Database | Transaction, id: string): Promise<OrderView | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
  return { ...order, lines };
}

export async function findOrderIdBySession(db: Database | Transaction, sessionId: string): Promise<string | undefined> {
  const [session] = await db.select({ orderId: checkoutSessions.orderId }).from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
  return session?.orderId;
}

/** The checkout session recorded for an order, if one is. */
export async function findSessionIdOfOrder(db: Database | Transaction, orderId: string): Promise<string | undefined> {
  const [session] = await db.select({ sessionId: checkoutSessions.sessionId }).from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
  return session?.sessionId;
}

export async function findOrderIdBySubscription(db: Database | Transaction, subscriptionId: string): Promise<string | undefined> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerSubscriptionId, subscriptionId));
  return order?.id;
}

export function orderTotals(order: OrderRow): OrderTotals {
  const subtotal = order.itemsTotal + order.giftWrapTotal;
  return {
    items: order.itemsTotal,
    giftWrap: order.giftWrapTotal,
    subtotal,
    shipping: order.shippingTotal,
    donation: order.donationTotal,
    total: order.total,
  };
}


/**
 * The provider's checkout session, once it exists (the sandbox writes it itself). An order keeps
 * its first session: a second one for it, or a session already recorded, changes nothing.
 */
export async function recordCheckoutSession(db: Database | Transaction, orderId: string, sessionId: string): Promise<void> {
  await db.insert(checkoutSessions).values({ sessionId, orderId }).onConflictDoNothing();
}

/** The provider could not open a checkout: the pending order will never be paid. */
export async function markCheckoutFailed(db: Database, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: "failed", updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
    await releaseHolds(tx, orderId);
  });
}
