import { describeRule, retentionRules } from "@core/retention";
import { complaintFormPath } from "@core/paths";
import type { PublicCharityDetails } from "@core/site-data";
import { siteConfig } from "@core/site-config";
import { phoneHref, useCharity } from "~/lib/charity";
import { LegalDocument, PostalAddress, type LegalSection } from "./legal-document";

const { name } = siteConfig;

/** The policy, worded with the charity's details as owners saved them (a line not set is left out). */
function privacySections(charity: PublicCharityDetails): LegalSection[] {
  const legalName = charity.legalName ?? name;
  const email = charity.email ? <a href={`mailto:${charity.email}`}>{charity.email}</a> : "us";
  const registered = charity.registration ? `, ${charity.registration.replace(/^Registered/, "registered")}` : "";
  const write = charity.address ? (
    <>
      write to us at <PostalAddress lines={[legalName, charity.address]} />
    </>
  ) : (
    "write to us"
  );
  return [
  {
    id: "who-we-are",
    title: "Who we are",
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
  {
    id: "what-we-collect",
    title: "What we collect and why",
    body: (
      <>
        <h3>Orders from our store</h3>
        <p>
          When you buy from us we collect your name, email address, phone number, delivery address, the items you
          order and any notes or gift-wrap choices. We use them to take payment, send your order, email your
          confirmation and deal with any returns. We need this information to fulfil our contract with you.
        </p>
        <h3>Donations</h3>
        <p>
          When you give, we record your name, email address, the amount, whether it is a one-off or monthly gift
          and the payment reference. We use these to process your gift, send you a receipt and thank you, which is
          in our legitimate interest as a charity, and to keep the financial records the law requires.
        </p>
        <h3>Gift Aid declarations</h3>
        <p>
          If you add Gift Aid, we also keep your home address, postcode, the date and wording of your declaration and
          the donations it covers. We share these details with HM Revenue &amp; Customs so that we can claim Gift
          Aid, and we keep them for as long as HMRC requires (see “How long we keep it” below).
        </p>
        <h3>Our newsletter</h3>
        <p>
          If you subscribe, we keep your email address, your name if you give it, and when and how you confirmed your
          subscription. We only send the newsletter after you click the link in our confirmation email, and every
          newsletter has a one-click unsubscribe link. We rely on your consent, which you can withdraw at any time.
        </p>
        <p>
          If we have turned it on, when you give or buy from us we may also offer a box to tick, “Please don’t send me
          news about our work by email”. If you leave it unticked, we add your email address and name to our newsletter
          list once your payment goes through, noting that it came from your gift or order and when. The law allows a
          charity to do this (the “soft opt-in” for its charitable purposes, since 5 February 2026) as long as you could
          refuse at the time and every email lets you unsubscribe in one click. We send no confirmation email for this.
        </p>
        <h3>Asking us not to contact you</h3>
        <p>
          If you ask us, or ask through the Fundraising Regulator’s Fundraising Preference Service, to stop contacting you,
          we record your email address (and your name and postal address if the request includes them). From then on we
          send you no newsletter or other marketing email, and no signup or gift adds you to our list again, though we
          still send receipts and emails about your orders. We keep the request for as long as it stands.
        </p>
        <h3>Enquiries and speaking requests</h3>
        <p>
          If you email us, ask us to pray with you or invite us to speak, we use what you send only to reply and to
          arrange what you have asked for. Prayer requests are treated as confidential.
        </p>
        <h3>Complaints about how we handle your information</h3>
        <p>
          If you complain to us about how we handle your personal information, we keep your name, email address, what
          you told us, our notes and our answer, so that we can look into it and reply. We keep them for two years after
          our last contact about it.
        </p>
        <h3>Your account and our back office</h3>
        <p>
          If you sign in to look after your giving, we email you a link that works once and keep a record of when you
          signed in. Our staff see your information in our back office only as far as their work needs: those who
          pack orders see orders, those who look after finance see gifts and Gift Aid. Staff sign in with a passkey
          or an emailed code, and everything they do with your records (a dispatch, a refund, an export, an erasure)
          is written to an audit log that cannot be changed.
        </p>
        <h3>Coaching bookings</h3>
        <p>
          Coaching sessions are booked through a third-party scheduling service. The details you enter there are
          handled under that service’s own privacy notice as well as this one.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Card payments",
    body: (
      <p>
        Card payments are handled by our payment provider, Stripe. Your card details go straight to Stripe and never
        pass through or rest on our servers. We receive confirmation that a payment succeeded, the amount and a
        reference so that we can match it to your order or gift.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We never sell, rent or swap your personal information. We share it only with:</p>
        <ul>
          <li>our payment provider, to take your payment;</li>
          <li>our email provider, to send receipts, confirmations and newsletters;</li>
          <li>couriers and Royal Mail, who need your name and address to deliver your order;</li>
          <li>HMRC, when we claim Gift Aid on your donations;</li>
          <li>our website hosting provider, which stores our data securely on our behalf;</li>
          <li>anyone we are required to share it with by law.</li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <p>
        We do not use advertising or tracking cookies, and this website does not load anything from other
        companies’ servers. So that your basket is still there when you come back, the site saves your basket,
        chosen donation amount and last purchase summary in your own browser’s local storage. This never leaves
        your device unless you check out, and you can remove it at any time by emptying your basket or clearing
        this site’s data in your browser.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
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
    title: "Your rights",
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>ask us to correct anything that is wrong or incomplete;</li>
          <li>ask us to delete your information, or to restrict how we use it;</li>
          <li>object to us using your information on the basis of our legitimate interests;</li>
          <li>receive information you gave us in a portable format;</li>
          <li>withdraw your consent at any time, for example by unsubscribing from our newsletter.</li>
        </ul>
        <p>
          When you ask us to delete your information, we remove your name, contact details, address and anything you
          wrote to us everywhere, except in the records the law makes us keep (orders and gifts for our accounts,
          Gift Aid declarations for HMRC). Those we keep, marked as held only for that reason, until the period stated under
          “How long we keep it” ends.
        </p>
        <p>To use any of these rights, email {email}. We will reply within one month.</p>
      </>
    ),
  },
  {
    id: "complaints",
    // Not "Complaints": the contents list links every title, and the first link on the page that
    // says "complaint" must be the one to the form (docs/privacy.md).
    title: "If you are unhappy with how we handle your data",
    body: (
      <>
        <p>
          If you are unhappy with how we have handled your information, please tell us so we can put it right:{" "}
          <a href={complaintFormPath}>make a complaint about how we handle your data</a> using our online form, or email{" "}
          {email}. We will acknowledge your complaint straight away (the form emails you an acknowledgement at once, and
          we acknowledge an email within 30 days at the latest), look into it, and send you a full answer without undue
          delay, within 30 days unless we tell you why we need longer.
        </p>
        <p>
          You also have the right to complain to the Information Commissioner’s Office (ICO) at{" "}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a> or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
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
  ];
}

export function PrivacyPolicy() {
  const charity = useCharity();
  return (
    <LegalDocument
      updated="November 2026"
      intro={
        <p>
          Your trust matters to us. This policy explains what personal information {name} collects when you shop,
          give, subscribe or get in touch, why we collect it, how we keep it safe and the choices you have.
        </p>
      }
      sections={privacySections(charity)}
    />
  );
}
