// To the organisation: a payment that doesn't match its order, held until someone looks.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, heading, text } from "./layout";

export function PaymentReviewNotice(props: {
  facts: { reference: string; paymentReference: string };
  expected: string;
  paid: string;
  adminUrl: string;
  publicUrl: string;
}) {
  return (
    <EmailLayout preview={`Payment needs review: ${props.facts.reference}`} test={false} publicUrl={props.publicUrl}>
      <Heading as="h1" style={heading}>
        A payment needs review
      </Heading>
      <Text style={text}>
        {`The payment provider reported ${props.paid} for ${props.facts.reference}, which should have been ${props.expected}. The order is held: it is not marked paid and the customer has not been sent a confirmation.`}
      </Text>
      <Text style={text}>{`Provider's reference: ${props.facts.paymentReference}.`}</Text>
      <Text style={text}>
        Check it in the payment provider's dashboard, then in the back office: <Link href={props.adminUrl}>{props.adminUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
