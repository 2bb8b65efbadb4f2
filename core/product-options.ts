// Product options and limits (docs/product-rules.md#constants), apart from the catalogue's data so that
// code on every page (the cart store) can use them without loading the products.
import type { Pence } from "./money";

// docs/product-rules.md#constants variants and limits.
export const sizes = ["XS", "S", "M", "L", "XL", "XXL", "3XL"] as const;
export type Size = (typeof sizes)[number];
export const defaultSize: Size = "M";

export const colors = ["Black", "White", "Navy", "Red", "Green", "Purple", "Yellow", "Pink"] as const;
export type Color = (typeof colors)[number];
export const defaultColor: Color = "Black";

/** Gift wrap: £2.99 per cart line, not per unit (docs/product-rules.md#constants; docs/deviations.md, point 10). */
export const GIFT_WRAP_PRICE: Pence = 299;

/** Print-preference notes cap (docs/product-rules.md#validation, #constants). */
export const NOTES_MAX_LENGTH = 200;

export function isSize(value: unknown): value is Size {
  return typeof value === "string" && (sizes as readonly string[]).includes(value);
}

export function isColor(value: unknown): value is Color {
  return typeof value === "string" && (colors as readonly string[]).includes(value);
}

const printNotesPattern = /hat|tee|t-shirt|snapback|fitted/i;

/** docs/product-rules.md#pages: print-preference notes are offered only for products whose name contains hat, tee, t-shirt, snapback or fitted. */
export function acceptsPrintNotes(name: string): boolean {
  return printNotesPattern.test(name);
}

/**
 * Whether buyers may leave print-preference notes for this product: staff's choice, else the name
 * rule. Here rather than in product.ts because the cart store, on every page, needs it too.
 */
export function offersPrintNotes(p: { printNotes?: boolean; name: string }): boolean {
  return p.printNotes ?? acceptsPrintNotes(p.name);
}

