// To the organisation (ORG_EMAIL), for every paid order and gift: what to fulfil and record.
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { formatPence } from "../../../core/money";
import type { EmailContext, EmailOrder } from "../email-order";
import { EmailLayout, heading, muted, subheading, text } from "./layout";
import { Address, formatDate, frequencyLabel, LineItems, Totals } from "./parts";

export function OrganisationNotice({ order, context }: { order: EmailOrder; context: EmailContext }) {
  const { customer } = order;
  const isOrder = order.type === "merchandise";
  return (
    <EmailLayout preview={`${order.reference}: ${formatPence(order.totals.total)}`} test={order.test} publicUrl={context.publicUrl}>
      <Heading as="h1" style={heading}>
        {isOrder ? "New order" : `New ${frequencyLabel(order).toLowerCase()}`} {order.reference}: {formatPence(order.totals.total)}
      </Heading>
      <Text style={text}>Paid on {formatDate(order.paidAt)}.</Text>
      <Heading as="h2" style={subheading}>
        {isOrder ? "Customer" : "Donor"}
      </Heading>
      <Text style={text}>
        {customer.firstName} {customer.lastName}
        <br />
        {customer.email}
        {customer.phone && (
          <>
            <br />
            {customer.phone}
          </>
        )}
      </Text>
      {isOrder ? (
        <>
          <Heading as="h2" style={subheading}>
            To send
          </Heading>
          <LineItems lines={order.lines} />
          <Totals order={order} />
          <Heading as="h2" style={subheading}>
            Ship to ({order.shipping?.name ?? "Standard Shipping"})
          </Heading>
          <Address order={order} />
        </>
      ) : (
        <>
          <Text style={text}>
            {frequencyLabel(order)} of {formatPence(order.totals.total)}
            {order.frequency === "monthly" ? " a month" : ""}.
          </Text>
          {order.message && (
            <>
              <Heading as="h2" style={subheading}>
                Their message
              </Heading>
              <Text style={text}>{order.message}</Text>
            </>
          )}
          <Heading as="h2" style={subheading}>
            Gift Aid
          </Heading>
          {order.giftAid ? (
            <>
              <Text style={text}>
                Declared on {formatDate(order.giftAid.declaredAt)} by {order.giftAid.name}, {order.giftAid.address}, {order.giftAid.postcode}.
                Claimable: {formatPence(order.giftAid.value)}.
              </Text>
              <Text style={muted}>{order.giftAid.text}</Text>
            </>
          ) : (
            <Text style={text}>No Gift Aid declaration.</Text>
          )}
        </>
      )}
    </EmailLayout>
  );
}
