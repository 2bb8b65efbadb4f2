import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Devotional Resources",
    description: "Devotional journals and resources to deepen your walk with God.",
    path: paths.devotionals,
  });

export default function DevotionalsPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Devotional Resources" />
    </>
  );
}
