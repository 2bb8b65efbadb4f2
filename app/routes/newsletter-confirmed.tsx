import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { BackToHome, StatusCard } from "~/components/layout/page";
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
      <StatusCard
        icon={<CheckCircle2 aria-hidden="true" className="text-success" />}
        title="Subscription Confirmed"
        lead={`Thank you for joining the ${siteConfig.name} community.`}
        actions={
          <>
            <Button asChild>
              <Link to={paths.movement}>Explore the Movement</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>Return to Home</Link>
            </Button>
          </>
        }
      >
        Your first letter arrives at the start of next month. Every email has a link to unsubscribe in one click,
        whenever you wish.
      </StatusCard>
    </>
  );
}
