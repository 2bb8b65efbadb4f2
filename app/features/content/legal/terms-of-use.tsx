import { Link } from "react-router";
import { formatPence } from "@core/money";
import { supporterAccountPath, termsSections } from "@core/deep-links";
import { paths } from "@core/paths";
import { shippingOptions } from "@core/shipping";
import type { PublicCharityDetails } from "@core/site-data";
import { siteConfig } from "@core/site-config";
import { phoneHref, useCharity } from "~/lib/charity";
import { LegalDocument, PostalAddress, type LegalSection } from "./legal-document";

const { name, coachingBrand } = siteConfig;

/** The terms, worded with the charity's details as owners saved them (a line not set is left out). */
function termsOfUseSections(charity: PublicCharityDetails): LegalSection[] {
  const legalName = charity.legalName ?? name;
  const address = charity.address ?? "the address on your order confirmation";
  const email = charity.email ? <a href={`mailto:${charity.email}`}>{charity.email}</a> : "us";
  const registered = charity.registration ? `, ${charity.registration.replace(/^Registered/, "registered")}` : "";
  return [
  {
    id: "about",
    title: "About these terms",
    body: (
      <p>
        This website is run by {legalName}, trading as {name}{registered}. By using the site, buying from our store or giving a donation you agree
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
    id: termsSections.delivery,
    title: "Delivery",
    body: (
      <>
        <p>We deliver store orders by post to the address you give at checkout. You choose how at checkout:</p>
        <ul>
          {shippingOptions.map((option) => (
            <li key={option.id}>
              {option.name}: {option.price === 0 ? "free" : formatPence(option.price)}, {option.time} from your order.
            </li>
          ))}
        </ul>
        <p>
          Delivery times are estimates in working days (Monday to Friday, not bank holidays); your confirmation email gives the dates to expect.
          If your order is delayed or does not arrive, email {email} and we will help.
        </p>
      </>
    ),
  },
  {
    id: termsSections.returns,
    title: "Returns and your right to cancel",
    body: (
      <>
        <p>
          You have the right to cancel an order within 14 days without giving any reason, under the Consumer Contracts
          Regulations 2013. The 14 days end 14 days after the day you (or someone you name, other than the carrier)
          receive the goods.
        </p>
        <h3>How to cancel</h3>
        <p>
          Tell us clearly that you have decided to cancel: email {email}, reply to your order confirmation, or write to{" "}
          {legalName}, {address}. You may use the{" "}
          <a href={`#${termsSections.cancellationForm}`}>model cancellation form</a> below, but you don't have to. It is
          enough to send your message before the 14 days are up.
        </p>
        <h3>Sending the items back</h3>
        <p>
          Send the items back to {address}, unused and in their original condition, within 14 days of the day you
          tell us you are cancelling.{" "}
          {charity.returnPostage === "charity"
            ? "We pay the cost of returning them: ask us for a prepaid label."
            : "You pay the direct cost of returning them."}
        </p>
        <h3>Your refund</h3>
        <p>
          We refund everything you paid, including the cost of standard delivery (but not the extra for express
          delivery, if you chose it), within 14 days of receiving the items back or of your proof that you sent them,
          whichever is sooner. We refund to the card you paid with, and you pay no fee for it. We may take off an
          amount for any loss in value caused by handling the items more than was needed to see what they are like.
        </p>
        <h3>When the right to cancel does not apply</h3>
        <p>
          Items printed or altered to your instructions cannot be returned just because you have changed your mind.
          None of this affects your rights under the Consumer Rights Act 2015 if anything arrives faulty, damaged or
          not as described.
        </p>
      </>
    ),
  },
  {
    id: termsSections.cancellationForm,
    title: "Model cancellation form",
    body: (
      <>
        <p>
          The model form from Schedule 3 of the Consumer Contracts Regulations 2013. Print it, or copy its words into
          an email or letter; a message of your own saying the same is just as good.
        </p>
        <div className="rounded-xl border border-line bg-paper p-5 sm:p-6">
          <p>(Complete and return this form only if you wish to withdraw from the contract)</p>
          <ul>
            <li>
              To {legalName}, {address}.{charity.email && ` Email: ${charity.email}`}
            </li>
            <li>I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],</li>
            <li>Ordered on [*]/received on [*],</li>
            <li>Name of consumer(s),</li>
            <li>Address of consumer(s),</li>
            <li>Signature of consumer(s) (only if this form is notified on paper),</li>
            <li>Date</li>
          </ul>
          <p>[*] Delete as appropriate.</p>
        </div>
        <p>
          Please include your order reference (it starts PM-) so we can find your order quickly. What happens next is
          in <a href={`#${termsSections.returns}`}>Returns and your right to cancel</a>.
        </p>
      </>
    ),
  },
  {
    id: termsSections.donations,
    title: "Donations",
    body: (
      <>
        <p>
          Donations are gifts to {legalName} to support our charitable work and are not payment for goods or
          services, so the right to cancel an order does not apply to them. If you have made a mistake with a
          donation, contact us as soon as possible and we will do our best to put it right.
        </p>
        <p>
          Monthly donations are taken on the same date each month (or the month's last day, when it is shorter) and
          continue until you cancel them. You can change the amount, update your card or cancel at any time: sign in
          to <a href={supporterAccountPath}>your giving account</a> with the email address you gave, use the link in
          your receipt, or email {email}. We stop future payments straight away.
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
        The words, designs, artwork and logos on this site and on our products belong to {legalName}. You are
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
        Questions about these terms or an order? Email {email}
        {charity.phone && (
          <>
            , call <a href={phoneHref(charity.phone)}>{charity.phone}</a>
          </>
        )}{" "}
        or write to us at <PostalAddress lines={[legalName, address]} />.
      </p>
    ),
  },
  ];
}

export function TermsOfUse() {
  const charity = useCharity();
  return (
    <LegalDocument
      updated="November 2026"
      intro={
        <p>
          These terms set out how you may use the {name} website, and what you and we can expect when you buy from
          our store, give a donation or book our services. We have tried to keep them short and plain.
        </p>
      }
      sections={termsOfUseSections(charity)}
    />
  );
}
