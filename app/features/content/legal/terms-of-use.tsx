import { Link } from "react-router";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";
import { LegalDocument, PostalAddress, type LegalSection } from "./legal-document";

const { name, charity, contact, coachingBrand } = siteConfig;
const email = <a href={`mailto:${contact.email}`}>{contact.email}</a>;

const sections: LegalSection[] = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <p>
        This website is run by {charity.legalName}, trading as {name}, a charity registered in {charity.registeredIn}{" "}
        (number {charity.registeredNumber}). By using the site, buying from our store or giving a donation you agree
        to these terms. Please read them alongside our <Link to={paths.privacy}>privacy policy</Link>.
      </p>
    ),
  },
  {
    id: "using-the-site",
    title: "Using this website",
    body: (
      <>
        <p>
          We share the content on this site to encourage and inform. We work hard to keep it accurate, but it is not
          professional advice and may change without notice.
        </p>
        <p>
          Please do not misuse the site: for example by trying to break its security, sending harmful code or using
          it to harass anyone. Links to other websites, such as our social media channels or booking page, are
          provided for convenience; we are not responsible for their content.
        </p>
      </>
    ),
  },
  {
    id: "orders",
    title: "Orders and prices",
    body: (
      <>
        <p>
          Prices are shown in pounds sterling (£). The total you pay, including any gift wrap, delivery and added
          donation, is shown before you confirm your payment. Your order is accepted when we email you to confirm it.
        </p>
        <p>
          If we discover an error in the price of something you have ordered, we will contact you and you may choose
          to go ahead at the correct price or cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: "delivery",
    title: "Delivery",
    body: (
      <p>
        Standard delivery is free on store orders, and express delivery can be chosen at checkout. Delivery times
        are estimates; if your order is delayed or does not arrive, email {email} and we will help.
      </p>
    ),
  },
  {
    id: "returns",
    title: "Returns and cancellations",
    body: (
      <>
        <p>
          You may change your mind and cancel an order within 14 days of receiving it, under the Consumer Contracts
          Regulations 2013. Email us to let us know, then return the items unused and in their original condition
          within a further 14 days. We will refund you, including standard delivery, within 14 days of receiving them.
        </p>
        <p>
          Items printed or altered to your instructions cannot be returned just because you have changed your mind.
          This does not affect your rights under the Consumer Rights Act 2015 if anything arrives faulty, damaged or
          not as described.
        </p>
      </>
    ),
  },
  {
    id: "donations",
    title: "Donations",
    body: (
      <>
        <p>
          Donations are gifts to support our charitable work and are not payment for goods or services. If you have
          made a mistake with a donation, contact us as soon as possible and we will do our best to put it right.
        </p>
        <p>
          Monthly donations continue until you cancel them. You can cancel at any time by emailing {email}; we will
          stop future payments straight away.
        </p>
      </>
    ),
  },
  {
    id: "gift-aid",
    title: "Gift Aid",
    body: (
      <p>
        If you add Gift Aid, you confirm that you are a UK taxpayer. If you pay less Income Tax and/or Capital Gains
        Tax than the amount of Gift Aid claimed on all your donations in that tax year, it is your responsibility to
        pay any difference. Please tell us if you change your name or home address, or no longer pay enough tax.
      </p>
    ),
  },
  {
    id: "coaching-and-speaking",
    title: "Coaching and speaking",
    body: (
      <>
        <p>
          {coachingBrand} sessions are booked through a third-party scheduling service, whose own terms apply to
          the booking. Coaching offers general guidance and support. It is not a substitute for regulated legal or
          immigration advice, medical care or financial advice.
        </p>
        <p>Speaking engagements are confirmed in writing, including any honorarium and travel arrangements.</p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Our content and designs",
    body: (
      <p>
        The words, designs, artwork and logos on this site and on our products belong to {charity.legalName}. You are
        welcome to share our content for non-commercial purposes with credit to {name}; please ask before using it
        in any other way.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our responsibility to you",
    body: (
      <p>
        We are responsible for loss or damage you suffer that is a foreseeable result of us breaking these terms or
        failing to use reasonable care. We are not responsible for losses that were not foreseeable. Nothing in these
        terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything
        else that cannot be limited by law.
      </p>
    ),
  },
  {
    id: "law",
    title: "The law that applies",
    body: (
      <p>
        These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you
        may also bring proceedings in your own courts.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        Questions about these terms or an order? Email {email}, call <a href={contact.phoneHref}>{contact.phone}</a>{" "}
        or write to us at <PostalAddress lines={contact.addressLines} />.
      </p>
    ),
  },
];

export function TermsOfUse() {
  return (
    <LegalDocument
      updated="November 2026"
      intro={
        <p>
          These terms set out how you may use the {name} website, and what you and we can expect when you buy from
          our store, give a donation or book our services. We have tried to keep them short and plain.
        </p>
      }
      sections={sections}
    />
  );
}
