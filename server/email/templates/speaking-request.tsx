// Two emails about one speaking request: the notice to the organisation (all
// the details, Reply-To the requester) and the requester's copy.
import { Heading, Link, Section, Text } from "@react-email/components";
import { Fragment } from "react";
import { siteConfig } from "../../../core/site-config";
import type { SpeakingRequest } from "../../../core/schemas/speaking-request";
import { CommunityEmailLayout, emailStyles } from "./community-email-layout";
import { renderEmail, type RenderedEmail } from "./render-email";

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

function Details({ request }: { request: RequestDetails }) {
  return (
    <Section style={{ backgroundColor: "#fbf8f1", borderRadius: "8px", padding: "16px 20px", margin: "0 0 16px" }}>
      {detailRows(request).map(([label, value]) => (
        <div key={label}>
          <Text style={emailStyles.label}>{label}</Text>
          <Text style={emailStyles.value}>
            {value.split(/\r?\n/).map((line, i) => (
              // Line breaks survive into the plain-text version as well as the HTML.
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Text>
        </div>
      ))}
    </Section>
  );
}

export function SpeakingRequestNotice({ request }: { request: RequestDetails }) {
  return (
    <CommunityEmailLayout preview={`${request.name} from ${request.organisation} asks for a speaker`}>
      <Heading as="h1" style={emailStyles.heading}>
        New speaking request
      </Heading>
      <Text style={emailStyles.text}>
        {request.name} from {request.organisation} would like a speaker on {formatEventDate(request.eventDate)}. Reply
        to this email to answer them directly.
      </Text>
      <Details request={request} />
    </CommunityEmailLayout>
  );
}

export function SpeakingRequestCopy({ request }: { request: RequestDetails }) {
  return (
    <CommunityEmailLayout preview="We have your speaking request">
      <Heading as="h1" style={emailStyles.heading}>
        Thank you for your invitation
      </Heading>
      <Text style={emailStyles.text}>Hello {request.name},</Text>
      <Text style={emailStyles.text}>
        Your request for a {siteConfig.name} speaker has reached our team. We'll pray over it and aim to reply within
        five working days. Here is a copy of what you sent:
      </Text>
      <Details request={request} />
      <Text style={emailStyles.small}>
        Something to add or change? Write to{" "}
        <Link href={`mailto:${siteConfig.contact.speakingEmail}`} style={emailStyles.link}>
          {siteConfig.contact.speakingEmail}
        </Link>
        . If you didn't send this request, you can ignore this email.
      </Text>
    </CommunityEmailLayout>
  );
}

export function speakingRequestNoticeEmail(request: RequestDetails): Promise<RenderedEmail> {
  return renderEmail(
    `Speaking request: ${request.organisation}, ${formatEventDate(request.eventDate)}`,
    <SpeakingRequestNotice request={request} />,
  );
}

export function speakingRequestCopyEmail(request: RequestDetails): Promise<RenderedEmail> {
  return renderEmail(`Your speaking request to ${siteConfig.name}`, <SpeakingRequestCopy request={request} />);
}
