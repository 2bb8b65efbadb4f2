// The home page's content: rendered into the pre-rendered page only (see static-island.tsx).
import { HomeHero } from "./home-hero";
import { MarketplaceIntro } from "./marketplace-intro";
import { MinistryPreview } from "./ministry-preview";
import { MissionPreview } from "./mission-preview";
import { StorePromo } from "./store-promo";
import { SupportCta } from "./support-cta";
import { WhatWeDo } from "./what-we-do";

export function HomeSections() {
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
