import { BackToHome, PageHero } from "~/components/layout/page";
import { JoinTheMovement } from "~/features/content/movement/join-the-movement";
import { MovementServices } from "~/features/content/movement/movement-services";
import { MovementStory } from "~/features/content/movement/movement-story";
import { MovementValues } from "~/features/content/movement/movement-values";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Our Movement",
    description:
      "What Purpose Movement believes, how it serves churches, families and individuals in Jamaica and the UK, and how you can join in.",
    path: paths.movement,
  });

export default function MovementPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Who we are" title="Our Movement">
        <p>
          A family of believers in Jamaica and the UK who are convinced that every person carries a God-given purpose,
          and that no one should have to discover it alone.
        </p>
      </PageHero>
      <MovementStory />
      <MovementValues />
      <MovementServices />
      <JoinTheMovement />
    </>
  );
}
