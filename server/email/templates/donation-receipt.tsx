// To the donor, when a gift is paid: the receipt, with the Gift Aid declaration they made, and
// for a monthly gift when it is next taken and how to change or stop it. Each later month of a
// monthly gift has its own receipt (`laterMonth`): shorter, with a fresh "Manage or cancel" link,
// since the first one works once and for 60 days.
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatPence } from "../../../core/money";
import { supporterAccountPath } from "../../../core/deep-links";
import { registrationLine } from "../../../core/charity-details";
import { siteConfig } from "../../../core/site-config";
import { useCharityDetails } from "../charity-details-scope";
import type { EmailContext, EmailOrder } from "../email-order";
import { colors, EmailLayout, heading, muted, subheading, text } from "./layout";
import { formatDate } from "./parts";

export function DonationReceipt({ order, context, laterMonth = false }: { order: EmailOrder; context: EmailContext; laterMonth?: boolean }) {
  const charity = useCharityDetails();
  const monthly = order.frequency === "monthly";
  const amount = formatPence(order.totals.total);
  const accountUrl = `${context.publicUrl}${supporterAccountPath}`;
  const rows: [string, string][] = [
    ["Gift reference", order.reference],
    ["Date", formatDate(order.paidAt)],
    ["Amount", amount],
    ["Frequency", monthly ? "Monthly, until you cancel" : "One-off"],
    ...(monthly && order.nextPaymentAt ? [["Next payment", formatDate(order.nextPaymentAt)] as [string, string]] : []),
    ["Gift Aid", giftAidRow(order, monthly)],
    ["Given to", [charity.legalName ?? siteConfig.name, charity.registration && registrationLine(charity.registration)].filter(Boolean).join(", ")],
  ];
  return (
    <EmailLayout preview={`Thank you for your gift of ${amount}`} test={order.test} publicUrl={context.publicUrl}>
      <Heading as="h1" style={heading}>
        {laterMonth ? `Thank you for this month's gift, ${order.customer.firstName}` : `Thank you for your gift, ${order.customer.firstName}`}
      </Heading>
      <Text style={text}>
        {laterMonth
          ? `We received this month's gift of ${amount} on ${formatDate(order.paidAt)}. Giving every month helps us plan ahead and keep serving families in Jamaica, the UK and the diaspora.`
          : monthly
            ? `Your monthly gift of ${amount} helps us plan ahead and keep serving families in Jamaica, the UK and the diaspora.`
            : `Your gift of ${amount} helps us keep serving families in Jamaica, the UK and the diaspora.`}
      </Text>
      <Heading as="h2" style={subheading}>
        Receipt
      </Heading>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} data-text-format="dataTable">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: "4px 16px 4px 0", width: "35%" }}>
                <Text style={{ ...muted, margin: 0 }}>{label}</Text>
              </td>
              <td style={{ padding: "4px 0" }}>
                <Text style={{ ...text, margin: 0 }}>{value}</Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {monthly && (
        <>
          <Heading as="h2" style={subheading}>
            Changing or cancelling your monthly gift
          </Heading>
          <Text style={text}>
            We will take {amount} each month{order.nextPaymentAt ? `, next on ${formatDate(order.nextPaymentAt)}` : ""}. You can change
            the amount, update your card or stop at any time, and nothing more is taken once you cancel.
          </Text>
          {order.manageUrl && (
            <Text style={text}>
              <Link href={order.manageUrl}>Manage or cancel your monthly gift</Link> (the link works once, for 60 days).
            </Text>
          )}
          <Text style={text}>
            {order.manageUrl ? "At any other time, sign" : "Sign"} in at <Link href={accountUrl}>{accountUrl}</Link> with this email
            address{charity.email ? `, or write to ${charity.email}` : ""}.
          </Text>
        </>
      )}
      {order.giftAid && laterMonth && !order.giftAidCancelledAt ? (
        <Text style={muted}>
          Your Gift Aid declaration of {formatDate(order.giftAid.declaredAt)} covers this gift: it adds {formatPence(order.giftAid.value)} at
          no cost to you. Please tell us if you stop paying enough Income Tax or Capital Gains Tax, change your name or home address, or
          want to cancel it.
        </Text>
      ) : order.giftAid && !laterMonth ? (
        <Section style={{ backgroundColor: colors.paper, border: `1px solid ${colors.line}`, borderRadius: "8px", padding: "16px", marginTop: "16px" }}>
          <Text style={{ ...text, fontWeight: 700 }}>Your Gift Aid declaration</Text>
          <Text style={text}>{order.giftAid.text}</Text>
          <Text style={muted}>
            Declared by {order.giftAid.name}, {order.giftAid.address}, {order.giftAid.postcode}, on {formatDate(order.giftAid.declaredAt)}.
          </Text>
          <Text style={muted}>
            Gift Aid adds {formatPence(order.giftAid.value)} to this gift{monthly ? " each month" : ""} at no cost to you. Please tell us
            if you stop paying enough Income Tax or Capital Gains Tax, change your name or home address, or want to cancel this
            declaration.
          </Text>
        </Section>
      ) : null}
    </EmailLayout>
  );
}

function giftAidRow(order: EmailOrder, monthly: boolean): string {
  if (!order.giftAid) return "Not declared";
  if (order.giftAidCancelledAt) return `Not claimed: you cancelled your declaration on ${formatDate(order.giftAidCancelledAt)}`;
  return `Declared: adds ${formatPence(order.giftAid.value)}${monthly ? " a month" : ""}`;
}
