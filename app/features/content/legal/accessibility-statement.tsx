import { siteConfig } from "@core/site-config";
import { phoneHref, useCharity } from "~/lib/charity";
import { LegalDocument, type LegalSection } from "./legal-document";

const { name } = siteConfig;

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

const sections: LegalSection[] = [
  {
    id: "commitment",
    title: "Our commitment",
    body: (
      <p>
        We want everyone who visits {name} to be able to read about our work, shop, give and get in touch, whatever
        device they use and whatever their access needs. We aim to meet the Web Content Accessibility Guidelines
        (WCAG) 2.2 at level AA.
      </p>
    ),
  },
  {
    id: "using-this-site",
    title: "Using this website",
    body: (
      <>
        <p>You should be able to:</p>
        <ul>
          <li>zoom in up to 400% with the text reflowing to fit the screen, without scrolling sideways;</li>
          <li>use the whole site with a keyboard alone, with a clearly visible focus outline;</li>
          <li>skip straight to the main content or the main navigation with the links at the top of each page;</li>
          <li>use a screen reader, with headings, landmarks and labelled forms that describe the page;</li>
          <li>turn off animations by choosing reduced motion in your device’s settings;</li>
          <li>read text that has enough colour contrast against its background.</li>
        </ul>
        <p>
          Every form field has a visible label, and errors are explained in words, not by colour alone. Links that
          open a new tab say so.
        </p>
      </>
    ),
  },
  {
    id: "how-we-check",
    title: "How we check the site",
    body: (
      <p>
        We check our pages with automated accessibility testing tools and by hand with a keyboard
        as we build them. Automated tools cannot find every problem, so your feedback is especially valuable.
      </p>
    ),
  },
  {
    id: "known-limitations",
    title: "Known limitations",
    body: (
      <>
        <p>Some parts of the journey are provided by other organisations and are outside our direct control:</p>
        <ul>
          <li>card payments take place on our payment provider’s secure checkout page;</li>
          <li>coaching sessions are booked on a third-party scheduling page;</li>
          <li>
            videos on our YouTube, Instagram and TikTok channels rely on those platforms’ captions, which are not
            always accurate.
          </li>
        </ul>
        <p>If any of these causes you difficulty, contact us and we will help you another way, by email or phone.</p>
      </>
    ),
  },
  {
    id: "feedback",
    title: "Feedback and other formats",
    body: (
      <p>
        If you find something on this site hard to use, or you need information in another format such as large
        print or plain text, <WaysToAsk />. Tell us the page
        and what went wrong, and we aim to reply within five working days.
      </p>
    ),
  },
  {
    id: "enforcement",
    title: "If you are not happy with our response",
    body: (
      <p>
        You can contact the Equality Advisory and Support Service (EASS) for free advice at{" "}
        <a href="https://www.equalityadvisoryservice.com/">equalityadvisoryservice.com</a>.
      </p>
    ),
  },
  {
    id: "about-this-statement",
    title: "About this statement",
    body: (
      <p>
        This statement was prepared in November 2026. We review it at least once a year, and whenever we make
        significant changes to the website.
      </p>
    ),
  },
];

export function AccessibilityStatement() {
  return (
    <LegalDocument
      updated="November 2026"
      intro={
        <p>
          This statement covers the {name} website. It explains how accessible the site is, what to do if you have
          trouble using it, and how to contact us.
        </p>
      }
      sections={sections}
    />
  );
}
