// The home page's content: rendered into the pre-rendered page only (see static-island.tsx), from
// the page's published words (core/pages/templates/home.ts).
import type { PageContent } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { shown } from "../shared/slots";
import { HomeHero } from "./home-hero";
import { MarketplaceIntro } from "./marketplace-intro";
import { MinistryPreview } from "./ministry-preview";
import { MissionPreview } from "./mission-preview";
import { StorePromo } from "./store-promo";
import { SupportCta } from "./support-cta";
import { WhatWeDo } from "./what-we-do";

export function HomeSections({ page }: { page: PageContent<typeof homePage> }) {
  const { hero, work, ministry, mission, marketplace, resources, support } = page.sections;
  return (
    <>
      <HomeHero section={hero} />
      <WhatWeDo section={work} />
      {shown(ministry) && <MinistryPreview section={ministry} />}
      {shown(mission) && <MissionPreview section={mission} />}
      {shown(marketplace) && <MarketplaceIntro section={marketplace} />}
      {shown(resources) && <StorePromo section={resources} />}
      {shown(support) && <SupportCta section={support} />}
    </>
  );
}
