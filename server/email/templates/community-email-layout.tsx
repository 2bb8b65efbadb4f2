// The frame of the newsletter and speaking-request emails: the ministry's name,
// the content, and a footer with the address (and the unsubscribe link where there is one).
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { siteConfig } from "../../../core/site-config";

const colours = {
  evergreen: "#0b3424",
  evergreenMid: "#125a3a",
  gold: "#efbf45",
  ink: "#1d1b16",
  muted: "#5c5648",
  paper: "#fbf8f1",
};

export const emailStyles = {
  heading: {
    fontFamily: "Georgia, 'Times New Roman', serif",
    fontSize: "24px",
    lineHeight: "32px",
    color: colours.evergreen,
    margin: "0 0 16px",
  },
  text: { fontSize: "16px", lineHeight: "26px", color: colours.ink, margin: "0 0 16px" },
  small: { fontSize: "13px", lineHeight: "20px", color: colours.muted, margin: "0 0 8px" },
  button: {
    backgroundColor: colours.evergreenMid,
    borderRadius: "999px",
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 600,
    padding: "14px 28px",
    textDecoration: "none",
    display: "inline-block",
  },
  link: { color: colours.evergreenMid, textDecoration: "underline" },
  label: { fontSize: "13px", color: colours.muted, margin: "0", fontWeight: 600 },
  value: {
    fontSize: "16px",
    lineHeight: "24px",
    color: colours.ink,
    margin: "0 0 12px",
    whiteSpace: "pre-wrap" as const,
  },
};

export function CommunityEmailLayout({
  preview,
  children,
  unsubscribeUrl,
}: {
  preview: string;
  children: ReactNode;
  unsubscribeUrl?: string;
}) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colours.paper,
          fontFamily: "Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "560px", padding: "32px" }}>
          <Text
            style={{
              ...emailStyles.small,
              color: colours.evergreen,
              fontWeight: 700,
              letterSpacing: "0.08em",
              textTransform: "uppercase",
            }}
          >
            {siteConfig.name}
          </Text>
          <Hr style={{ borderColor: colours.gold, borderWidth: "2px 0 0", margin: "0 0 24px", width: "48px" }} />
          {children}
          <Hr style={{ borderColor: "#e4dccb", margin: "32px 0 16px" }} />
          <Section>
            <Text style={emailStyles.small}>
              {siteConfig.name}: {siteConfig.tagline}. {siteConfig.contact.addressLines.slice(1).join(", ")}.
            </Text>
            {unsubscribeUrl && (
              <Text style={emailStyles.small}>
                You are receiving this because this address was given on our website.{" "}
                <Link href={unsubscribeUrl} style={emailStyles.link}>
                  Unsubscribe
                </Link>{" "}
                at any time, in one click.
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
