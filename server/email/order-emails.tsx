// The emails a paid order or gift sends: the customer's confirmation or the
// donor's receipt, and the organisation's notice. Rendered to HTML and plain
// text when queued (docs/decisions/0002-email-outbox.md).
import { formatPence } from "../../core/money";
import { siteConfig } from "../../core/site-config";
import type { EmailContext, EmailOrder } from "./email-order";
import type { OutboundEmail } from "./outbox";
import { renderEmail } from "./render";
import { DonationReceipt } from "./templates/donation-receipt";
import { formatDate } from "./templates/parts";
import { OrderConfirmation } from "./templates/order-confirmation";
import { OrganisationNotice } from "./templates/organisation-notice";
import { PaymentReviewNotice } from "./templates/payment-review";

export interface OrderEmailConfig extends EmailContext {
  orgEmail: string;
  /** Signs the link to the customer's order page (the server's token secret). */
  orderLinkSecret: string;
}

export type OrderEmailRole = "customer" | "organisation";

/** One email per order and role, ever: the outbox's dedupe key. */
export function orderEmailKey(orderId: string, role: OrderEmailRole): string {
  return `order:${orderId}:${role}`;
}

function subject(order: EmailOrder, value: string): string {
  return order.test ? `[TEST] ${value}` : value;
}

export async function composeOrderEmails(order: EmailOrder, orderId: string, config: OrderEmailConfig): Promise<OutboundEmail[]> {
  const context: EmailContext = { publicUrl: config.publicUrl };
  const isOrder = order.type === "merchandise";
  const monthly = order.frequency === "monthly";
  const amount = formatPence(order.totals.total);

  const customer = await renderEmail(
    isOrder ? <OrderConfirmation order={order} context={context} /> : <DonationReceipt order={order} context={context} />,
  );
  const notice = await renderEmail(<OrganisationNotice order={order} context={context} />);

  return [
    {
      kind: isOrder ? "order-confirmation" : "donation-receipt",
      to: order.customer.email,
      subject: subject(
        order,
        isOrder
          ? `Your ${siteConfig.name} order ${order.reference}`
          : `Thank you for your ${monthly ? "monthly " : ""}gift to ${siteConfig.name}`,
      ),
      ...customer,
      dedupeKey: orderEmailKey(orderId, "customer"),
    },
    {
      kind: "organisation-notice",
      to: config.orgEmail,
      subject: subject(
        order,
        isOrder ? `New order ${order.reference}: ${amount}` : `New ${monthly ? "monthly" : "one-off"} gift ${order.reference}: ${amount}`,
      ),
      ...notice,
      // Replies go to the customer, not back to ourselves.
      headers: { "Reply-To": order.customer.email },
      dedupeKey: orderEmailKey(orderId, "organisation"),
    },
  ];
}

/**
 * The donor's receipt for a later month of a monthly gift (the first month's is in
 * composeOrderEmails). One per payment, ever: the outbox's dedupe key names the provider's payment.
 */
export async function composeMonthlyReceipt(order: EmailOrder, orderId: string, paymentReference: string, config: OrderEmailConfig): Promise<OutboundEmail> {
  const context: EmailContext = { publicUrl: config.publicUrl };
  return {
    kind: "donation-receipt",
    to: order.customer.email,
    subject: subject(order, `Receipt for your monthly gift ${order.reference}: ${formatPence(order.totals.total)} on ${formatDate(order.paidAt)}`),
    ...(await renderEmail(<DonationReceipt order={order} context={context} laterMonth />)),
    dedupeKey: `order:${orderId}:payment:${paymentReference}`,
  };
}

export interface PaymentReviewFacts {
  reference: string;
  orderId: string;
  expected: number;
  currency: string;
  paid: number;
  paidCurrency: string;
  paymentReference: string;
}

/** To the organisation: a payment arrived that doesn't match its order, so the order is held. */
export async function paymentReviewNotice(facts: PaymentReviewFacts, config: OrderEmailConfig): Promise<OutboundEmail> {
  const amount = (pence: number, currency: string) => (currency === "gbp" ? formatPence(pence) : `${(pence / 100).toFixed(2)} ${currency.toUpperCase()}`);
  const rendered = await renderEmail(
    <PaymentReviewNotice
      facts={facts}
      expected={amount(facts.expected, facts.currency)}
      paid={amount(facts.paid, facts.paidCurrency)}
      adminUrl={`${config.publicUrl}/admin/orders/${facts.reference}`}
      publicUrl={config.publicUrl}
    />,
  );
  return {
    kind: "payment-review",
    to: config.orgEmail,
    subject: `Payment needs review: ${facts.reference}`,
    ...rendered,
    dedupeKey: `order:${facts.orderId}:review:${facts.paymentReference}`,
  };
}
