import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Coaching & Consultation",
    description: "Evolve Coaching: faith-centred coaching and consultation calls for individuals, families and leaders.",
    path: paths.coaching,
  });

export default function CoachingPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Coaching & Consultation" />
    </>
  );
}
