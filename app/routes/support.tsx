import { BackToHome, PageHero } from "~/components/layout/page";
import { DonationFlow } from "~/features/donate/donation-flow";
import { PaymentForm } from "~/features/payment/payment-form";
import { pageMeta } from "~/lib/seo";
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
      </div>
    </>
  );
}
