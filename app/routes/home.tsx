import { StaticIsland } from "~/components/layout/static-island";
import { HomeSections } from "~/features/content/home/home-sections.island";
import { contentPageMeta } from "~/lib/seo";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/home";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/home.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "home") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.home);

// Nothing on the home page changes once it is drawn, so it is a static island: its sections are
// never sent to the browser as code, which keeps the landing page's JavaScript within budget.
export default function HomePage({ loaderData: { page } }: Route.ComponentProps) {
  return <StaticIsland id="home">{import.meta.env.SSR && <HomeSections page={page} />}</StaticIsland>;
}
