// The cart line as the browser stores it (docs/product-rules.md#stored-in-the-browser: localStorage `cart-items`, money in
// pounds, so carts saved by the original site still load). No catalogue data
// here: the cart store runs on every page. Reading stored carts back, which
// needs the live catalogue, is in cart.ts.
import type { Product } from "./product";
import { penceToPounds, poundsToPence, type Pence } from "./money";
import { orderTotals, type OrderTotals } from "./order-totals";
import { NOTES_MAX_LENGTH, offersPrintNotes, type Color, type Size } from "./product-options";
import { productImageFor } from "./product-photos";

export const CART_ITEMS_KEY = "cart-items";
/** The checkout session a cart's payment started (app/stores/cart-payment.ts, docs/product-rules.md). */
export const CART_PAYMENT_KEY = "cart-payment";
export const DONATION_AMOUNT_KEY = "donation-amount";

/** The stored cart line (docs/product-rules.md#data-shapes). `price`/`salePrice` are pounds, copied from the catalogue. */
export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  salePrice?: number;
  quantity: number;
  size?: Size;
  color?: Color;
  customerNotes?: string;
  giftWrap: boolean;
  description?: string;
  category?: string;
  emoji?: string;
  /**
   * Never stored: what reading a saved cart against the live catalogue found. "unavailable": the
   * product was archived (or is no longer sold), so the line is not charged and offers removal;
   * "sold-out": likewise, none of it (in this size and colour) is left;
   * `priceWas`: the price the cart had saved, in pounds, before the current one replaced it.
   */
  notice?: "unavailable" | "sold-out" | { priceWas: number };
  /** The most of one size and colour an order may take, when an owner changed it (core/order-limit.ts). */
  orderLimit?: number;
}

/** A line that can be bought: its product is still on sale, and some is left. */
export function isPurchasable(item: CartItem): boolean {
  // The two notices that are words ("unavailable", "sold-out") both mean it can't be bought.
  return typeof item.notice !== "string";
}

export interface CartOptions {
  size?: Size;
  color?: Color;
  customerNotes?: string;
  giftWrap?: boolean;
}

/** A line is its product plus size, colour, gift wrap and notes (docs/deviations.md, point 10). */
export function cartLineKey(item: Pick<CartItem, "id" | "size" | "color" | "giftWrap" | "customerNotes">): string {
  return JSON.stringify([item.id, item.size ?? "", item.color ?? "", item.giftWrap, item.customerNotes ?? ""]);
}

function cleanNotes(product: Product, notes: string | undefined): string | undefined {
  if (!offersPrintNotes(product)) return undefined;
  const trimmed = notes?.trim().slice(0, NOTES_MAX_LENGTH);
  return trimmed ? trimmed : undefined;
}

/** A cart item for a catalogue product with the chosen options, quantity 1. Prices always come from the catalogue. */
export function cartItemFromProduct(product: Product, options: CartOptions = {}): CartItem {
  const item: CartItem = {
    id: product.id,
    name: product.name,
    // The chosen colour's photo, from the catalogue: a stored cart's own `image` is never read back.
    image: productImageFor(product, options.color),
    price: penceToPounds(product.price),
    quantity: 1,
    giftWrap: Boolean(options.giftWrap),
    description: product.description,
    category: product.category,
  };
  if (product.salePrice !== undefined) item.salePrice = penceToPounds(product.salePrice);
  if (product.emoji) item.emoji = product.emoji;
  if (product.orderLimit !== undefined) item.orderLimit = product.orderLimit;
  if (options.size) item.size = options.size;
  if (options.color) item.color = options.color;
  const notes = cleanNotes(product, options.customerNotes);
  if (notes) item.customerNotes = notes;
  return item;
}

export function toPriceableLines(items: readonly CartItem[]): { productId: string; quantity: number; giftWrap: boolean }[] {
  return items.filter(isPurchasable).map((i) => ({ productId: i.id, quantity: i.quantity, giftWrap: i.giftWrap }));
}

/** The line's unit price in pence: the sale price when there is one (docs/product-rules.md#data-shapes). */
export function itemUnitPrice(item: CartItem): Pence {
  return poundsToPence(item.salePrice !== undefined && item.salePrice < item.price ? item.salePrice : item.price);
}

/**
 * The cart's totals. Lines carry catalogue prices (set when added, and reset
 * from the catalogue when a stored cart is read), so this equals
 * `priceOrder` on the server to the penny (core/cart.test.ts checks it).
 */
export function cartTotals(items: readonly CartItem[], donation: Pence, shipping: Pence = 0): OrderTotals {
  return orderTotals(
    items.filter(isPurchasable).map((i) => ({ unitPrice: itemUnitPrice(i), quantity: i.quantity, giftWrap: i.giftWrap })),
    shipping,
    donation,
  );
}
