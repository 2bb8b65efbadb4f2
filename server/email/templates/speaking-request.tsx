// Two emails about one speaking request: the notice to the organisation (all
// the details, Reply-To the requester) and the requester's copy.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import type { SpeakingRequest } from "../../../core/schemas/speaking-request";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { colors, EmailLayout, heading, muted, text } from "./layout";

type RequestDetails = Omit<SpeakingRequest, "website">;

export function formatEventDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Header values (the subject) must not carry line breaks from what people typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();
}

/**
 * The requester's copy goes to whatever address was typed into a public form,
 * so it repeats none of the free text (name, organisation, message…): the form
 * must not be a way to send anyone a stranger's words. It confirms the date and
 * points to the team's address; the organisation's notice has everything.
 */
function copyRows(request: RequestDetails): [string, string][] {
  return [["Event date", formatEventDate(request.eventDate)]];
}

function detailRows(request: RequestDetails): [string, string][] {
  return [
    ["Name", request.name],
    ["Email", request.email],
    ["Phone", request.phone ?? "Not given"],
    ["Church or organisation", request.organisation],
    ["Event date", formatEventDate(request.eventDate)],
    ["Location", request.location],
    ["Audience size", request.audienceSize === undefined ? "Not given" : request.audienceSize.toLocaleString("en-GB")],
    ["Topic", request.topic ?? "Not given"],
    ["Message", request.message],
  ];
}

const label = { ...muted, fontWeight: 700, margin: 0 };

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <Section style={{ backgroundColor: colors.paper, borderRadius: "8px", padding: "16px 20px", margin: "0 0 16px" }}>
      {rows.map(([name, value]) => (
        <Fragment key={name}>
          <Text style={label}>{name}</Text>
          <Text style={text}>
            {value.split(/\r?\n/).map((line, i) => (
              // Line breaks survive into the plain-text version as well as the HTML.
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Text>
        </Fragment>
      ))}
    </Section>
  );
}

export function SpeakingRequestNotice({ request, publicUrl }: { request: RequestDetails; publicUrl: string }) {
  return (
    <EmailLayout
      preview={`${request.name} from ${request.organisation} asks for a speaker`}
      test={false}
      publicUrl={publicUrl}
    >
      <Heading as="h1" style={heading}>
        New speaking request
      </Heading>
      <Text style={text}>
        {`${request.name} from ${request.organisation} would like a speaker on ${formatEventDate(request.eventDate)}. Reply to this email to answer them directly.`}
      </Text>
      <Details rows={detailRows(request)} />
    </EmailLayout>
  );
}

export function SpeakingRequestCopy({ request, publicUrl }: { request: RequestDetails; publicUrl: string }) {
  return (
    <EmailLayout preview="We have your speaking request" test={false} publicUrl={publicUrl}>
      <Heading as="h1" style={heading}>
        Thank you for your invitation
      </Heading>
      <Text style={text}>Hello,</Text>
      <Text style={text}>
        {`Your request for a ${siteConfig.name} speaker has reached our team. We'll pray over it and aim to reply within five working days.`}
      </Text>
      <Details rows={copyRows(request)} />
      <Text style={muted}>
        Something to add or change? Write to{" "}
        <Link href={`mailto:${siteConfig.contact.speakingEmail}`} style={{ color: colors.evergreen }}>
          {siteConfig.contact.speakingEmail}
        </Link>
        . If you didn't send this request, you can ignore this email.
      </Text>
    </EmailLayout>
  );
}

export async function speakingRequestNoticeEmail(request: RequestDetails, publicUrl: string) {
  return {
    subject: oneLine(`Speaking request: ${request.organisation}, ${formatEventDate(request.eventDate)}`),
    ...(await renderEmail(<SpeakingRequestNotice request={request} publicUrl={publicUrl} />)),
  };
}

export async function speakingRequestCopyEmail(request: RequestDetails, publicUrl: string) {
  return {
    subject: `Your speaking request to ${siteConfig.name}`,
    ...(await renderEmail(<SpeakingRequestCopy request={request} publicUrl={publicUrl} />)),
  };
}
