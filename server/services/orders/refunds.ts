// Money given back: refunds staff ask for in the back office, and refunds the provider reports
// (made in Stripe's dashboard, or ours confirmed by webhook). Both end in `applyRefundStatus`,
// which moves the order's refunded total and payment status and tells the customer once.
//
// Never more than was paid: a staff refund is recorded as pending, with the order locked,
// before the provider is asked, so a second refund at the same moment waits for the lock and
// then counts the first. The provider refuses anything above what is left as well.
import { and, eq, ne, sql } from "drizzle-orm";
import { formatPence } from "../../../core/money";
import type { Database, Transaction } from "../../db/client";
import { orders, payments, refunds, webhookEvents, type OrderRow, type ProviderName } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, NotFoundError } from "../../domain/errors";
import type { Logger } from "../../domain/logger";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { refundEmail } from "../../email/templates/refund";
import type { PaymentProvider, ProviderRefund, RefundEvent, RefundResult } from "../../payments/provider";
import type { AuditLog } from "../staff/audit-log";
import { orderPageUrl } from "./order-link";
import { restockOrder } from "../catalogue/stock";
import { announceChange } from "../../live/change-feed";

export interface RefundsDeps {
  db: Database;
  provider: PaymentProvider;
  outbox: Outbox;
  audit: AuditLog;
  log: Logger;
  publicUrl: string;
  orderLinkSecret: string;
}

export interface StaffRefundRequest {
  amount: number;
  reason: string;
  /** The order's version the page showed: a page acting on an older one is refused. */
  version: number;
  /** Put the order's items back in stock (they came back, fit to sell again). */
  restock?: boolean;
}

export type ProviderRefundOutcome = "recorded" | "updated" | "duplicate" | "unknown-payment";

export interface Refunds {
  /** Refunds part or all of an order (PM-…) through the provider; answers the provider's status. */
  refundOrder(reference: string, request: StaffRefundRequest, actor: Actor, context: RequestContext): Promise<RefundResult>;
  /** Refunds all or part of one gift (a one-time gift, or one month of a monthly gift). */
  refundGift(paymentId: string, request: { amount: number; reason: string }, actor: Actor, context: RequestContext): Promise<RefundResult>;
  /** A refund the provider reports by webhook: recorded once, whoever made it. */
  recordFromProvider(provider: ProviderName, event: RefundEvent, webhook: { id: string; type: string }): Promise<{ outcome: ProviderRefundOutcome; orderId?: string }>;
}

/** Orders money can be given back from. */
const refundable = ["paid", "partially_refunded", "needs_review"] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RefundStatus = ProviderRefund["status"];

