// Two emails about one complaint on how we handle personal data: the acknowledgement to the
// person (at once: what happens next and by when, and the ICO), and the notice to the
// organisation (everything they wrote, Reply-To them).
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { colors, EmailLayout, heading, muted, text } from "./layout";

export interface ComplaintEmailDetails {
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
  /** YYYY-MM-DD */
  answerDueOn: string;
}

const longDate = (date: Date) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(date);
export const formatDueDate = (day: string) => longDate(new Date(`${day}T12:00:00Z`));

export const ICO_COMPLAINT_URL = "https://ico.org.uk/make-a-complaint/";
export const ICO_PHONE = "0303 123 1113";

/**
 * The acknowledgement goes to whatever address was typed into a public form, so it repeats none
 * of the free text (name, message): the form must not be a way to send anyone a stranger's words.
 */
export function ComplaintAcknowledgement({ details, publicUrl }: { details: ComplaintEmailDetails; publicUrl: string }) {
  const link = { color: colors.evergreen };
  return (
    <EmailLayout preview="We have your complaint and will answer it" test={false} publicUrl={publicUrl}>
      <Heading as="h1" style={heading}>
        We have received your complaint
      </Heading>
      <Text style={text}>Hello,</Text>
      <Text style={text}>
        {`Thank you for telling us about how ${siteConfig.name} has handled your personal information. This email acknowledges the complaint you sent on ${longDate(details.receivedAt)}.`}
      </Text>
      <Text style={{ ...text, fontWeight: 700 }}>What happens next</Text>
      <Text style={text}>
        {`Someone responsible for data protection at ${siteConfig.charity.legalName} will look into what you told us, and may write to you if we need to know more. We will send you a full answer without undue delay, and by ${formatDueDate(details.answerDueOn)} at the latest; if we need longer, we will tell you why before then.`}
      </Text>
      <Text style={text}>
        If you are not satisfied with our answer, or we do not answer, you can complain to the Information
        Commissioner&apos;s Office (ICO) at{" "}
        <Link href={ICO_COMPLAINT_URL} style={link}>
          ico.org.uk/make-a-complaint
        </Link>{" "}
        or on {ICO_PHONE}.
      </Text>
      <Text style={muted}>
        Something to add? Write to{" "}
        <Link href={`mailto:${siteConfig.contact.email}`} style={link}>
          {siteConfig.contact.email}
        </Link>
        . If you didn&apos;t send a complaint to us, you can ignore this email.
      </Text>
    </EmailLayout>
  );
}

export function ComplaintNotice({ details, publicUrl }: { details: ComplaintEmailDetails; publicUrl: string }) {
  const rows: [string, string][] = [
    ["Name", details.name],
    ["Email", details.email],
    ["Received", longDate(details.receivedAt)],
    ["Full answer due by", formatDueDate(details.answerDueOn)],
    ["What happened", details.message],
  ];
  return (
    <EmailLayout preview={`${details.name} has complained about how we handle their data`} test={false} publicUrl={publicUrl}>
      <Heading as="h1" style={heading}>
        New data protection complaint
      </Heading>
      <Text style={text}>
        {`${details.name} has complained about how we handle their personal information. They have been sent an acknowledgement. Their complaint is in the back office under Complaints; a full answer is due by ${formatDueDate(details.answerDueOn)}.`}
      </Text>
      <Section style={{ backgroundColor: colors.paper, borderRadius: "8px", padding: "16px 20px", margin: "0 0 16px" }}>
        {rows.map(([name, value]) => (
          <Fragment key={name}>
            <Text style={{ ...muted, fontWeight: 700, margin: 0 }}>{name}</Text>
            <Text style={text}>
              {value.split(/\r?\n/).map((line, i) => (
                <Fragment key={i}>
                  {i > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </Text>
          </Fragment>
        ))}
      </Section>
    </EmailLayout>
  );
}

export async function complaintAcknowledgementEmail(details: ComplaintEmailDetails, publicUrl: string) {
  return {
    subject: `We have received your complaint: ${siteConfig.name}`,
    ...(await renderEmail(<ComplaintAcknowledgement details={details} publicUrl={publicUrl} />)),
  };
}

export async function complaintNoticeEmail(details: ComplaintEmailDetails, publicUrl: string) {
  return {
    // The subject carries no typed text (a header must not take line breaks from a form).
    subject: `Data protection complaint: answer due by ${formatDueDate(details.answerDueOn)}`,
    ...(await renderEmail(<ComplaintNotice details={details} publicUrl={publicUrl} />)),
  };
}
