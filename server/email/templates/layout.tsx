// The frame every email shares: the name, a test banner when no money moved, and the charity's details.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { addressLine, registrationLine } from "../../../core/charity-details";
import { siteConfig } from "../../../core/site-config";
import { useCharityDetails } from "../charity-details-scope";

export const colors = {
  paper: "#fbf8f1",
  ink: "#1d1b16",
  muted: "#5c5648",
  line: "#e4dccb",
  evergreen: "#125a3a",
  gold: "#fdf3d7",
  goldInk: "#8a6208",
};

export const text = { color: colors.ink, fontSize: "15px", lineHeight: "1.5", margin: "0 0 12px" };
export const muted = { ...text, color: colors.muted, fontSize: "13px" };
export const heading = { color: colors.evergreen, fontSize: "22px", lineHeight: "1.3", margin: "0 0 16px", fontFamily: "Georgia, serif" };
export const subheading = { color: colors.ink, fontSize: "16px", fontWeight: 700, margin: "24px 0 8px" };

const link = { color: colors.evergreen, textDecoration: "underline" };

export const TEST_BANNER = "Test payment: no money moves";

export function EmailLayout(props: {
  preview: string;
  test: boolean;
  publicUrl: string;
  /** Mail to staff: no charity details (a sign-in code must be the only number of its length). */
  internal?: boolean;
  children: ReactNode;
}) {
  const charity = useCharityDetails();
  // A detail not yet set is left out in production (core/charity-details.ts); in development the
  // example stands, and the footer says so.
  const identity = [
    charity.legalName,
    charity.address && addressLine(charity.address),
    charity.registration && registrationLine(charity.registration),
  ].filter(Boolean);
  const examples = charity.examples.filter((name) => ["legalName", "address", "registration", "email"].includes(name));
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${colors.line}`, borderRadius: "12px", maxWidth: "600px", padding: "32px" }}>
          <Text style={{ ...text, color: colors.evergreen, fontWeight: 700, fontSize: "18px", margin: 0 }}>{siteConfig.name}</Text>
          <Text style={{ ...muted, margin: "0 0 24px" }}>{siteConfig.tagline}</Text>
          {props.test && (
            <Section style={{ backgroundColor: colors.gold, borderRadius: "8px", padding: "8px 16px", marginBottom: "24px" }}>
              <Text style={{ ...text, color: colors.goldInk, fontWeight: 700, margin: 0 }}>{TEST_BANNER}</Text>
            </Section>
          )}
          {props.children}
          <Hr style={{ borderColor: colors.line, margin: "32px 0 16px" }} />
          {!props.internal && identity.length > 0 && <Text style={muted}>{identity.join(". ")}.</Text>}
          {!props.internal && examples.length > 0 && (
            <Text style={muted}>These charity details are examples until an owner sets the charity's own in Settings.</Text>
          )}
          <Text style={muted}>
            Questions? Reply to this email
            {charity.email && (
              <>
                {" "}or write to <Link href={`mailto:${charity.email}`} style={link}>{charity.email}</Link>
              </>
            )}
            .{" "}
            <Link href={props.publicUrl} style={link}>{props.publicUrl}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
