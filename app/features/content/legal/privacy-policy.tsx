// The privacy policy's sections: the words staff published (core/pages/templates/privacy.ts), and
// the parts worded from the charity's details as owners saved them (a line not set is left out) or
// from the retention rules the nightly job applies.
import type { PageContent } from "@core/pages/template";
import type { privacyPage } from "@core/pages/templates/privacy";
import { describeRule, retentionRules } from "@core/retention";
import { complaintFormPath } from "@core/paths";
import { siteConfig } from "@core/site-config";
import { phoneHref, useCharity } from "~/lib/charity";
import { RichText } from "../shared/rich-text";
import { charityWording, LegalPage, PostalAddress } from "./legal-document";

const { name } = siteConfig;

export function PrivacyPolicy({ sections: s }: { sections: PageContent<typeof privacyPage>["sections"] }) {
  const charity = useCharity();
  const { legalName, email, registered } = charityWording(charity, name);
  const write = charity.address ? (
    <>
      write to us at <PostalAddress lines={[legalName, charity.address]} />
    </>
  ) : (
    "write to us"
  );
  return (
    <LegalPage
      document={s.document}
      sections={[
        {
          id: "who-we-are",
          section: s.whoWeAre,
          body: (
            <>
              <p>
                {name} is the working name of {legalName}
                {registered}. We are the data controller for the personal information described in this
                policy, which means we decide how it is used and we are responsible for looking after it.
              </p>
              <p>
                You can {write} or email {email}.
              </p>
            </>
          ),
        },
        { id: "what-we-collect", section: s.whatWeCollect, body: <RichText doc={s.whatWeCollect.body} /> },
        { id: "payments", section: s.payments, body: <RichText doc={s.payments.body} /> },
        { id: "sharing", section: s.sharing, body: <RichText doc={s.sharing.body} /> },
        { id: "cookies", section: s.cookies, body: <RichText doc={s.cookies.body} /> },
        {
          id: "retention",
          section: s.retention,
          body: (
            // The nightly retention job applies these same periods (core/retention.ts).
            <ul>
              {retentionRules.map((rule) => (
                <li key={rule.id}>{describeRule(rule)}</li>
              ))}
            </ul>
          ),
        },
        {
          id: "your-rights",
          section: s.yourRights,
          body: (
            <>
              <RichText doc={s.yourRights.body} />
              <p>To use any of these rights, email {email}. We will reply within one month.</p>
            </>
          ),
        },
        {
          // Its title never says "complaint": the contents list links every title, and the first
          // link on the page that says "complaint" must be the one to the form (docs/privacy.md);
          // the template refuses a title or an earlier link that would say it.
          id: "complaints",
          section: s.complaints,
          body: (
            <>
              <p>
                If you are unhappy with how we have handled your information, please tell us so we can put it right:{" "}
                <a href={complaintFormPath}>make a complaint about how we handle your data</a> using our online form, or email{" "}
                {email}. We will acknowledge your complaint straight away (the form emails you an acknowledgement at once, and
                we acknowledge an email within 30 days at the latest), look into it, and send you a full answer without undue
                delay, within 30 days unless we tell you why we need longer.
              </p>
              <RichText doc={s.complaints.after} />
            </>
          ),
        },
        {
          id: "contact",
          section: s.contact,
          body: (
            <p>
              For any question about this policy or your information, email {email}
              {charity.phone && (
                <>
                  , call <a href={phoneHref(charity.phone)}>{charity.phone}</a>
                </>
              )}{" "}
              or {write}.
              If we change this policy we will update the date at the top of this page.
            </p>
          ),
        },
      ]}
    />
  );
}
