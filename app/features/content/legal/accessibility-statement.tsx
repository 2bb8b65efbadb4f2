// The accessibility statement's sections: the words staff published
// (core/pages/templates/accessibility.ts), and how to ask for help, from the charity's details as
// owners saved them (a way not yet set is left out).
import type { PageContent } from "@core/pages/template";
import type { accessibilityPage } from "@core/pages/templates/accessibility";
import { phoneHref, useCharity } from "~/lib/charity";
import { RichText } from "../shared/rich-text";
import { LegalPage } from "./legal-document";

/** "email … or call …", from the charity's saved details; a way not yet set is left out. */
function WaysToAsk() {
  const { email, phone } = useCharity();
  if (!email && !phone) return <>contact us</>;
  return (
    <>
      {email && (
        <>
          email <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
      {email && phone && " or "}
      {phone && (
        <>
          call <a href={phoneHref(phone)}>{phone}</a>
        </>
      )}
    </>
  );
}

export function AccessibilityStatement({ sections: s }: { sections: PageContent<typeof accessibilityPage>["sections"] }) {
  return (
    <LegalPage
      document={s.document}
      sections={[
        { id: "commitment", section: s.commitment, body: <RichText doc={s.commitment.body} /> },
        { id: "using-this-site", section: s.usingThisSite, body: <RichText doc={s.usingThisSite.body} /> },
        { id: "how-we-check", section: s.howWeCheck, body: <RichText doc={s.howWeCheck.body} /> },
        { id: "known-limitations", section: s.knownLimitations, body: <RichText doc={s.knownLimitations.body} /> },
        {
          id: "feedback",
          section: s.feedback,
          body: (
            <p>
              If you find something on this site hard to use, or you need information in another format such as large
              print or plain text, <WaysToAsk />. Tell us the page
              and what went wrong, and we aim to reply within five working days.
            </p>
          ),
        },
        { id: "enforcement", section: s.enforcement, body: <RichText doc={s.enforcement.body} /> },
        { id: "about-this-statement", section: s.aboutThisStatement, body: <RichText doc={s.aboutThisStatement.body} /> },
      ]}
    />
  );
}
