import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ContentHero } from "~/features/content/shared/slots";
import { ProductGrid } from "~/features/store/product-card";
import { livePage, shelves } from "~/lib/site-data.server";
import { contentPageMeta } from "~/lib/content-page-meta";
import type { Route } from "./+types/devotionals";
import { paths } from "@core/paths";

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.devotionals);

// The live catalogue's devotional shelf, in the page's HTML (docs/decisions/0018-live-pages-from-the-database.md),
// under the banner's words as staff last published them (core/pages/templates/devotionals.ts).
export async function loader({ context }: Route.LoaderArgs) {
  const [{ devotionals }, page] = await Promise.all([shelves(context), livePage(context, "devotionals")]);
  return { page, products: devotionals };
}

export default function DevotionalsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-4 sm:px-6 lg:px-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.marketplace}>
            <ArrowLeft aria-hidden="true" />
            Back to Store
          </Link>
        </Button>
      </div>
      <ContentHero section={loaderData.page.sections.hero} />
      <section aria-label="Devotional products" className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 lg:px-8">
        <ProductGrid products={loaderData.products} eagerCount={1} headingLevel={2} />
      </section>
    </>
  );
}
