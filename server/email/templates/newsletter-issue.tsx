// One newsletter issue as an email. It is rendered once per issue and reason for receiving it,
// with a stand-in where each recipient's own unsubscribe link goes; the sender puts the link in
// for each recipient (server/jobs/newsletter-sender.ts), so twenty thousand emails are not twenty
// thousand renders. No tracking pixel and no per-person link tracking: links go where staff
// wrote them (PECR: tracking needs consent).
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { RichTextDoc } from "../../../core/pages/rich-text";
import { siteConfig } from "../../../core/site-config";
import type { SubscriberBasis } from "../../db/schema/newsletter";
import { renderEmail } from "../render";
import { colors, EmailLayout, heading, muted, text } from "./layout";
import { emailBodyLook, NewsletterBody } from "./newsletter-body";

/** Stands where each recipient's unsubscribe URL goes (no character HTML or text would change). */
export const UNSUBSCRIBE_URL_STAND_IN = "https://unsubscribe.invalid/pm-newsletter-unsubscribe-link";

export const TEST_NEWSLETTER_BANNER = "Test: only you received this. Nobody else has been sent this newsletter.";

export interface NewsletterEmailProps {
  subject: string;
  preview: string;
  body: RichTextDoc;
  publicUrl: string;
  /** Why this person receives it: said in the footer. */
  basis: SubscriberBasis;
  /** A test sent to a member of staff: marked as one. */
  test?: boolean;
}

const link = { color: colors.evergreen, textDecoration: "underline" };

/** Why they receive it, in the footer of every newsletter (and what to do if they'd rather not). */
export function reasonFor(basis: SubscriberBasis): string {
  return basis === "soft_opt_in"
    ? `You are receiving this because you gave to or bought from ${siteConfig.name} and did not ask us to stop sending news of our work.`
    : `You are receiving this because you subscribed to the ${siteConfig.name} newsletter and confirmed your address.`;
}

export function NewsletterEmail(props: NewsletterEmailProps) {
  return (
    <EmailLayout preview={props.preview || props.subject} test={false} publicUrl={props.publicUrl}>
      {props.test && (
        <Section style={{ backgroundColor: colors.gold, borderRadius: "8px", padding: "8px 16px", marginBottom: "24px" }}>
          <Text style={{ ...text, color: colors.goldInk, fontWeight: 700, margin: 0 }}>{TEST_NEWSLETTER_BANNER}</Text>
        </Section>
      )}
      <Heading as="h1" style={heading}>
        {props.subject}
      </Heading>
      <NewsletterBody doc={props.body} look={emailBodyLook} publicUrl={props.publicUrl} />
      <Text style={{ ...muted, marginTop: "24px" }}>
        {reasonFor(props.basis)}{" "}
        <Link href={UNSUBSCRIBE_URL_STAND_IN} style={link}>
          Unsubscribe
        </Link>{" "}
        at any time, in one click.
      </Text>
    </EmailLayout>
  );
}

export interface RenderedNewsletter {
  subject: string;
  html: string;
  text: string;
}

export async function newsletterEmail(props: NewsletterEmailProps): Promise<RenderedNewsletter> {
  return { subject: props.test ? `[Test] ${props.subject}` : props.subject, ...(await renderEmail(<NewsletterEmail {...props} />)) };
}

/** The rendered email with one recipient's unsubscribe URL in every place the stand-in holds. */
export function withUnsubscribeUrl(email: RenderedNewsletter, url: string): RenderedNewsletter {
  return { subject: email.subject, html: email.html.replaceAll(UNSUBSCRIBE_URL_STAND_IN, url), text: email.text.replaceAll(UNSUBSCRIBE_URL_STAND_IN, url) };
}
