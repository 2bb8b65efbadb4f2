import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How the Purpose Movement collects, uses and protects your personal information.",
    path: paths.privacy,
  });

export default function PrivacyPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Privacy Policy" />
    </>
  );
}
