import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Home",
    description: "A faith and family movement helping people discover their God-given purpose, strengthen their families and lift up marginalized communities in Jamaica and the diaspora.",
    path: paths.home,
  });

export default function HomePage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Home" />
    </>
  );
}
