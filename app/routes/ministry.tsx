import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Ministry",
    description: "Worship, prayer, family and outreach ministries of the Purpose Movement.",
    path: paths.ministry,
  });

export default function MinistryPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Ministry" />
    </>
  );
}
