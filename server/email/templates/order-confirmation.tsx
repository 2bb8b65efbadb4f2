// To the customer, when an order is paid. It is also the confirmation "on a durable medium" the
// Consumer Contracts Regulations 2013 ask for: who sold it, what it cost, when it should arrive,
// and the 14-day right to cancel with how to use it.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatDayAndDate } from "../../../core/dates";
import { formatPence } from "../../../core/money";
import { termsLink } from "../../../core/deep-links";
import { addressLine } from "../../../core/charity-details";
import { siteConfig } from "../../../core/site-config";
import { useCharityDetails } from "../charity-details-scope";
import type { EmailContext, EmailOrder } from "../email-order";
import { EmailLayout, heading, subheading, text } from "./layout";
import { Address, formatDate, LineItems, Totals } from "./parts";

export function OrderConfirmation({ order, context }: { order: EmailOrder; context: EmailContext }) {
  const returnsUrl = `${context.publicUrl}${termsLink("returns")}`;
  const formUrl = `${context.publicUrl}${termsLink("cancellationForm")}`;
  const estimate = order.deliveryEstimate;
  const charity = useCharityDetails();
  const sellerName = charity.legalName ?? siteConfig.name;
  const sellerAddress = charity.address && addressLine(charity.address);
  // How to tell us, from what is set: replying always works.
  const ways = [
    "reply to this email",
    charity.email && `write to ${charity.email}`,
    sellerAddress && `post a letter to ${sellerName}, ${sellerAddress}`,
  ].filter(Boolean) as string[];
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
          {estimate && (
            <>
              {" "}
              Delivery estimate: between {formatDayAndDate(estimate.earliest)} and {formatDayAndDate(estimate.latest)} (working days,
              not counting bank holidays).
            </>
          )}
        </Text>
      )}
      <Address order={order} />
      {order.orderPageUrl && (
        <Text style={text}>
          Follow your order, and find its tracking number once it is on its way:{" "}
          <Link href={order.orderPageUrl}>{order.orderPageUrl}</Link>
        </Text>
      )}
      <Heading as="h2" style={subheading}>
        Your right to cancel
      </Heading>
      <Text style={text}>
        You can cancel this order, without giving a reason, within 14 days of the day it reaches you. To cancel, tell us
        clearly before those 14 days are up: {ways.length > 1 ? `${ways.slice(0, -1).join(", ")}, or ${ways.at(-1)}` : ways[0]}. You may use our model cancellation form (below), but you don't have to.
      </Text>
      <Text style={text}>
        Then send the items back, unused, within 14 days of telling us
        {charity.returnPostage === "buyer" ? "; the cost of returning them is yours" : charity.returnPostage === "charity" ? "; we pay the cost of returning them" : ""}. We refund
        everything you paid, including standard delivery, within 14 days of getting them back (or of your proof that you
        sent them), to the card you paid with. Items printed to your own instructions can't be returned for a change of
        mind, and none of this affects your rights if something arrives faulty or not as described.
      </Text>
      <Text style={text}>
        The full terms: <Link href={returnsUrl}>{returnsUrl}</Link>. Model cancellation form:{" "}
        <Link href={formUrl}>{formUrl}</Link>.
      </Text>
      <Text style={text}>
        Sold by {sellerName}
        {charity.legalName && ` (trading as ${siteConfig.name})`}
        {sellerAddress && `, ${sellerAddress}`}.
      </Text>
    </EmailLayout>
  );
}
