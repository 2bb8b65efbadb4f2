import { BackToHome, PageHero } from "~/components/layout/page";
import { MissionCommitments } from "~/features/content/mission/mission-commitments";
import { MissionCta } from "~/features/content/mission/mission-cta";
import { MissionStatement } from "~/features/content/mission/mission-statement";
import { WhereWeServe } from "~/features/content/mission/where-we-serve";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Our Mission",
    description:
      "Our mission: to help every person discover their God-given purpose, to strengthen families and to empower marginalized communities in Jamaica and the diaspora.",
    path: paths.mission,
  });

export default function MissionPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Why we exist" title="Our Mission">
        <p>Faith that works. Families that flourish. Communities that rise.</p>
      </PageHero>
      <MissionStatement />
      <MissionCommitments />
      <WhereWeServe />
      <MissionCta />
    </>
  );
}
