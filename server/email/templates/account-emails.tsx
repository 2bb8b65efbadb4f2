// Supporters' own emails from /account: the sign-in link, and what changed in a monthly gift
// (amount changed, cancelled, a payment that failed). The sign-in link goes to an address that
// has given or ordered before; it carries nothing anyone typed.
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatPence } from "../../../core/money";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { colors, EmailLayout, heading, muted, text } from "./layout";

const button = {
  backgroundColor: colors.evergreen,
  borderRadius: "999px",
  color: "#ffffff",
  fontSize: "16px",
  fontWeight: 600,
  padding: "14px 28px",
  textDecoration: "none",
};

function AccountSignIn({ url, publicUrl }: { url: string; publicUrl: string }) {
  return (
    <EmailLayout preview="Your link to sign in to your giving" test={false} publicUrl={publicUrl}>
      <Heading as="h1" style={heading}>
        Sign in to your giving
      </Heading>
      <Text style={text}>Use this button to see your gifts and orders, receipts and statements, and to change or cancel a monthly gift:</Text>
      <Button href={url} style={button}>
        Sign in
      </Button>
      <Text style={muted}>
        Or open <Link href={url}>{url}</Link>. It works once, for 30 minutes. If you didn't ask for it, ignore this email.
      </Text>
    </EmailLayout>
  );
}

export async function accountSignInEmail(props: { url: string; publicUrl: string }) {
  return { subject: `Your ${siteConfig.name} sign-in link`, ...(await renderEmail(<AccountSignIn {...props} />)) };
}

export interface PlanEmailProps {
  reference: string;
  firstName: string;
  amount: number;
  /** Where to manage the gift: /account, or a manage link. */
  accountUrl: string;
  test: boolean;
  publicUrl: string;
}

function PlanChanged({ kind, ...props }: PlanEmailProps & { kind: "changed" | "cancelled" | "failed" }) {
  const amount = formatPence(props.amount);
  const title = kind === "changed" ? "Your monthly gift has changed" : kind === "cancelled" ? "Your monthly gift is cancelled" : "Your monthly gift could not be taken";
  return (
    <EmailLayout preview={title} test={props.test} publicUrl={props.publicUrl}>
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Text style={text}>{`Hello ${props.firstName},`}</Text>
      <Text style={text}>
        {kind === "changed"
          ? `Your monthly gift ${props.reference} is now ${amount} a month, from your next payment. Thank you.`
          : kind === "cancelled"
            ? `Your monthly gift ${props.reference} of ${amount} has been cancelled. No further payments will be taken. Thank you for everything you have given.`
            : `This month's payment of ${amount} for your monthly gift ${props.reference} did not go through. Your card may have expired or been replaced.`}
      </Text>
      <Text style={text}>
        {kind === "failed" ? "Update your card: " : "See your giving: "}
        <Link href={props.accountUrl}>{props.accountUrl}</Link>
      </Text>
      <Text style={muted}>{`Questions? Reply to this email and the ${siteConfig.name} team will help.`}</Text>
    </EmailLayout>
  );
}

export async function planEmail(kind: "changed" | "cancelled" | "failed", props: PlanEmailProps) {
  const subject =
    kind === "changed"
      ? `Your monthly gift is now ${formatPence(props.amount)} a month`
      : kind === "cancelled"
        ? `Your monthly gift ${props.reference} is cancelled`
        : `Your monthly gift ${props.reference}: the payment did not go through`;
  return { subject: props.test ? `[TEST] ${subject}` : subject, ...(await renderEmail(<PlanChanged kind={kind} {...props} />)) };
}
