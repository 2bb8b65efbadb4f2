import { Link } from "react-router";
import { CharityRegistration } from "~/components/layout/charity-registration";
import { BackToHome, PageHero } from "~/components/layout/page";
import { DonationFlow } from "~/features/donate/donation-flow";
import { LazyPaymentForm, preloadPaymentForm } from "~/features/payment/lazy-payment-form";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/support";
import { termsLink } from "@core/deep-links";
import { paths } from "@core/paths";

// The banner's words as staff last published them (core/pages/templates/support.ts); the giving
// flow under it is the site's own.
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "support") };
}

// The giving flow moves between its steps by the query (`?step=`); the banner's words don't change
// with it, so a step never asks the server for them again.
export const shouldRevalidate = () => false;

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.support);

export default function SupportPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero } = page.sections;
  return (
    <>
      <BackToHome />
      {/* The payment component loads with the payment step, fetched once the details step is reached. */}
      <DonationFlow
        preloadPayment={preloadPaymentForm}
        renderPayment={(props) => <LazyPaymentForm {...props} />}
        banner={
          <PageHero eyebrow={hero.eyebrow || undefined} title={hero.heading}>
            {hero.intro || undefined}
          </PageHero>
        }
      >
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
      </DonationFlow>
    </>
  );
}
