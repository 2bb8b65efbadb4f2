// A product as pages, carts and pricing see it, and the pure rules about it. The products
// themselves live in the database (docs/decisions/0018-live-pages-from-the-database.md).
// Runs in the browser and on the server: no Node or DOM APIs here. Money is integer pence.
import type { Pence } from "./money";
import type { ProductPhoto } from "./product-photos";
import { acceptsPrintNotes, colors as allColors, sizes as allSizes, type Color, type Size } from "./product-options";

export type ProductCategory =
  | "tee"
  | "hoodie"
  | "long-sleeve"
  | "mesh-snapback"
  | "dad-hat"
  | "fitted-hat"
  | "bundle"
  | "devotional"
  | "other";

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
  /**
   * The sizes, colours and print-notes choice staff set, carried only where they differ from what
   * the category and name give (`defaultOptions`), so an unchanged catalogue makes the same pages
   * byte for byte. Read them through `productSizes`, `productColors` and `offersPrintNotes`.
   */
  sizes?: Size[];
  colors?: Color[];
  printNotes?: boolean;
  /** ISO time the sale price stops applying; absent when the sale has no end. */
  saleEndsAt?: string;
  /** The most of one size and colour an order may take, when an owner changed it (core/order-limit.ts). */
  orderLimit?: number;
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
  "other",
] as const satisfies readonly ProductCategory[];

type Priced = Pick<Product, "price" | "salePrice" | "saleEndsAt">;

/** The sale price applies: it is below the price and its end date, if any, has not passed. */
export function isOnSale(p: Priced, now: number = Date.now()): boolean {
  return p.salePrice !== undefined && p.salePrice < p.price && (p.saleEndsAt === undefined || Date.parse(p.saleEndsAt) > now);
}

/** What one unit costs: the sale price while the sale applies, else the price. */
export function effectiveUnitPrice(p: Priced, now: number = Date.now()): Pence {
  return isOnSale(p, now) ? p.salePrice! : p.price;
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
    ...(p.sizes && { sizes: p.sizes }),
    ...(p.colors && { colors: p.colors }),
    ...(p.printNotes !== undefined && { printNotes: p.printNotes }),
    ...(p.saleEndsAt !== undefined && { saleEndsAt: p.saleEndsAt }),
    ...(p.photos?.length && { photos: p.photos.map((photo) => ({ hash: photo.hash, widths: photo.widths, alt: photo.alt, ...(photo.color && { color: photo.color }) })) }),
    ...(p.orderLimit !== undefined && { orderLimit: p.orderLimit }),
  };
}

/**
 * Apparel comes in sizes and colours; the devotional journal in one form. Staff choose each
 * product's own sizes and colours in the back office; this is what a product without a choice
 * (the seed) has. "Other" (a mug, a sticker, a bag) starts in one form.
 */
export function productHasOptions(category: ProductCategory): boolean {
  return category !== "devotional" && category !== "other";
}

/**
 * What a category allows of sizes and colours: apparel needs at least one of each, the journal
 * none, and "other" either both or neither (a mug in one form, a bag in colours and sizes).
 */
export type CategoryOptions = "required" | "none" | "optional";
export function categoryOptions(category: ProductCategory): CategoryOptions {
  if (category === "devotional") return "none";
  if (category === "other") return "optional";
  return "required";
}

/** What the category and name give: every size and colour for apparel; notes for hats and tees. */
export function defaultOptions(category: ProductCategory, name: string): { sizes: Size[]; colors: Color[]; printNotes: boolean } {
  const apparel = productHasOptions(category);
  return { sizes: apparel ? [...allSizes] : [], colors: apparel ? [...allColors] : [], printNotes: acceptsPrintNotes(name) };
}

/** The sizes this product comes in (none: one form, no size to choose). */
export function productSizes(p: Pick<Product, "sizes" | "category">): readonly Size[] {
  return p.sizes ?? (productHasOptions(p.category) ? allSizes : []);
}

/** The colours this product comes in. */
export function productColors(p: Pick<Product, "colors" | "category">): readonly Color[] {
  return p.colors ?? (productHasOptions(p.category) ? allColors : []);
}

/** Sizes or colours in the store's own order, without repeats (how they are stored and compared). */
export function inOptionOrder<T extends string>(chosen: readonly T[], order: readonly T[]): T[] {
  return order.filter((o) => chosen.includes(o));
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
