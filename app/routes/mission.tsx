import { BackToHome } from "~/components/layout/page";
import { MissionCommitments } from "~/features/content/mission/mission-commitments";
import { MissionCta } from "~/features/content/mission/mission-cta";
import { MissionStatement } from "~/features/content/mission/mission-statement";
import { WhereWeServe } from "~/features/content/mission/where-we-serve";
import { ContentHero, shown } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/mission";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/mission.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "mission") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.mission);

export default function MissionPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, statement, commitments, places, join } = page.sections;
  return (
    <>
      <BackToHome />
      <ContentHero section={hero} />
      <MissionStatement section={statement} />
      <MissionCommitments section={commitments} />
      <WhereWeServe section={places} />
      {shown(join) && <MissionCta section={join} />}
    </>
  );
}
