import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Mission",
    description: "Our mission: faith that works, families that flourish and communities that rise.",
    path: paths.mission,
  });

export default function MissionPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Mission" />
    </>
  );
}
