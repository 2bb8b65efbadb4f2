import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Support the Movement",
    description: "Give once or monthly to support the Purpose Movement's work with families in Jamaica and the diaspora. UK taxpayers can add Gift Aid.",
    path: paths.support,
  });

export default function SupportPage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Support the Movement" />
    </>
  );
}
