import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

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
      <PageHero title="Subscription Confirmed" />
    </>
  );
}
