import { BackToHome } from "~/components/layout/page";
import { CoachingDetails } from "~/features/content/coaching/coaching-details";
import { CoachingHero } from "~/features/content/coaching/coaching-hero";
import { CoachingServices } from "~/features/content/coaching/coaching-services";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/coaching";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/coaching.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "coaching") };
}

// One module serves /coaching and /consultation; both share the /coaching canonical URL. At
// /consultation the title is the banner's heading and "Consultation" ("Evolve Coaching Consultation").
export const meta = ({ data, location }: Route.MetaArgs) => {
  if (!data) return [];
  const { meta, sections } = data.page;
  const viaConsultation = location.pathname.replace(/\/+$/, "") === paths.consultation;
  return contentPageMeta(viaConsultation ? { ...meta, title: `${sections.hero.heading} Consultation` } : meta, paths.coaching);
};

export default function CoachingPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, sessions } = page.sections;
  return (
    <>
      <BackToHome />
      <CoachingHero section={hero} />
      <CoachingServices section={sessions} />
      <CoachingDetails sections={page.sections} />
    </>
  );
}
