// The back office's own emails: a sign-in code, and an invitation to join the staff.
// Internal mail, so no fundraising footer: the code must be the only 6-digit number in it.
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { staffRoleLabels, type StaffRole } from "../../../core/schemas/admin";
import { siteConfig } from "../../../core/site-config";
import { renderEmail } from "../render";
import { colors, EmailLayout, heading, muted, text } from "./layout";

const codeStyle = { ...text, fontSize: "32px", fontWeight: 700, letterSpacing: "6px", color: colors.evergreen };
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

export function StaffSignInCode({ code, publicUrl }: { code: string; publicUrl: string }) {
  return (
    <EmailLayout preview="Your back office sign-in code" test={false} publicUrl={publicUrl} internal>
      <Heading as="h1" style={heading}>
        Your sign-in code
      </Heading>
      <Text style={text}>{`Enter this code on the ${siteConfig.name} back office sign-in page:`}</Text>
      <Text style={codeStyle}>{code}</Text>
      <Text style={muted}>
        It works once, for ten minutes. If you didn't ask for it, ignore this email: nobody can sign in without the code,
        and you may want to tell an owner.
      </Text>
    </EmailLayout>
  );
}

export async function staffSignInCodeEmail(props: { code: string; publicUrl: string }) {
  return {
    subject: `Your ${siteConfig.name} sign-in code`,
    ...(await renderEmail(<StaffSignInCode {...props} />)),
  };
}

export interface StaffInviteProps {
  inviteUrl: string;
  role: StaffRole;
  invitedBy: string;
  publicUrl: string;
}

export function StaffInvite({ inviteUrl, role, invitedBy, publicUrl }: StaffInviteProps) {
  return (
    <EmailLayout preview={`Join the ${siteConfig.name} back office`} test={false} publicUrl={publicUrl} internal>
      <Heading as="h1" style={heading}>
        {`You're invited to the ${siteConfig.name} back office`}
      </Heading>
      <Text style={text}>{`${invitedBy} has invited you to join as ${staffRoleLabels[role]}.`}</Text>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={inviteUrl} style={button}>
          Accept the invitation
        </Button>
      </Section>
      <Text style={muted}>
        Or paste this link into your browser:{" "}
        <Link href={inviteUrl} style={link}>
          {inviteUrl}
        </Link>
      </Text>
      <Text style={muted}>The link works once, for seven days. If you weren't expecting it, ignore this email.</Text>
    </EmailLayout>
  );
}

export async function staffInviteEmail(props: StaffInviteProps) {
  return {
    subject: `You're invited to the ${siteConfig.name} back office`,
    ...(await renderEmail(<StaffInvite {...props} />)),
  };
}

/** From the go-live list: proof that mail leaves this server and arrives, with the supporters' footer to check. */
export function GoLiveTestEmail({ publicUrl }: { publicUrl: string }) {
  return (
    <EmailLayout preview="Email from the site reaches you" test={false} publicUrl={publicUrl}>
      <Heading as="h1" style={heading}>
        Email from the site reaches you
      </Heading>
      <Text style={text}>
        You asked the back office's "Ready to go live" list for a test email. It arrived, so receipts and order confirmations
        will too. The details at the foot of this email are the ones every supporter's email carries: check them.
      </Text>
    </EmailLayout>
  );
}

export async function goLiveTestEmail(props: { publicUrl: string }) {
  return {
    subject: `Test email from the ${siteConfig.name} back office`,
    ...(await renderEmail(<GoLiveTestEmail {...props} />)),
  };
}
