import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { ProductGrid } from "~/features/store/product-card";
import { shelves } from "~/lib/site-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/devotionals";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Devotional Resources",
    description: "Devotional journals and resources to help you deepen your walk with God.",
    path: paths.devotionals,
  });

// The live catalogue's devotional shelf, in the page's HTML (docs/decisions/0018-live-pages-from-the-database.md).
export async function loader({ context }: Route.LoaderArgs) {
  return { products: (await shelves(context)).devotionals };
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
      <PageHero eyebrow="Marketplace" title="Devotional Resources">
        <p>Resources to help you deepen your walk with God, one day and one page at a time.</p>
      </PageHero>
      <section aria-label="Devotional products" className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 lg:px-8">
        <ProductGrid products={loaderData.products} eagerCount={1} headingLevel={2} />
      </section>
    </>
  );
}
