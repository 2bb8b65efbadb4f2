// The success page's view of a payment: confirm it with the provider if we
// haven't heard yet, make sure its emails are queued, and report.
import { inArray } from "drizzle-orm";
import { nextMonthlyPayment } from "../../core/dates";
import { getShippingOption, type ShippingOptionId } from "../../core/pricing";
import { timingSafeEqual } from "node:crypto";
import type { ConfirmationEmailState, PurchaseStatus, WithheldPurchaseStatus } from "../../core/schemas/purchase-status";
import { outboxEmails } from "../db/schema/index";
import { composeOrderEmails, orderEmailKey } from "../email/order-emails";
import { enqueueEmail } from "../email/outbox";
import type { Database } from "../db/client";
import type { Logger } from "../domain/logger";
import type { Outbox } from "../email/outbox";
import type { OrderEmailConfig } from "../email/order-emails";
import type { PaymentProvider } from "../payments/provider";
import { ProviderUnavailableError } from "../payments/provider";
import type { Fulfilment } from "./fulfilment";
import { emailOrderOf, linksOf, toEmailOrder } from "./orders/notifications";
import { giftName } from "./orders/pricing";
import { findOrderIdBySession, findSessionIdOfOrder, loadOrder, orderTotals, type OrderView } from "./orders/store";

export interface PurchaseStatusDeps {
  db: Database;
  outbox: Outbox;
  log: Logger;
  emails: OrderEmailConfig;
  provider: PaymentProvider;
  fulfilment: Fulfilment;
}

const emailStates: Record<string, ConfirmationEmailState> = { sent: "sent", pending: "queued", failed: "failed" };

/**
 * Undefined when no order has this session. `browser` is the keyed hash of the asking browser's
 * id (server/http/buyer-cookie.ts): only the browser the payment came from reads the order's
 * email and items back; anyone else holding the session id learns its state and reference only
 * (docs/decisions/0041-holds-per-buyer.md). Either way the payment is confirmed and its emails
 * go only to the address stored with it.
 */
export async function confirmPurchase(deps: PurchaseStatusDeps, sessionId: string, browser?: string): Promise<PurchaseStatus | WithheldPurchaseStatus | undefined> {
  const { db, log, provider } = deps;
  let orderId = await findOrderIdBySession(db, sessionId);
  const recordedForThisSession = orderId !== undefined;
  let order = orderId ? await loadOrder(db, orderId) : undefined;

  if (!order || (order.status === "pending" && order.provider === provider.name)) {
    // The webhook may not have arrived (or the tab was closed): ask the provider ourselves.
    try {
      const snapshot = await provider.retrieveSession(sessionId);
      orderId ??= snapshot?.orderId;
      if (snapshot && orderId && snapshot.event.type !== "ignored" && (!snapshot.orderId || snapshot.orderId === orderId)) {
        await deps.fulfilment.apply(provider.name, { ...snapshot.event, orderId });
      }
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ err: { message: error.message } }, "could not confirm a session with the provider; reporting what we know");
    }
    order = orderId ? await loadOrder(db, orderId) : undefined;
  }
  if (!order) return undefined;
  // Found through the provider: an order whose checkout was another session is not this one's.
  if (!recordedForThisSession) {
    const recorded = await findSessionIdOfOrder(db, order.id);
    if (recorded !== undefined && recorded !== sessionId) return undefined;
  }

  const keys = [orderEmailKey(order.id, "customer"), orderEmailKey(order.id, "organisation")];
  let rows = await db
    .select({ key: outboxEmails.dedupeKey, status: outboxEmails.status, to: outboxEmails.to })
    .from(outboxEmails)
    .where(inArray(outboxEmails.dedupeKey, keys));
  if (order.status === "paid" && rows.length < keys.length) {
    // Paid orders queue their emails in the same transaction; this only repairs data from outside that path.
    const paid = order;
    const emails = await composeOrderEmails(await emailOrderOf(db, paid, undefined, linksOf(deps.emails)), paid.id, deps.emails);
    await db.transaction(async (tx) => {
      for (const email of emails) await enqueueEmail(tx, email);
    });
    deps.outbox.notify();
    rows = await db
      .select({ key: outboxEmails.dedupeKey, status: outboxEmails.status, to: outboxEmails.to })
      .from(outboxEmails)
      .where(inArray(outboxEmails.dedupeKey, keys));
  }
  const customerEmail = rows.find((row) => row.key === keys[0]);
  if (!sameBrowser(order.buyerBrowser, browser)) return { status: order.status, sessionId, reference: order.reference, email: null };
  return describe(order, sessionId, customerEmail && { to: customerEmail.to, state: emailStates[customerEmail.status] ?? "queued" });
}

function sameBrowser(stored: string | null, asking: string | undefined): boolean {
  if (!stored || !asking) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(asking);
  return a.length === b.length && timingSafeEqual(a, b);
}

function describe(order: OrderView, sessionId: string, email: PurchaseStatus["email"] | undefined): PurchaseStatus {
  const shipping = order.shippingOption ? getShippingOption(order.shippingOption as ShippingOptionId) : undefined;
  const items: PurchaseStatus["order"]["items"] =
    order.type === "merchandise"
      ? order.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          ...(line.size && { size: line.size }),
          ...(line.color && { color: line.color }),
          giftWrap: line.giftWrap,
          ...(line.notes && { notes: line.notes }),
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
        }))
      : [{ name: giftName(order.frequency ?? "one-time"), quantity: 1, giftWrap: false, unitPrice: order.total, lineTotal: order.total }];
  const emailed = toEmailOrder(order);
  const going = order.status === "paid" && order.frequency === "monthly" && (order.subscriptionStatus ?? "active") === "active";
  // The next one still to come, so a success page opened again weeks later doesn't name a past date.
  const nextPayment = going && order.paidAt ? nextMonthlyPayment(order.paidAt, new Date()) : undefined;
  return {
    status: order.status,
    sessionId,
    reference: order.reference,
    email: email ?? null,
    order: {
      type: order.type,
      items,
      totals: orderTotals(order),
      ...(shipping && { shipping: { id: shipping.id, name: shipping.name, time: shipping.time, price: order.shippingTotal } }),
      ...(order.frequency && { frequency: order.frequency }),
      ...(nextPayment && { nextPaymentAt: nextPayment.toISOString() }),
      ...(emailed.giftAid && { giftAid: { value: emailed.giftAid.value } }),
      test: order.test,
      currency: "gbp",
    },
  };
}
