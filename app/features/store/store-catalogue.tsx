// docs/product-rules.md#pages store grid, 'Faith T-Shirts & Apparel', with a filter by kind of garment.
import { useState } from "react";
import type { Product, ProductCategory } from "@core/product";
import { cn } from "~/lib/utils";
import { ProductGrid } from "./product-card";

const filters: { id: string; label: string; categories: readonly ProductCategory[] | null }[] = [
  { id: "all", label: "All", categories: null },
  { id: "tees", label: "T-Shirts", categories: ["tee"] },
  { id: "hoodies", label: "Hoodies", categories: ["hoodie"] },
  { id: "long-sleeves", label: "Long Sleeves", categories: ["long-sleeve"] },
  { id: "hats", label: "Hats", categories: ["mesh-snapback", "dad-hat", "fitted-hat"] },
  { id: "bundles", label: "Bundles", categories: ["bundle"] },
  // Offered only when something is in it, so a shop without such products shows the filters it always had.
  { id: "other", label: "Other", categories: ["other"] },
];

function matching(products: readonly Product[], categories: readonly ProductCategory[] | null): readonly Product[] {
  return categories ? products.filter((p) => categories.includes(p.category)) : products;
}

const STORE_HEADING_ID = "apparel-heading";
/** The store section's anchor: "Shop apparel" links to it. */
export const STORE_SECTION_ID = "apparel";

export function StoreCatalogue({ products: all }: { products: readonly Product[] }) {
  const [filterId, setFilterId] = useState("all");
  const shown = filters.filter((f) => f.id !== "other" || matching(all, f.categories).length > 0);
  const active = shown.find((f) => f.id === filterId) ?? shown[0]!;
  const products = matching(all, active.categories);
  return (
    <section id={STORE_SECTION_ID} aria-labelledby={STORE_HEADING_ID} className="bg-paper py-14 sm:py-20 lg:pt-6">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl lg:max-w-none">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">Shop the collection</p>
          <h2 id={STORE_HEADING_ID} className="mt-2 text-3xl leading-tight font-semibold text-evergreen-900 sm:text-4xl lg:text-3xl">
            Faith T-Shirts &amp; Apparel
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted lg:mt-1 lg:text-base">
            Tees, hoodies, long sleeves and hats that carry the message. Every order supports the ministry.
          </p>
        </div>
        <div className="mt-8 mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between lg:mt-4">
          <div
            role="group"
            aria-label="Show products"
            className="-mx-4 -my-1.5 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:my-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:py-0"
          >
            {shown.map((filter) => (
              <button
                key={filter.id}
                type="button"
                aria-pressed={filter.id === active.id}
                onClick={() => setFilterId(filter.id)}
                className={cn(
                  "h-10 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors",
                  filter.id === active.id
                    ? "border-evergreen-700 bg-evergreen-700 text-white"
                    : "border-line bg-white text-ink hover:border-evergreen-500",
                )}
              >
                {filter.label}
              </button>
            ))}
          </div>
          <p role="status" className="shrink-0 text-sm text-muted">
            {products.length} {products.length === 1 ? "product" : "products"}
          </p>
        </div>
        <ProductGrid products={products} eagerCount={0} />
      </div>
    </section>
  );
}
