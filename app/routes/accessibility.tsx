import { BackToHome, PageHero } from "~/components/layout/page";
import { AccessibilityStatement } from "~/features/content/legal/accessibility-statement";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Accessibility Statement",
    description: "Our commitment to making the Purpose Movement website usable by everyone, aiming at WCAG 2.2 AA, and how to tell us about problems.",
    path: paths.accessibility,
  });

export default function AccessibilityPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Legal" title="Accessibility Statement">
        <p>A website everyone can use.</p>
      </PageHero>
      <AccessibilityStatement />
    </>
  );
}
