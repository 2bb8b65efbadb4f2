// The double opt-in email: a confirm button, and (as in every email to a
// subscriber) a one-click unsubscribe link; the List-Unsubscribe headers are set by the caller.
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { colors, EmailLayout, heading, muted, text } from "./layout";

// Nothing the visitor typed appears here: the address isn't proven yet, so a stranger could
// otherwise make us mail anyone their own words (docs/deviations.md, point 14).
export interface NewsletterConfirmationProps {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** How long the link works, in words. */
  validFor: string;
  publicUrl: string;
}

const button = {
  backgroundColor: colors.evergreen,
  borderRadius: "999px",
  color: "#ffffff",
  fontSize: "16px",
  fontWeight: 600,
  padding: "14px 28px",
  textDecoration: "none",
};
const link = { color: colors.evergreen, textDecoration: "underline" };

export function NewsletterConfirmation(props: NewsletterConfirmationProps) {
  const { confirmUrl, unsubscribeUrl, validFor, publicUrl } = props;
  return (
    <EmailLayout preview="One click to confirm your subscription" test={false} publicUrl={publicUrl}>
      <Heading as="h1" style={heading}>
        Please confirm your subscription
      </Heading>
      <Text style={text}>Hello,</Text>
      <Text style={text}>
        {`Thank you for joining the ${siteConfig.name} community. Confirm this address and we'll send you our monthly letter: stories from Jamaica and the diaspora, prayer points and upcoming events.`}
      </Text>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={confirmUrl} style={button}>
          Confirm my subscription
        </Button>
      </Section>
      <Text style={muted}>
        Or paste this link into your browser:{" "}
        <Link href={confirmUrl} style={link}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={muted}>
        {`The link works for ${validFor}. If you didn't sign up, ignore this email: we won't add you or write again.`}
      </Text>
      <Text style={muted}>
        You are receiving this because this address was given on our website.{" "}
        <Link href={unsubscribeUrl} style={link}>
          Unsubscribe
        </Link>{" "}
        at any time, in one click.
      </Text>
    </EmailLayout>
  );
}

export async function newsletterConfirmationEmail(props: NewsletterConfirmationProps) {
  return {
    subject: `Confirm your subscription to ${siteConfig.name}`,
    ...(await renderEmail(<NewsletterConfirmation {...props} />)),
  };
}