export function createRefunds(deps: RefundsDeps): Refunds {
  const { db, audit } = deps;

  async function paidAndHeld(tx: Transaction, orderId: string) {
    const [paid, given] = await Promise.all([
      tx.select().from(payments).where(eq(payments.orderId, orderId)),
      tx.select().from(refunds).where(and(eq(refunds.orderId, orderId), ne(refunds.status, "failed"))),
    ]);
    return { paid, given };
  }

  /**
   * A refund's status has changed from `before` to `after`: the order's refunded total follows
   * succeeded refunds (up when one succeeds, down if a succeeded one later fails), and the
   * customer hears once, when their money is on its way.
   */
  async function applyRefundStatus(tx: Transaction, order: OrderRow, refund: { id: string; amount: number }, before: RefundStatus | undefined, after: RefundStatus) {
    const delta = (after === "succeeded" ? refund.amount : 0) - (before === "succeeded" ? refund.amount : 0);
    if (delta === 0) return;
    const paid = (await tx.select({ amount: payments.amount }).from(payments).where(eq(payments.orderId, order.id))).reduce((sum, p) => sum + p.amount, 0);
    const refundedTotal = Math.max(0, order.refundedTotal + delta);
    const status = refundedTotal === 0 ? (order.status === "needs_review" ? "needs_review" : "paid") : refundedTotal >= paid ? "refunded" : "partially_refunded";
    await tx
      .update(orders)
      .set({ refundedTotal, status, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    if (delta > 0) {
      const email = await refundEmail({
        reference: order.reference,
        firstName: order.firstName,
        amount: refund.amount,
        full: refundedTotal >= paid,
        ...(order.type === "merchandise" && { orderPageUrl: orderPageUrl(deps.publicUrl, deps.orderLinkSecret, order.reference) }),
        test: order.test,
        publicUrl: deps.publicUrl,
      });
      await enqueueEmail(tx, { kind: "refund", to: order.email, ...email, dedupeKey: `order:${order.id}:refund:${refund.id}` });
    }
  }

  /** Records what the provider answered for one of our pending refunds (unless a webhook got there first). */
  async function settle(refundId: string, result: RefundResult, actor: Actor, context: RequestContext) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
      if (!row) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for("update");
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
      if (!order || !current || current.status !== "pending") return;
      await tx
        .update(refunds)
        .set({ status: result.status, providerRefundId: result.id, ...(result.status !== "pending" && { settledAt: sql`now()` }) })
        .where(eq(refunds.id, refundId));
      await applyRefundStatus(tx, order, current, "pending", result.status);
      await audit.record(
        {
          actor,
          action: result.status === "failed" ? "order.refund_failed" : "order.refunded",
          target: { type: "order", id: order.reference },
          context,
          details: { amount: formatPence(current.amount), status: result.status, reason: current.reason },
        },
        tx,
      );
    });
    deps.outbox.notify();
  }

  async function fail(refundId: string, why: string, actor: Actor, context: RequestContext) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: "failed", settledAt: sql`now()` })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
        .returning();
      if (!row) return;
      const [order] = await tx.select({ reference: orders.reference }).from(orders).where(eq(orders.id, row.orderId));
      await audit.record(
        { actor, action: "order.refund_failed", target: { type: "order", id: order?.reference ?? row.orderId }, context, details: { amount: formatPence(row.amount), why } },
        tx,
      );
    });
  }

  /** The refund as asked for, before the provider is: with the order locked, so it counts against what is left. */
  async function recordPending(tx: Transaction, order: OrderRow, paymentId: string, request: { amount: number; reason: string }, actor: Actor): Promise<string> {
    const [row] = await tx
      .insert(refunds)
      .values({ orderId: order.id, paymentId, amount: request.amount, reason: request.reason, status: "pending", createdBy: actor.actorId, createdByLabel: actor.actorLabel })
      .returning({ id: refunds.id });
    // A refund asked for is a change: a page still showing the old version must reload.
    await tx.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    return row!.id;
  }

  async function askProvider(prepared: { refundId: string; paymentReference: string }, request: { amount: number; reason: string }, actor: Actor, context: RequestContext) {
    let result: RefundResult;
    try {
      result = await deps.provider.refund({
        paymentReference: prepared.paymentReference,
        amount: request.amount,
        reason: request.reason,
        idempotencyKey: `refund-${prepared.refundId}`,
        refundId: prepared.refundId,
      });
    } catch (error) {
      await fail(prepared.refundId, error instanceof Error ? error.message : "the provider refused", actor, context);
      throw error;
    }
    await settle(prepared.refundId, result, actor, context);
    return result;
  }

  return {
    async refundOrder(reference, request, actor, context) {
      const prepared = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.reference, reference.toUpperCase()), eq(orders.type, "merchandise")))
          .for("update");
        if (!order) throw new NotFoundError(`There is no order ${reference}`);
        if (order.version !== request.version) {
          throw new ConflictError(`${order.reference} changed since this page was opened: reload it and check before refunding.`);
        }
        if (!(refundable as readonly string[]).includes(order.status)) {
          throw new ConflictError(`${order.reference} can't be refunded: ${order.status === "refunded" ? "it has been refunded in full" : "it is not paid"}.`);
        }
        const { paid, given } = await paidAndHeld(tx, order.id);
        const left = paid.reduce((sum, p) => sum + p.amount, 0) - given.reduce((sum, r) => sum + r.amount, 0);
        if (request.amount > left) {
          const message = `Only ${formatPence(Math.max(0, left))} of ${order.reference} can still be refunded.`;
          throw new ConflictError(message, [{ field: "amount", message }]);
        }
        // The payment with the most left on it (an order has one; a monthly gift one a month).
        const payment = paid
          .map((p) => ({ p, left: p.amount - given.filter((r) => r.paymentId === p.id).reduce((sum, r) => sum + r.amount, 0) }))
          .filter((candidate) => candidate.left >= request.amount)
          .sort((a, b) => b.left - a.left)[0]?.p;
        if (!payment) throw new ConflictError("No single payment of this order has that much left to refund: refund it in parts.", [{ field: "amount", message: "Refund it in parts" }]);
        const refundId = await recordPending(tx, order, payment.id, request, actor);
        if (request.restock) {
          // The items are back on the shelf whatever the provider then answers: a refund tried
          // again restocks nothing twice.
          const { restocked, soldOutChanged } = await restockOrder(tx, order.id, actor);
          if (restocked > 0) {
            await audit.record({ actor, action: "order.restocked", target: { type: "order", id: order.reference }, context, details: { before: { restocked: 0 }, after: { restocked } } }, tx);
          }
          if (soldOutChanged) await announceChange(tx, "catalogue");
        }
        return { refundId, paymentReference: payment.providerReference };
      });

      return askProvider(prepared, request, actor, context);
    },

    async refundGift(paymentId, request, actor, context) {
      if (!UUID.test(paymentId)) throw new NotFoundError("There is no such gift");
      const prepared = await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        if (!payment) throw new NotFoundError("There is no such gift");
        const [order] = await tx.select().from(orders).where(and(eq(orders.id, payment.orderId), eq(orders.type, "donation"))).for("update");
        if (!order) throw new NotFoundError("There is no such gift");
        if (!(refundable as readonly string[]).includes(order.status)) throw new ConflictError(`${order.reference} can't be refunded: it is not paid.`);
        const given = await tx.select().from(refunds).where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, "failed")));
        const left = payment.amount - given.reduce((sum, r) => sum + r.amount, 0);
        if (request.amount > left) {
          const message = `Only ${formatPence(Math.max(0, left))} of this gift can still be refunded.`;
          throw new ConflictError(message, [{ field: "amount", message }]);
        }
        return { refundId: await recordPending(tx, order, payment.id, request, actor), paymentReference: payment.providerReference };
      });
      return askProvider(prepared, request, actor, context);
    },

    async recordFromProvider(provider, event, webhook) {
      const { refund } = event;
      const result = await db.transaction(async (tx): Promise<{ outcome: ProviderRefundOutcome; orderId?: string }> => {
        const fresh = await tx.insert(webhookEvents).values(webhook).onConflictDoNothing().returning({ id: webhookEvents.id });
        if (fresh.length === 0) return { outcome: "duplicate" };
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, refund.paymentId)));
        if (!payment) return { outcome: "unknown-payment" };
        const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
        if (!order) return { outcome: "unknown-payment" };
        const [byProviderId] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, refund.id));
        const [ours] =
          byProviderId || !refund.refundId || !UUID.test(refund.refundId)
            ? [byProviderId]
            : await tx.select().from(refunds).where(and(eq(refunds.id, refund.refundId), eq(refunds.orderId, order.id)));
        if (ours) {
          if (ours.status === refund.status && ours.providerRefundId) return { outcome: "duplicate", orderId: order.id };
          await tx
            .update(refunds)
            .set({ status: refund.status, providerRefundId: refund.id, ...(refund.status !== "pending" && { settledAt: sql`now()` }) })
            .where(eq(refunds.id, ours.id));
          await applyRefundStatus(tx, order, ours, ours.status, refund.status);
          return { outcome: "updated", orderId: order.id };
        }
        // Made in the provider's dashboard: recorded as the provider's.
        const [row] = await tx
          .insert(refunds)
          .values({
            orderId: order.id,
            paymentId: payment.id,
            amount: refund.amount,
            reason: refund.reason ?? "Refunded in the payment provider's dashboard",
            status: refund.status,
            providerRefundId: refund.id,
            createdByLabel: provider === "stripe" ? "Stripe dashboard" : "payment provider",
            ...(refund.status !== "pending" && { settledAt: sql`now()` }),
          })
          .returning({ id: refunds.id, amount: refunds.amount });
        await applyRefundStatus(tx, order, row!, undefined, refund.status);
        return { outcome: "recorded", orderId: order.id };
      });
      if (result.outcome === "recorded" || result.outcome === "updated") deps.outbox.notify();
      deps.log.info({ provider, webhookEventId: webhook.id, ...result }, "refund event handled");
      return result;
    },
  };
}
