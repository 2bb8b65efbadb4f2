import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Our Movement",
    description: "What the Purpose Movement believes, the services it offers and how you can join it.",
    path: paths.movement,
  });

export default function MovementPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Our Movement" />
    </>
  );
}
