import { BackToHome, PageHero } from "~/components/layout/page";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Store",
    description: "Faith T-shirts, hoodies and hats from the Purpose Movement store. Every purchase supports the ministry.",
    path: paths.marketplace,
  });

export default function MarketplacePage() {
  return (
    <>
      <BackToHome />
      <PageHero title="Store" />
    </>
  );
}
