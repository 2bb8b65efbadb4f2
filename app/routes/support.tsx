import { Link } from "react-router";
import { CharityRegistration } from "~/components/layout/charity-registration";
import { BackToHome, PageHero } from "~/components/layout/page";
import { DonationFlow } from "~/features/donate/donation-flow";
import { PaymentForm } from "~/features/payment/payment-form";
import { pageMeta } from "~/lib/seo";
import { termsLink } from "@core/deep-links";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Support the Movement",
    description: "Give once or monthly to support the Purpose Movement's work with families in Jamaica and the diaspora. UK taxpayers can add Gift Aid.",
    path: paths.support,
  });

export default function SupportPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Give" title="Support the Movement">
        Your gift helps families discover their purpose and lifts up communities in Jamaica and the diaspora. Give once,
        or join our monthly partners.
      </PageHero>
      <div className="bg-paper px-4 py-10 sm:px-6 sm:py-14">
        <DonationFlow renderPayment={(props) => <PaymentForm {...props} />} />
        {/* Who a gift goes to, on every step: a donor should know before giving. */}
        <div className="mx-auto mt-6 max-w-2xl space-y-1 text-center text-sm text-muted">
          <CharityRegistration />
          <p>
            <Link to={termsLink("donations")} className="font-medium text-evergreen-800 underline underline-offset-2">
              Terms for gifts
            </Link>
            , including how to change or cancel a monthly gift
          </p>
        </div>
      </div>
    </>
  );
}
