import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Men, Women & Destiny",
    description: "A community-empowerment programme for marginalized men and women in Jamaica and the diaspora.",
    path: paths.menWomenDestiny,
  });

export default function MenWomenDestinyPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Men, Women & Destiny" />
    </>
  );
}
