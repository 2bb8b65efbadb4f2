// To the customer or donor when money goes back to them: how much, for which order or gift,
// and when to expect it.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatPence } from "../../../core/money";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { EmailLayout, heading, muted, text } from "./layout";

export interface RefundEmailProps {
  reference: string;
  firstName: string;
  amount: number;
  /** Everything paid has now been given back. */
  full: boolean;
  /** The customer's order page, for an order; none for a gift. */
  orderPageUrl?: string;
  test: boolean;
  publicUrl: string;
}

export function RefundNotice(props: RefundEmailProps) {
  return (
    <EmailLayout preview={`A refund of ${formatPence(props.amount)} for ${props.reference}`} test={props.test} publicUrl={props.publicUrl}>
      <Heading as="h1" style={heading}>
        {props.full ? "Your refund" : "Part of your payment is coming back"}
      </Heading>
      <Text style={text}>{`Hello ${props.firstName},`}</Text>
      <Text style={text}>
        {`We have refunded ${formatPence(props.amount)} for ${props.reference}${props.full ? ", everything you paid" : ""}. It goes back to the card you paid with and usually shows on your statement within 5 to 10 working days.`}
      </Text>
      {props.orderPageUrl && (
        <Text style={muted}>
          Your order's page: <Link href={props.orderPageUrl}>{props.orderPageUrl}</Link>
        </Text>
      )}
      <Text style={muted}>{`Questions? Reply to this email and the ${siteConfig.name} team will help.`}</Text>
    </EmailLayout>
  );
}

export async function refundEmail(props: RefundEmailProps) {
  const subject = `Your refund of ${formatPence(props.amount)} for ${props.reference}`;
  return {
    subject: props.test ? `[TEST] ${subject}` : subject,
    ...(await renderEmail(<RefundNotice {...props} />)),
  };
}
