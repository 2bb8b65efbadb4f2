import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Terms of Use",
    description: "The terms for using the Purpose Movement website and store.",
    path: paths.terms,
  });

export default function TermsPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Terms of Use" />
    </>
  );
}
