// Which orders and gifts the law makes us keep, shared by erasure (which keeps and marks them)
// and the retention job (which anonymises them once that stops being true). The periods come
// from core/retention.ts, the privacy page's source.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { retentionCutoff, retentionRule } from "../../../core/retention";
import type { HeldReason } from "../../../core/schemas/admin-privacy";
import type { Database, Transaction } from "../../db/client";
import { orderEvents, orderLines, orders } from "../../db/schema/index";

export function keptRecordCutoffs(now: Date) {
  return {
    /** Money moved at or after this: the accounts must keep the record. */
    accounts: retentionCutoff(retentionRule("orders").period!, now),
    /** A Gift Aid gift at or after this: HMRC can still ask for the declaration behind it. */
    giftAid: retentionCutoff(retentionRule("giftAid").period!, now),
  };
}

/** The order moved money (paid, refunded since, or flagged for review after paying). */
export const movedMoney: SQL = sql`(${orders.paidAt} is not null or exists (select 1 from payments p where p.order_id = ${orders.id}))`;

/** The latest money on an order: its last payment (a monthly plan's latest month), else when it was placed. */
const lastMoneyOf = (id: SQL | typeof orders.id, createdAt: SQL | typeof orders.createdAt): SQL =>
  sql`coalesce((select max(p.paid_at) from payments p where p.order_id = ${id}), ${createdAt})`;
const lastActivity = lastMoneyOf(orders.id, orders.createdAt);

/**
 * Why the accounts or HMRC still need this order, or null when nothing keeps it. A gift with a Gift
 * Aid declaration is kept while any Gift Aid gift by the same donor is within its period, since one
 * declaration covers every later gift.
 */
export function heldReasonSql(now: Date): SQL<HeldReason | null> {
  const { accounts, giftAid } = keptRecordCutoffs(now);
  return sql<HeldReason | null>`case
    when ${orders.giftAidName} is not null and exists (
      select 1 from orders g
      where lower(g.email) = lower(${orders.email}) and g.gift_aid_name is not null
        and ${lastMoneyOf(sql`g.id`, sql`g.created_at`)} >= ${giftAid.toISOString()}::timestamptz
    ) then 'gift_aid'
    when ${movedMoney} and ${lastActivity} >= ${accounts.toISOString()}::timestamptz then 'accounts'
    when ${orders.subscriptionStatus} in ('active', 'past_due') then 'accounts'
    else null end`;
}

/** Every column of an order that names, reaches or locates a person, cleared. */
export const anonymisedOrder = (at: Date) => ({
  firstName: "",
  lastName: "",
  email: "",
  phone: null,
  address: null,
  city: null,
  postalCode: null,
  message: null,
  giftAidName: null,
  giftAidAddress: null,
  giftAidPostcode: null,
  providerCustomerId: null,
  anonymisedAt: at,
});

/** Clears what identifies a person on these orders, their lines' notes and staff notes; amounts stay. */
export async function anonymiseOrders(tx: Database | Transaction, ids: string[], at: Date): Promise<void> {
  if (!ids.length) return;
  await tx.update(orders).set(anonymisedOrder(at)).where(inArray(orders.id, ids));
  await tx.update(orderLines).set({ notes: null }).where(inArray(orderLines.orderId, ids));
  await tx.update(orderEvents).set({ body: null }).where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, "note")));
}

/** A column holding an email address, compared without case with an address already lower-cased. */
export const sameAddress = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;
