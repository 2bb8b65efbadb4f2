import { MailX } from "lucide-react";
import { Link } from "react-router";
import { BackToHome, StatusCard } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Unsubscribed",
    description: "You have been unsubscribed from the newsletter.",
    path: paths.newsletterUnsubscribed,
  });

export default function NewsletterUnsubscribedPage() {
  return (
    <>
      <BackToHome />
      <StatusCard
        icon={<MailX aria-hidden="true" className="text-evergreen-700" />}
        title="You're unsubscribed"
        lead="We won't send you any more newsletters."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.connect}>Sign up again</Link>
            </Button>
            <Button asChild>
              <Link to={paths.home}>Return to Home</Link>
            </Button>
          </>
        }
      >
        Thank you for walking with us. If you change your mind, you're always welcome back.
      </StatusCard>
    </>
  );
}
