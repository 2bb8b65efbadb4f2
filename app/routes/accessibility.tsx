import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Accessibility",
    description: "Our commitment to making the Purpose Movement website usable by everyone.",
    path: paths.accessibility,
  });

export default function AccessibilityPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Accessibility" />
    </>
  );
}
