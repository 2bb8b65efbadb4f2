import { BackToHome } from "~/components/layout/page";
import { CoreValues } from "~/features/content/men-women-destiny/core-values";
import { FeaturedProgrammes } from "~/features/content/men-women-destiny/featured-programmes";
import { FocusAreas } from "~/features/content/men-women-destiny/focus-areas";
import { WhoWeAre } from "~/features/content/men-women-destiny/who-we-are";
import { ContentCta, ContentHero, shown } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/men-women-destiny";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/men-women-destiny.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "men-women-destiny") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.menWomenDestiny);

export default function MenWomenDestinyPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, programmes, who, values, focus, join } = page.sections;
  return (
    <>
      <BackToHome />
      <ContentHero section={hero} />
      <FeaturedProgrammes section={programmes} />
      <WhoWeAre section={who} />
      <CoreValues section={values} />
      <FocusAreas section={focus} />
      {shown(join) && <ContentCta id="programme-cta-title" section={join} />}
    </>
  );
}
