// The terms' sections: the words staff published (core/pages/templates/terms.ts), and the parts
// worded from the charity's details as owners saved them (a line not set is left out), from the
// delivery options the checkout offers and from how monthly gifts work.
import { Link } from "react-router";
import { formatPence } from "@core/money";
import type { PageContent } from "@core/pages/template";
import type { termsPage } from "@core/pages/templates/terms";
import { supporterAccountPath, termsSections } from "@core/deep-links";
import { paths } from "@core/paths";
import { shippingOptions } from "@core/shipping";
import { siteConfig } from "@core/site-config";
import { phoneHref, useCharity } from "~/lib/charity";
import { RichText } from "../shared/rich-text";
import { charityWording, LegalPage, PostalAddress } from "./legal-document";

const { name } = siteConfig;

export function TermsOfUse({ sections: s }: { sections: PageContent<typeof termsPage>["sections"] }) {
  const charity = useCharity();
  const { legalName, email, registered } = charityWording(charity, name);
  const address = charity.address ?? "the address on your order confirmation";
  return (
    <LegalPage
      document={s.document}
      sections={[
        {
          id: "about",
          section: s.about,
          body: (
            <p>
              This website is run by {legalName}, trading as {name}{registered}. By using the site, buying from our store or giving a donation you agree
              to these terms. Please read them alongside our <Link to={paths.privacy}>privacy policy</Link>.
            </p>
          ),
        },
        { id: "using-the-site", section: s.usingTheSite, body: <RichText doc={s.usingTheSite.body} /> },
        { id: "orders", section: s.orders, body: <RichText doc={s.orders.body} /> },
        {
          id: termsSections.delivery,
          section: s.delivery,
          body: (
            <>
              <RichText doc={s.delivery.body} />
              {/* The options the checkout offers (core/shipping.ts), at its prices. */}
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
          section: s.returns,
          body: (
            <>
              <RichText doc={s.returns.body} />
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
              <RichText doc={s.returns.after} />
            </>
          ),
        },
        {
          id: termsSections.cancellationForm,
          section: s.cancellationForm,
          body: (
            <>
              <RichText doc={s.cancellationForm.body} />
              {/* The model form of Schedule 3 to the Consumer Contracts Regulations 2013, word for word. */}
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
              <RichText doc={s.cancellationForm.after} />
            </>
          ),
        },
        {
          id: termsSections.donations,
          section: s.donations,
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
        { id: "gift-aid", section: s.giftAid, body: <RichText doc={s.giftAid.body} /> },
        { id: "coaching-and-speaking", section: s.coachingAndSpeaking, body: <RichText doc={s.coachingAndSpeaking.body} /> },
        {
          id: "intellectual-property",
          section: s.intellectualProperty,
          body: (
            <p>
              The words, designs, artwork and logos on this site and on our products belong to {legalName}. You are
              welcome to share our content for non-commercial purposes with credit to {name}; please ask before using it
              in any other way.
            </p>
          ),
        },
        { id: "liability", section: s.liability, body: <RichText doc={s.liability.body} /> },
        { id: "law", section: s.law, body: <RichText doc={s.law.body} /> },
        {
          id: "contact",
          section: s.contact,
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
      ]}
    />
  );
}
