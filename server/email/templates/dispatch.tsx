// To the customer when their order leaves: the carrier, the tracking number and its link (untracked
// post has none); sent again, saying so, when staff correct the details and choose to tell them.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { EmailLayout, heading, muted, text } from "./layout";

export interface DispatchEmailProps {
  reference: string;
  firstName: string;
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  orderPageUrl: string;
  test: boolean;
  publicUrl: string;
  /** The details were corrected after the first email. */
  corrected?: boolean;
}

export function DispatchNotice(props: DispatchEmailProps) {
  return (
    <EmailLayout preview={`Your order ${props.reference} is on its way`} test={props.test} publicUrl={props.publicUrl}>
      <Heading as="h1" style={heading}>
        {props.corrected ? "Your order's delivery details, corrected" : "Your order is on its way"}
      </Heading>
      <Text style={text}>{`Hello ${props.firstName},`}</Text>
      {props.corrected && <Text style={text}>We gave you the wrong delivery details for your order. These are the right ones.</Text>}
      {props.trackingNumber ? (
        <Text style={text}>
          {`Your ${siteConfig.name} order ${props.reference} has been handed to ${props.carrier}. Its tracking number is `}
          <strong>{props.trackingNumber}</strong>.
        </Text>
      ) : (
        <Text style={text}>
          {`Your ${siteConfig.name} order ${props.reference} has been handed to ${props.carrier}. It is sent without tracking, so there is no number to follow: it should arrive within the delivery time you chose.`}
        </Text>
      )}
      {props.trackingUrl && (
        <Text style={text}>
          Follow it on {props.carrier}'s website: <Link href={props.trackingUrl}>{props.trackingUrl}</Link>
        </Text>
      )}
      <Text style={muted}>
        Your order's page: <Link href={props.orderPageUrl}>{props.orderPageUrl}</Link>. If anything arrives damaged or isn't
        right, reply to this email and we'll put it right.
      </Text>
    </EmailLayout>
  );
}

export async function dispatchEmail(props: DispatchEmailProps) {
  const subject = props.corrected ? `Corrected delivery details for your order ${props.reference}` : `Your order ${props.reference} is on its way`;
  return {
    subject: props.test ? `[TEST] ${subject}` : subject,
    ...(await renderEmail(<DispatchNotice {...props} />)),
  };
}
