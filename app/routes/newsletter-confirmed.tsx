import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { BackToHome } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";

export const meta = () =>
  pageMeta({
    title: "Subscription Confirmed",
    description: "Your newsletter subscription is confirmed.",
    path: paths.newsletterConfirmed,
  });

export default function NewsletterConfirmedPage() {
  return (
    <>
      <BackToHome />
      <div className="mx-auto max-w-xl px-6 py-16">
        <div className="rounded-card border border-line bg-white p-8 text-center shadow-card">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
          <h1 className="mt-4 text-3xl font-semibold text-evergreen-900">Subscription Confirmed</h1>
          <p className="mt-4 text-lg text-ink">{`Thank you for joining the ${siteConfig.name} community.`}</p>
          <p className="mt-3 text-muted">
            Your first letter arrives at the start of next month. Every email has a link to unsubscribe in one click,
            whenever you wish.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to={paths.movement}>Explore the Movement</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>Return to Home</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
