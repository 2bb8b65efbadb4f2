import { BackToHome } from "~/components/layout/page";
import { MovementServices } from "~/features/content/movement/movement-services";
import { MovementStory } from "~/features/content/movement/movement-story";
import { MovementValues } from "~/features/content/movement/movement-values";
import { ContentCta, ContentHero, shown } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/movement";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/movement.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "movement") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.movement);

export default function MovementPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, story, values, services, join } = page.sections;
  return (
    <>
      <BackToHome />
      <ContentHero section={hero} />
      <MovementStory section={story} />
      <MovementValues section={values} />
      <MovementServices section={services} />
      {shown(join) && <ContentCta id="join-the-movement-title" section={join} />}
    </>
  );
}
