// Serves /marketplace and /store (docs/product-rules.md#pages: both show the store); /marketplace is canonical.
import { BackToHome } from "~/components/layout/page";
import { MarketplaceIntro } from "~/features/store/marketplace-intro";
import { StoreCatalogue } from "~/features/store/store-catalogue";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Store",
    description:
      "Faith T-shirts, hoodies, long sleeves and hats from the Purpose Movement store, plus devotional resources. Every purchase supports the ministry.",
    // /store is the same page: both point search engines at /marketplace.
    path: paths.marketplace,
  });

export default function MarketplacePage() {
  return (
    <>
      <BackToHome className="pb-4" />
      <MarketplaceIntro />
      <StoreCatalogue />
    </>
  );
}
