import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { siteConfig } from "../../../core/site-config";
import { CommunityEmailLayout, emailStyles } from "./community-email-layout";
import { renderEmail, type RenderedEmail } from "./render-email";

export interface NewsletterConfirmationProps {
  firstName?: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** How long the link works, in words. */
  validFor: string;
}

export function NewsletterConfirmation({
  firstName,
  confirmUrl,
  unsubscribeUrl,
  validFor,
}: NewsletterConfirmationProps) {
  return (
    <CommunityEmailLayout preview="One click to confirm your subscription" unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h1" style={emailStyles.heading}>
        Please confirm your subscription
      </Heading>
      <Text style={emailStyles.text}>{firstName ? `Hello ${firstName},` : "Hello,"}</Text>
      <Text style={emailStyles.text}>
        Thank you for joining the {siteConfig.name} community. Confirm this address and we'll send you our monthly
        letter: stories from Jamaica and the diaspora, prayer points and upcoming events.
      </Text>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={confirmUrl} style={emailStyles.button}>
          Confirm my subscription
        </Button>
      </Section>
      <Text style={emailStyles.small}>
        Or paste this link into your browser:{" "}
        <Link href={confirmUrl} style={emailStyles.link}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={emailStyles.small}>
        The link works for {validFor}. If you didn't sign up, ignore this email: we won't add you or write again.
      </Text>
    </CommunityEmailLayout>
  );
}

export function newsletterConfirmationEmail(props: NewsletterConfirmationProps): Promise<RenderedEmail> {
  return renderEmail(`Confirm your subscription to ${siteConfig.name}`, <NewsletterConfirmation {...props} />);
}
