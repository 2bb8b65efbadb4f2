import { StaticIsland } from "~/components/layout/static-island";
import { HomeSections } from "~/features/content/home/home-sections.island";
import { pageMeta } from "~/lib/seo";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/home";
import { pageImageUrl } from "@core/pages/images";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/home.ts), and its picture
// for shared links as an address: worked out here, on the server, so the landing page's scripts
// don't carry the content pages' meta helper (~/lib/content-page-meta) within its 120 kB budget.
export async function loader({ context }: Route.LoaderArgs) {
  const page = await livePage(context, "home");
  return { page, socialImage: page.meta.socialImage ? pageImageUrl(page.meta.socialImage, "social") : undefined };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta({ title: data.page.meta.title, description: data.page.meta.description, path: paths.home, image: data.socialImage }) : [];

// Nothing on the home page changes once it is drawn, so it is a static island: its sections are
// never sent to the browser as code, which keeps the landing page's JavaScript within budget.
export default function HomePage({ loaderData: { page } }: Route.ComponentProps) {
  return <StaticIsland id="home">{import.meta.env.SSR && <HomeSections page={page} />}</StaticIsland>;
}
