import { PageHero } from "~/components/layout/page";
import { siteConfig } from "@core/site-config";
import { BookNowLink } from "./book-now-link";
import { Rating } from "./rating";

export function CoachingHero() {
  return (
    <PageHero eyebrow="Coaching & Consultation" title={siteConfig.coachingBrand}>
      <p>
        Faith-centred coaching and practical consultation for individuals, families, church leaders and
        entrepreneurs. Bring the question you have been carrying; leave with clarity and a plan.
      </p>
      <Rating tone="light" className="mt-6 justify-center" />
      <BookNowLink variant="gold" size="lg" className="mt-8" />
    </PageHero>
  );
}
