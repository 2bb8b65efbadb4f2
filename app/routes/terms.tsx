import { BackToHome, PageHero } from "~/components/layout/page";
import { TermsOfUse } from "~/features/content/legal/terms-of-use";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Terms of Use",
    description: "The terms for using the Purpose Movement website, buying from our store and giving donations.",
    path: paths.terms,
  });

export default function TermsPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Legal" title="Terms of Use">
        <p>Plain terms for using our website, shopping and giving.</p>
      </PageHero>
      <TermsOfUse />
    </>
  );
}
