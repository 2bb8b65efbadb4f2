// Serves /marketplace and /store (docs/product-rules.md#pages: both show the store); /marketplace is canonical.
import { BackToHome } from "~/components/layout/page";
import { MarketplaceIntro } from "~/features/store/marketplace-intro";
import { StoreCatalogue } from "~/features/store/store-catalogue";
import { shelves } from "~/lib/site-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/marketplace";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Store",
    description:
      "Faith T-shirts, hoodies, long sleeves and hats from the Purpose Movement store, plus devotional resources. Every purchase supports the ministry.",
    // /store is the same page: both point search engines at /marketplace.
    path: paths.marketplace,
  });

// The live catalogue, in the page's HTML (docs/decisions/0018-live-pages-from-the-database.md).
export async function loader({ context }: Route.LoaderArgs) {
  const { apparel, devotionals } = await shelves(context);
  return { apparel, journal: devotionals[0] };
}

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackToHome className="pb-4" />
      <MarketplaceIntro journal={loaderData.journal} />
      <StoreCatalogue products={loaderData.apparel} />
    </>
  );
}
