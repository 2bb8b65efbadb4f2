// The emails a paid order or gift sends: the customer's confirmation or the
// donor's receipt, and the organisation's notice. Rendered to HTML and plain
// text when queued (docs/decisions/0002-email-outbox.md).
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { formatPence } from "../../core/money";
import { siteConfig } from "../../core/site-config";
import type { EmailContext, EmailOrder } from "./email-order";
import type { OutboundEmail } from "./outbox";
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

async function rendered(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: 78,
        selectors: [
          ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
          { selector: "table.line-items", format: "dataTable", options: { rowSpacing: 1 } },
        ],
      },
    }),
  ]);
  return { html, text };
}

function subject(order: EmailOrder, value: string): string {
  return order.test ? `[TEST] ${value}` : value;
}

export async function composeOrderEmails(order: EmailOrder, orderId: string, config: OrderEmailConfig): Promise<OutboundEmail[]> {
  const context: EmailContext = { publicUrl: config.publicUrl };
  const isOrder = order.type === "merchandise";
  const monthly = order.frequency === "monthly";
  const amount = formatPence(order.totals.total);

  const customer = await rendered(
    isOrder ? <OrderConfirmation order={order} context={context} /> : <DonationReceipt order={order} context={context} />,
  );
  const notice = await rendered(<OrganisationNotice order={order} context={context} />);

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
