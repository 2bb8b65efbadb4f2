// A product as pages, carts and pricing see it, and the pure rules about it. The products
// themselves live in the database (docs/decisions/0018-live-pages-from-the-database.md).
// Runs in the browser and on the server: no Node or DOM APIs here. Money is integer pence.
import type { Pence } from "./money";
import type { ProductPhoto } from "./product-photos";

export type ProductCategory =
  | "tee"
  | "hoodie"
  | "long-sleeve"
  | "mesh-snapback"
  | "dad-hat"
  | "fitted-hat"
  | "bundle"
  | "devotional";

export interface Product {
  /** Stable kebab-case id, stored in carts and orders. */
  id: string;
  name: string;
  price: Pence;
  /** A sale applies only when this is strictly below `price` (see `isOnSale`). */
  salePrice?: Pence;
  /** Public URL path of the illustration, `/images/products/<id>.svg`. */
  image: string;
  /** Shown where an image can't be (docs/product-rules.md#data-shapes). */
  emoji?: string;
  description: string;
  category: ProductCategory;
  /** Promoted on the home page. */
  featured?: boolean;
  /** Describes the illustration for screen readers. */
  imageAlt: string;
  /** Stock is counted and none is left of any option. */
  soldOut?: true;
  /** Stock is counted and these options (`optionKey`) have none left. */
  soldOutOptions?: string[];
  /** Staff's photographs, the card's first; without them the illustration (`image`) is shown. */
  photos?: ProductPhoto[];
}

/** Draft: only the back office sees it. Active: on sale. Archived: kept for orders, never sold. */
export const productStatuses = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productCategories = [
  "tee",
  "hoodie",
  "long-sleeve",
  "mesh-snapback",
  "dad-hat",
  "fitted-hat",
  "bundle",
  "devotional",
] as const satisfies readonly ProductCategory[];

export function isOnSale(p: Pick<Product, "price" | "salePrice">): boolean {
  return p.salePrice !== undefined && p.salePrice < p.price;
}

/** What one unit costs: the sale price when it is below the price, else the price. */
export function effectiveUnitPrice(p: Pick<Product, "price" | "salePrice">): Pence {
  return p.salePrice !== undefined && p.salePrice < p.price ? p.salePrice : p.price;
}

/**
 * The product with its fields in one order, whatever made it (the seed, a database row): pages
 * carry their data in the HTML, and the same catalogue then gives the same bytes.
 */
export function canonicalProduct(p: Product): Product {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    ...(p.salePrice !== undefined && { salePrice: p.salePrice }),
    image: p.image,
    ...(p.emoji !== undefined && { emoji: p.emoji }),
    description: p.description,
    category: p.category,
    ...(p.featured && { featured: true }),
    imageAlt: p.imageAlt,
    ...(p.soldOut && { soldOut: true }),
    ...(p.soldOutOptions?.length && { soldOutOptions: p.soldOutOptions }),
    ...(p.photos?.length && { photos: p.photos.map((photo) => ({ hash: photo.hash, widths: photo.widths, alt: photo.alt })) }),
  };
}

/** The devotional journal comes in one form; everything else in every size and colour. */
export function productHasOptions(category: ProductCategory): boolean {
  return category !== "devotional";
}

/** How `soldOutOptions` names a size and colour: "M Black". */
export function optionKey(size: string, color: string): string {
  return `${size} ${color}`;
}

/** Nothing left of this product, or of this size and colour of it. */
export function isSoldOut(p: Pick<Product, "soldOut" | "soldOutOptions">, size?: string, color?: string): boolean {
  return !!p.soldOut || (size !== undefined && color !== undefined && !!p.soldOutOptions?.includes(optionKey(size, color)));
}

/** Looks a product up by id: the live catalogue's, in the browser or on the server. */
export type ProductLookup = (id: string) => Product | undefined;

export * from "./product-options";
export * from "./product-photos";
