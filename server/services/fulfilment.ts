// The one place an order becomes paid. A verified Stripe event, the sandbox's
// pay button and the success page's server-side look-up all end here, and the
// unique constraints on payments and webhook_events make each payment count
// once however often, and however concurrently, it is reported.
// See docs/decisions/0004-at-most-once-fulfilment.md.
import { and, eq, inArray, sql } from "drizzle-orm";
import { nextMonthlyPayment } from "../../core/dates";
import type { Database, Transaction } from "../db/client";
import { orders, payments, webhookEvents, type OrderStatus, type ProviderName } from "../db/schema/index";
import { composeMonthlyReceipt, composeOrderEmails, paymentReviewNotice, type OrderEmailConfig } from "../email/order-emails";
import { enqueueEmail, type OutboundEmail, type Outbox } from "../email/outbox";
import type { Logger } from "../domain/logger";
import type { PaymentEvent } from "../payments/provider";
import { planEmail } from "../email/templates/account-emails";
import { manageLinkUrl } from "./account/access";
import { addBySoftOptIn } from "./soft-opt-in";
import { declarationCancelledAt, declarationCovers } from "./giving/declaration-cancellation";
import { emailOrderOf, linksOf, toEmailOrder } from "./orders/notifications";
import { releaseHolds, takeHolds } from "./catalogue/stock";
import { renderEmail } from "../email/render";
import { StockShortNotice } from "../email/templates/stock-notices";
import { announceChange } from "../live/change-feed";
import { findOrderIdBySession, findOrderIdBySubscription, loadOrder, recordCheckoutSession, type OrderView } from "./orders/store";

export interface FulfilmentDeps {
  db: Database;
  outbox: Outbox;
  log: Logger;
  emails: OrderEmailConfig;
}

/** What the routes and other services hold: fulfilment with its dependencies bound. */
export interface Fulfilment {
  apply(provider: ProviderName, event: PaymentEvent, webhook?: { id: string; type: string }): Promise<FulfilmentResult>;
}

export function createFulfilment(deps: FulfilmentDeps): Fulfilment {
  return { apply: (provider, event, webhook) => applyPaymentEvent(deps, provider, event, webhook) };
}

export type FulfilmentOutcome =
  /** A new payment was recorded (and, if it paid the order, its emails queued). */
  | "recorded"
  /** This payment, or this webhook event, was already handled. */
  | "duplicate"
  /** The order's state changed (failed, cancelled, subscription status). */
  | "updated"
  /** Nothing to do. */
  | "ignored"
  /** Paid, but not the amount or currency stored: held for review, the organisation told. */
  | "held"
  /** No order of ours matches: another integration's event, or one for a deleted order. */
  | "unknown-order";

export interface FulfilmentResult {
  outcome: FulfilmentOutcome;
  orderId?: string;
  /** True when this call marked the order paid and queued its emails. */
  paidNow?: boolean;
  /** Another email was queued (a later month's receipt, a failed monthly payment's notice). */
  notify?: boolean;
}

/**
 * Statuses an order has before its first payment. A payment to an order in any other status is a
 * later month of a monthly gift (or money for an order already paid): it never makes the order
 * "paid" again, which would move its paid date and hide a refund or a review.
 */
const unpaid: OrderStatus[] = ["pending", "failed", "cancelled"];

/** A later month's receipt, rendered from the order as it stands and the donor's Gift Aid cancellation, if any. */
async function laterMonthReceipt(db: Database | Transaction, order: OrderView, paymentReference: string, config: OrderEmailConfig): Promise<OutboundEmail> {
  const paidAt = new Date();
  const cancelledAt = await declarationCancelledAt(db, order.email);
  // Taken on the plan's day each month (a retried payment doesn't move it), as the provider bills.
  const view = { ...toEmailOrder(order, paidAt, linksOf(config)), nextPaymentAt: nextMonthlyPayment(order.paidAt ?? paidAt, paidAt) };
  const giftAidCancelledAt = view.giftAid && !declarationCovers(cancelledAt, paidAt) ? cancelledAt : undefined;
  return composeMonthlyReceipt({ ...view, ...(giftAidCancelledAt && { giftAidCancelledAt }) }, order.id, paymentReference, config);
}

