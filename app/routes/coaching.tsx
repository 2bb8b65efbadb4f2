import { BackToHome } from "~/components/layout/page";
import { CoachingDetails } from "~/features/content/coaching/coaching-details";
import { CoachingHero } from "~/features/content/coaching/coaching-hero";
import { CoachingServices } from "~/features/content/coaching/coaching-services";
import { pageMeta } from "~/lib/seo";
import { formatPence } from "@core/money";
import { paths } from "@core/paths";
import { coachingServices, siteConfig } from "@core/site-config";
import type { Route } from "./+types/coaching";

const lowestPaidPrice = Math.min(...coachingServices.filter((s) => s.price > 0).map((s) => s.price));

// One module serves /coaching and /consultation; both share the /coaching canonical URL.
export const meta = ({ location }: Route.MetaArgs) => {
  const viaConsultation = location.pathname.replace(/\/+$/, "") === paths.consultation;
  return pageMeta({
    title: viaConsultation ? `${siteConfig.coachingBrand} Consultation` : `${siteConfig.coachingBrand}: Coaching & Consultation`,
    description: `${siteConfig.coachingBrand}: faith-centred coaching and consultation calls for individuals, families and leaders. Free discovery and clarity calls; focused sessions from ${formatPence(lowestPaidPrice)}.`,
    path: paths.coaching,
  });
};

export default function CoachingPage() {
  return (
    <>
      <BackToHome />
      <CoachingHero />
      <CoachingServices />
      <CoachingDetails />
    </>
  );
}
