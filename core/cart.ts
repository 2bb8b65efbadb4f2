// The cart line as SPEC §3 stores it (localStorage `cart-items`, money in
// pounds, so carts saved by the original site still load), and the rules that
// turn stored data back into a cart safely (DESIGN.md Deviation 9).
import { z } from "zod";
import {
  acceptsPrintNotes,
  colors,
  getProduct,
  NOTES_MAX_LENGTH,
  sizes,
  type Color,
  type Product,
  type Size,
} from "./catalogue";
import { penceToPounds, poundsToPence, type Pence } from "./money";
import { MAX_CART_DONATION, MAX_LINE_QUANTITY, priceOrder, type OrderTotals, type PriceableLine } from "./pricing";

export const CART_ITEMS_KEY = "cart-items";
export const DONATION_AMOUNT_KEY = "donation-amount";

/** SPEC §3 cart item. `price`/`salePrice` are pounds, copied from the catalogue. */
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
}

export interface CartOptions {
  size?: Size;
  color?: Color;
  customerNotes?: string;
  giftWrap?: boolean;
}

/** A line is its product plus size, colour, gift wrap and notes (DESIGN.md Deviation 10). */
export function cartLineKey(item: Pick<CartItem, "id" | "size" | "color" | "giftWrap" | "customerNotes">): string {
  return JSON.stringify([item.id, item.size ?? "", item.color ?? "", item.giftWrap, item.customerNotes ?? ""]);
}

function cleanNotes(product: Product, notes: string | undefined): string | undefined {
  if (!acceptsPrintNotes(product.name)) return undefined;
  const trimmed = notes?.trim().slice(0, NOTES_MAX_LENGTH);
  return trimmed ? trimmed : undefined;
}

/** A cart item for a catalogue product with the chosen options, quantity 1. Prices always come from the catalogue. */
export function cartItemFromProduct(product: Product, options: CartOptions = {}): CartItem {
  const item: CartItem = {
    id: product.id,
    name: product.name,
    image: product.image,
    price: penceToPounds(product.price),
    quantity: 1,
    giftWrap: Boolean(options.giftWrap),
    description: product.description,
    category: product.category,
  };
  if (product.salePrice !== undefined) item.salePrice = penceToPounds(product.salePrice);
  if (product.emoji) item.emoji = product.emoji;
  if (options.size) item.size = options.size;
  if (options.color) item.color = options.color;
  const notes = cleanNotes(product, options.customerNotes);
  if (notes) item.customerNotes = notes;
  return item;
}

const storedItemSchema = z.object({
  id: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  size: z.enum(sizes).optional().catch(undefined),
  color: z.enum(colors).optional().catch(undefined),
  customerNotes: z.string().optional().catch(undefined),
  giftWrap: z.boolean().optional().catch(false),
});

/**
 * Reads `cart-items`. Corrupt JSON or a non-array gives an empty cart; a line
 * that is malformed or names a product we don't sell is dropped; prices and
 * names are taken from the catalogue, never from storage. Lines that end up
 * identical are merged. Never throws.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines = new Map<string, CartItem>();
  for (const entry of data.slice(0, 200)) {
    const parsed = storedItemSchema.safeParse(entry);
    if (!parsed.success) continue;
    const product = getProduct(parsed.data.id);
    if (!product) continue;
    const item = cartItemFromProduct(product, parsed.data);
    item.quantity = parsed.data.quantity;
    const key = cartLineKey(item);
    const existing = lines.get(key);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + item.quantity);
    else lines.set(key, item);
  }
  return [...lines.values()];
}

/** Reads `donation-amount` (pounds) as pence; anything odd is 0 (SPEC §4: a missing donation defaults to zero). */
export function parseStoredDonation(raw: string | null | undefined): Pence {
  if (!raw) return 0;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(poundsToPence(value), MAX_CART_DONATION);
}

export function toPriceableLines(items: readonly CartItem[]): PriceableLine[] {
  return items.map((i) => ({ productId: i.id, quantity: i.quantity, giftWrap: i.giftWrap }));
}

export function cartTotals(items: readonly CartItem[], donation: Pence): OrderTotals {
  return priceOrder({ lines: toPriceableLines(items), donation }).totals;
}

/** The line's unit price in pence: the sale price when there is one (SPEC §3). */
export function itemUnitPrice(item: CartItem): Pence {
  return poundsToPence(item.salePrice ?? item.price);
}
