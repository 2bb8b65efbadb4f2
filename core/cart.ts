// Reading a saved cart back (docs/deviations.md, point 9): corrupt, tampered or
// old-shape data gives an empty cart, never a crash. Needs the catalogue, so
// the cart store loads this module after the page is interactive.
import { getProduct } from "./catalogue";
import { cartItemFromProduct, cartLineKey, type CartItem } from "./cart-line";
import { poundsToPence, type Pence } from "./money";
import { MAX_CART_DONATION, MAX_LINE_QUANTITY, MIN_CART_DONATION } from "./order-totals";
import { colors, sizes, type Color, type Size } from "./product-options";

export * from "./cart-line";

interface StoredLine {
  id: string;
  quantity: number;
  size?: Size;
  color?: Color;
  customerNotes?: string;
  giftWrap: boolean;
}

// Checked by hand rather than with zod: this runs on every page, and each kB counts there.
function readStoredLine(entry: unknown): StoredLine | undefined {
  if (!entry || typeof entry !== "object") return undefined;
  const e = entry as Record<string, unknown>;
  if (typeof e.id !== "string" || e.id.length === 0 || e.id.length > 100) return undefined;
  if (typeof e.quantity !== "number" || !Number.isInteger(e.quantity) || e.quantity < 1 || e.quantity > MAX_LINE_QUANTITY)
    return undefined;
  return {
    id: e.id,
    quantity: e.quantity,
    size: (sizes as readonly unknown[]).includes(e.size) ? (e.size as Size) : undefined,
    color: (colors as readonly unknown[]).includes(e.color) ? (e.color as Color) : undefined,
    customerNotes: typeof e.customerNotes === "string" ? e.customerNotes : undefined,
    giftWrap: e.giftWrap === true,
  };
}

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
    const line = readStoredLine(entry);
    if (!line) continue;
    const product = getProduct(line.id);
    if (!product) continue;
    const item = cartItemFromProduct(product, line);
    item.quantity = line.quantity;
    const key = cartLineKey(item);
    const existing = lines.get(key);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + item.quantity);
    else lines.set(key, item);
  }
  return [...lines.values()];
}

/**
 * Reads `donation-amount` (pounds) as pence; anything odd is 0 (docs/product-rules.md#cart: a missing donation defaults to zero).
 * So is one under £1, which the first version allowed and the server now refuses: the cart would otherwise fail at payment.
 */
export function parseStoredDonation(raw: string | null | undefined): Pence {
  if (!raw) return 0;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  const pence = poundsToPence(value);
  return pence < MIN_CART_DONATION ? 0 : Math.min(pence, MAX_CART_DONATION);
}

