import { BackToHome, PageHero } from "~/components/layout/page";
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
      <PageHero title="Unsubscribed" />
    </>
  );
}
