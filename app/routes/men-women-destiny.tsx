import { BackToHome, PageHero } from "~/components/layout/page";
import { CoreValues } from "~/features/content/men-women-destiny/core-values";
import { FeaturedProgrammes } from "~/features/content/men-women-destiny/featured-programmes";
import { FocusAreas } from "~/features/content/men-women-destiny/focus-areas";
import { ProgrammeCta } from "~/features/content/men-women-destiny/programme-cta";
import { WhoWeAre } from "~/features/content/men-women-destiny/who-we-are";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";

export const meta = () =>
  pageMeta({
    title: siteConfig.programmeName,
    description:
      "Men, Women & Destiny: mentoring, family support, skills training and youth development for marginalized men, women and young people in Jamaica and the diaspora.",
    path: paths.menWomenDestiny,
  });

export default function MenWomenDestinyPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow={`A ${siteConfig.name} programme`} title={siteConfig.programmeName}>
        <p>
          A community-empowerment programme walking with marginalized men, women and young people in Jamaica and the
          diaspora, from surviving to thriving.
        </p>
      </PageHero>
      <FeaturedProgrammes />
      <WhoWeAre />
      <CoreValues />
      <FocusAreas />
      <ProgrammeCta />
    </>
  );
}
