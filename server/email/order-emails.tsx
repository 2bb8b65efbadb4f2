// The emails a paid order or gift sends: the customer's confirmation or the
// donor's receipt, and the organisation's notice. Rendered to HTML and plain
// text when queued (docs/decisions/0002-email-outbox.md).
import { formatPence } from "../../core/money";
import { siteConfig } from "../../core/site-config";
import type { EmailContext, EmailOrder } from "./email-order";
import type { OutboundEmail } from "./outbox";
import { renderEmail } from "./render";
import { DonationReceipt } from "./templates/donation-receipt";
import { OrderConfirmation } from "./templates/order-confirmation";
import { OrganisationNotice } from "./templates/organisation-notice";

export interface OrderEmailConfig extends EmailContext {
  orgEmail: string;
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
        isOrder ? `New order ${order.reference}: ${amount}` : `New ${monthly ? "monthly" : "one-time"} gift ${order.reference}: ${amount}`,
      ),
      ...notice,
      // Replies go to the customer, not back to ourselves.
      headers: { "Reply-To": order.customer.email },
      dedupeKey: orderEmailKey(orderId, "organisation"),
    },
  ];
}
