import { HomeHero } from "~/features/content/home/home-hero";
import { MarketplaceIntro } from "~/features/content/home/marketplace-intro";
import { MinistryPreview } from "~/features/content/home/ministry-preview";
import { MissionPreview } from "~/features/content/home/mission-preview";
import { StorePromo } from "~/features/content/home/store-promo";
import { SupportCta } from "~/features/content/home/support-cta";
import { WhatWeDo } from "~/features/content/home/what-we-do";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Home",
    description:
      "A Christian faith and family movement helping people discover their God-given purpose, strengthen their families and lift up marginalized communities in Jamaica and the UK diaspora.",
    path: paths.home,
  });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <WhatWeDo />
      <MinistryPreview />
      <MissionPreview />
      <MarketplaceIntro />
      <StorePromo />
      <SupportCta />
    </>
  );
}
