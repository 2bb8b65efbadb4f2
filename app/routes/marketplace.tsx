// Serves /marketplace and /store (docs/product-rules.md#pages: both show the store); /marketplace is canonical.
import { BackToHome } from "~/components/layout/page";
import { contentIcons } from "~/features/content/shared/content-icons";
import { MarketplaceIntro } from "~/features/store/marketplace-intro";
import { StoreCatalogue } from "~/features/store/store-catalogue";
import { livePage, shelves } from "~/lib/site-data.server";
import { contentPageMeta } from "~/lib/content-page-meta";
import type { Route } from "./+types/marketplace";
import { paths } from "@core/paths";

// /store is the same page: both point search engines at /marketplace.
export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.marketplace);

// The live catalogue, in the page's HTML (docs/decisions/0018-live-pages-from-the-database.md), and
// the store's own words as staff last published them (core/pages/templates/marketplace.ts).
export async function loader({ context }: Route.LoaderArgs) {
  const [{ apparel, devotionals }, page] = await Promise.all([shelves(context), livePage(context, "marketplace")]);
  return { page, apparel, journal: devotionals[0] };
}

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackToHome className="pb-4 lg:pt-2 lg:pb-2" />
      <MarketplaceIntro page={loaderData.page} journal={loaderData.journal} icons={contentIcons} />
      <StoreCatalogue products={loaderData.apparel} />
    </>
  );
}
