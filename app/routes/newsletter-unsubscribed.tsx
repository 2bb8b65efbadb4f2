import { MailX } from "lucide-react";
import { Link } from "react-router";
import { BackToHome } from "~/components/layout/page";
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
      <div className="mx-auto max-w-xl px-6 py-16">
        <div className="rounded-card border border-line bg-white p-8 text-center shadow-card">
          <MailX aria-hidden="true" className="mx-auto size-14 text-evergreen-700" />
          <h1 className="mt-4 text-3xl font-semibold text-evergreen-900">You're unsubscribed</h1>
          <p className="mt-4 text-lg text-ink">We won't send you any more newsletters.</p>
          <p className="mt-3 text-muted">
            Thank you for walking with us. If you change your mind, you're always welcome back.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link to={paths.connect}>Sign up again</Link>
            </Button>
            <Button asChild>
              <Link to={paths.home}>Return to Home</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
