import { BackToHome, PageHero } from "~/components/layout/page";
import { PrivacyPolicy } from "~/features/content/legal/privacy-policy";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How Purpose Movement collects, uses and protects your personal information when you shop, give, subscribe or get in touch.",
    path: paths.privacy,
  });

export default function PrivacyPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>Your information, handled with care.</p>
      </PageHero>
      <PrivacyPolicy />
    </>
  );
}