async function resolveOrderId(db: Database | Transaction, event: Exclude<PaymentEvent, { type: "ignored" }>) {
  if (event.orderId) return event.orderId;
  if ("sessionId" in event) return findOrderIdBySession(db, event.sessionId);
  return findOrderIdBySubscription(db, event.subscriptionId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function applyPaymentEvent(
  deps: FulfilmentDeps,
  provider: ProviderName,
  event: PaymentEvent,
  webhook?: { id: string; type: string },
): Promise<FulfilmentResult> {
  const { db, log } = deps;
  const orderId = event.type === "ignored" ? undefined : await resolveOrderId(db, event);
  const knownOrderId = orderId && UUID.test(orderId) ? orderId : undefined;

  // Render before the transaction, so it holds its locks (PGlite: its one connection) briefly.
  let emails: OutboundEmail[] = [];
  let receipt: OutboundEmail | undefined;
  if ((event.type === "checkout.paid" || event.type === "subscription.paid") && knownOrderId) {
    const order = await loadOrder(db, knownOrderId);
    if (order && unpaid.includes(order.status)) emails = await composeOrderEmails(await emailOrderOf(db, order, new Date(), linksOf(deps.emails)), order.id, deps.emails);
    else if (order?.frequency === "monthly" && order.status !== "needs_review" && event.type === "subscription.paid") {
      receipt = await laterMonthReceipt(db, order, event.payment.reference, deps.emails);
    }
  }

  const result = await db.transaction(async (tx): Promise<FulfilmentResult> => {
    if (webhook) {
      const fresh = await tx
        .insert(webhookEvents)
        .values({ id: webhook.id, type: webhook.type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (fresh.length === 0) return { outcome: "duplicate", ...(knownOrderId && { orderId: knownOrderId }) };
    }
    if (event.type === "ignored") return { outcome: "ignored" };
    if (!knownOrderId) return { outcome: "unknown-order" };
    const [order] = await tx
      .select({
        id: orders.id,
        reference: orders.reference,
        provider: orders.provider,
        total: orders.total,
        currency: orders.currency,
        status: orders.status,
        frequency: orders.frequency,
        type: orders.type,
        test: orders.test,
        newsChoice: orders.newsChoice,
        email: orders.email,
        firstName: orders.firstName,
        lastName: orders.lastName,
      })
      .from(orders)
      .where(eq(orders.id, knownOrderId));
    if (!order || order.provider !== provider) return { outcome: "unknown-order" };

    switch (event.type) {
      case "checkout.paid":
      case "subscription.paid": {
        const { payment } = event;
        const recorded = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider,
            providerReference: payment.reference,
            providerPaymentId: payment.paymentId ?? null,
            orderType: order.type,
            test: order.test,
            amount: payment.amount,
          })
          .onConflictDoNothing()
          .returning({ id: payments.id });
        if (recorded.length === 0) return { outcome: "duplicate", orderId: order.id };
        // A session the provider confirmed before we recorded it (its event overtook our own write).
        if (event.type === "checkout.paid") await recordCheckoutSession(tx, order.id, event.sessionId);
        if (payment.amount !== order.total || (payment.currency ?? order.currency) !== order.currency) {
          // Money moved, but not what we asked for: recorded, held for a person to look at,
          // and nothing sent to the customer as if all were well.
          log.error({ orderId: order.id, expected: order.total, paid: payment.amount, currency: payment.currency }, "payment differs from the order: held for review");
          await tx.update(orders).set({ status: "needs_review", updatedAt: sql`now()` }).where(eq(orders.id, order.id));
          await enqueueEmail(
            tx,
            await paymentReviewNotice(
              { reference: order.reference, orderId: order.id, expected: order.total, currency: order.currency, paid: payment.amount, paidCurrency: payment.currency ?? order.currency, paymentReference: payment.reference },
              deps.emails,
            ),
          );
          return { outcome: "held", orderId: order.id };
        }
        const monthly = order.frequency === "monthly";
        const paid = await tx
          .update(orders)
          .set({
            status: "paid",
            paidAt: sql`now()`,
            updatedAt: sql`now()`,
            ...(payment.customerId && { providerCustomerId: payment.customerId }),
            ...(payment.subscriptionId && { providerSubscriptionId: payment.subscriptionId }),
            ...(monthly && { subscriptionStatus: "active" as const }),
          })
          .where(and(eq(orders.id, order.id), inArray(orders.status, unpaid)))
          .returning({ id: orders.id });
        if (paid.length === 0) {
          if (!monthly) return { outcome: "recorded", orderId: order.id, paidNow: false };
          // A later month of a monthly gift: the money is recorded; the gift is (again) in good
          // standing; a gift refunded in full now holds money again; the donor gets this month's
          // receipt (not while the gift waits for a person to review it).
          await tx
            .update(orders)
            .set({
              subscriptionStatus: sql`case when ${orders.subscriptionStatus} = 'cancelled' then ${orders.subscriptionStatus} else 'active' end`,
              status: sql`case when ${orders.status} = 'refunded' then 'partially_refunded' else ${orders.status} end`,
              updatedAt: sql`now()`,
            })
            .where(eq(orders.id, order.id));
          if (order.status === "needs_review") return { outcome: "recorded", orderId: order.id, paidNow: false };
          if (!receipt) {
            // Only if the order changed between the read above and this transaction; render now.
            const view = await loadOrder(tx, order.id);
            if (view) receipt = await laterMonthReceipt(tx, view, payment.reference, deps.emails);
          }
          if (receipt) await enqueueEmail(tx, receipt);
          return { outcome: "recorded", orderId: order.id, paidNow: false, ...(receipt && { notify: true }) };
        }
        if (order.type === "merchandise") {
          // Paid: the held stock leaves the shelf. A hold that ran out while the buyer paid, whose
          // stock went elsewhere, is never oversold: the order waits for a person instead.
          const taken = await takeHolds(tx, order.id, deps.emails);
          if (taken.soldOutChanged) await announceChange(tx, "catalogue");
          if (taken.short.length > 0) {
            log.error({ orderId: order.id, short: taken.short }, "paid after its stock hold ran out and the stock went elsewhere: held for review");
            await tx.update(orders).set({ status: "needs_review", updatedAt: sql`now()` }).where(eq(orders.id, order.id));
            const adminUrl = `${deps.emails.publicUrl}/admin/orders/${order.reference}`;
            const rendered = await renderEmail(StockShortNotice({ reference: order.reference, items: taken.short, adminUrl, publicUrl: deps.emails.publicUrl }));
            await enqueueEmail(tx, {
              kind: "stock-review",
              to: deps.emails.orgEmail,
              subject: `Order needs review: ${order.reference} (not enough stock)`,
              ...rendered,
              dedupeKey: `order:${order.id}:stock-review`,
            });
            return { outcome: "held", orderId: order.id };
          }
        }
        if (emails.length === 0) {
          // Only if the order changed between the read above and this transaction; render now.
          const view = await loadOrder(tx, order.id);
          if (view) emails = await composeOrderEmails(await emailOrderOf(tx, view, new Date(), linksOf(deps.emails)), order.id, deps.emails);
        }
        for (const email of emails) await enqueueEmail(tx, email);
        // The soft opt-in joins the supporter to the list now that the payment is theirs, not when a checkout merely started.
        if (order.newsChoice === "soft_opt_in") {
          await addBySoftOptIn(tx, { email: order.email, firstName: order.firstName, lastName: order.lastName, source: order.type === "donation" ? "gift" : "order" });
        }
        return { outcome: "recorded", orderId: order.id, paidNow: true };
      }
      case "checkout.processing":
        return { outcome: "ignored", orderId: order.id };
      case "checkout.failed":
      case "checkout.expired": {
        const changed = await tx
          .update(orders)
          .set({ status: event.type === "checkout.failed" ? "failed" : "cancelled", updatedAt: sql`now()` })
          .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
          .returning({ id: orders.id });
        if (changed.length) await releaseHolds(tx, order.id);
        return { outcome: changed.length ? "updated" : "ignored", orderId: order.id };
      }
      case "subscription.payment_failed": {
        // The donor hears once, as the gift falls behind; the provider's retries add nothing.
        const [behind] = await tx
          .update(orders)
          .set({ subscriptionStatus: "past_due", providerSubscriptionId: sql`coalesce(${orders.providerSubscriptionId}, ${event.subscriptionId})`, updatedAt: sql`now()` })
          .where(and(eq(orders.id, order.id), sql`${orders.subscriptionStatus} is distinct from 'past_due'`, sql`${orders.subscriptionStatus} is distinct from 'cancelled'`))
          .returning({ firstName: orders.firstName, email: orders.email, test: orders.test, total: orders.total });
        if (behind) {
          const email = await planEmail("failed", {
            reference: order.reference,
            firstName: behind.firstName,
            amount: behind.total,
            accountUrl: manageLinkUrl(deps.emails.publicUrl, deps.emails.orderLinkSecret, order.id),
            test: behind.test,
            publicUrl: deps.emails.publicUrl,
          });
          await enqueueEmail(tx, { kind: "plan-failed", to: behind.email, ...email, dedupeKey: `order:${order.id}:plan-failed:${webhook?.id ?? Date.now()}` });
        }
        return { outcome: "updated", orderId: order.id, ...(behind && { notify: true }) };
      }
      case "subscription.ended": {
        await tx
          .update(orders)
          .set({
            subscriptionStatus: "cancelled",
            providerSubscriptionId: sql`coalesce(${orders.providerSubscriptionId}, ${event.subscriptionId})`,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id));
        return { outcome: "updated", orderId: order.id };
      }
    }
  });

  if (result.paidNow || result.outcome === "held" || result.notify) deps.outbox.notify();
  log.info({ provider, event: event.type, webhookEventId: webhook?.id, ...result }, "payment event handled");
  return result;
}
