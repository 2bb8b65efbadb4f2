import { BackToHome, PageHero } from "~/components/layout/page";
import { MinistryCards } from "~/features/content/ministry/ministry-cards";
import { PrayerRequest } from "~/features/content/ministry/prayer-request";
import { ServeWithUs } from "~/features/content/ministry/serve-with-us";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Our Ministry",
    description:
      "Worship and prayer, family and marriage, youth mentoring, community outreach, diaspora care and church partnerships: the ministries of Purpose Movement.",
    path: paths.ministry,
  });

export default function MinistryPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Ministry" title="Our Ministry">
        <p>
          Ministry that meets people where they are: in church, at the kitchen table, at the school gate and across
          the miles between Jamaica and the UK.
        </p>
      </PageHero>
      <MinistryCards />
      <PrayerRequest />
      <ServeWithUs />
    </>
  );
}
