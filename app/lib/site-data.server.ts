// What route loaders read from the database: the server passes it in React Router's load
// context when it renders a page (core/site-data.ts), and records what each page read so that a
// change re-renders only the pages that show it. The build pre-renders its measuring copy of the
// pages with no server, from the catalogue a fresh install starts with.
import { canonicalProduct, type Product } from "@core/product";
import type { PageKey, PageTemplateOf } from "@core/pages/registry";
import type { PageContent } from "@core/pages/template";
import type { PublicCharityDetails, SiteData, SiteLoadContext } from "@core/site-data";

function siteDataOf(context: unknown): SiteData | undefined {
  return (context as SiteLoadContext | undefined)?.siteData;
}

/** The charity's details as pages print them; at build time, the placeholders (examples). */
export async function liveCharity(context: unknown): Promise<PublicCharityDetails> {
  const siteData = siteDataOf(context);
  if (siteData) return siteData.charity();
  const { publicCharityDetails, resolveCharityDetails, supporterCharityDetails } = await import("@core/charity-details");
  return publicCharityDetails(supporterCharityDetails(resolveCharityDetails({}), { production: false }));
}

/** A page's published words; at build time, the words a fresh install starts with. */
export async function livePage<K extends PageKey>(context: unknown, key: K): Promise<PageContent<PageTemplateOf<K>>> {
  const siteData = siteDataOf(context);
  if (siteData) return siteData.page(key);
  const { pageSeeds } = await import("@core/pages/seeds/index");
  return pageSeeds[key];
}

export async function liveCatalogue(context: unknown): Promise<readonly Product[]> {
  const siteData = siteDataOf(context);
  if (siteData) return siteData.catalogue();
  const { seedProducts } = await import("@core/catalogue-seed");
  return seedProducts;
}

/** The store's two shelves: apparel (/store, /marketplace) and devotional resources (/devotionals). */
export async function shelves(context: unknown): Promise<{ apparel: Product[]; devotionals: Product[] }> {
  const products = (await liveCatalogue(context)).map(canonicalProduct);
  return {
    apparel: products.filter((p) => p.category !== "devotional"),
    devotionals: products.filter((p) => p.category === "devotional"),
  };
}
