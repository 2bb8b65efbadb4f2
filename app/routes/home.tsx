import { StaticIsland } from "~/components/layout/static-island";
import { HomeSections } from "~/features/content/home/home-sections.island";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Home",
    description:
      "A Christian faith and family movement helping people discover their God-given purpose, strengthen their families and lift up marginalized communities in Jamaica and the UK diaspora.",
    path: paths.home,
  });

// Nothing on the home page changes once it is drawn, so it is a static island: its sections are
// never sent to the browser as code, which keeps the landing page's JavaScript within budget.
export default function HomePage() {
  return <StaticIsland id="home">{import.meta.env.SSR && <HomeSections />}</StaticIsland>;
}
