// To the customer, when an order is paid.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatPence } from "../../../core/money";
import type { EmailContext, EmailOrder } from "../email-order";
import { EmailLayout, heading, subheading, text } from "./layout";
import { Address, formatDate, LineItems, Totals } from "./parts";

export function OrderConfirmation({ order, context }: { order: EmailOrder; context: EmailContext }) {
  return (
    <EmailLayout
      preview={`Thank you for your order ${order.reference}: ${formatPence(order.totals.total)}`}
      test={order.test}
      publicUrl={context.publicUrl}
    >
      <Heading as="h1" style={heading}>
        Thank you for your order, {order.customer.firstName}
      </Heading>
      <Text style={text}>
        We have received your payment and are preparing your order. Order reference <strong>{order.reference}</strong>,
        paid on {formatDate(order.paidAt)}.
      </Text>
      <Heading as="h2" style={subheading}>
        Your items
      </Heading>
      <LineItems lines={order.lines} />
      <Totals order={order} />
      {order.totals.donation > 0 && (
        <Text style={text}>Thank you too for your donation of {formatPence(order.totals.donation)}: it goes straight to the ministry's work.</Text>
      )}
      <Heading as="h2" style={subheading}>
        Delivery
      </Heading>
      {order.shipping && (
        <Text style={text}>
          {order.shipping.name}: {order.shipping.time}.
        </Text>
      )}
      <Address order={order} />
      {order.orderPageUrl && (
        <Text style={text}>
          Follow your order, and find its tracking number once it is on its way:{" "}
          <Link href={order.orderPageUrl}>{order.orderPageUrl}</Link>
        </Text>
      )}
    </EmailLayout>
  );
}
