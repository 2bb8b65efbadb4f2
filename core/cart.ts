// Reading a saved cart back (docs/deviations.md, point 9): corrupt, tampered or
// old-shape data gives an empty cart, never a crash. Read against the live catalogue
// (GET /api/catalogue), which the cart store fetches after the page is interactive.
import { isSoldOut, type Product, type ProductLookup } from "./product";
import { cartItemFromProduct, cartLineKey, type CartItem } from "./cart-line";
import { poundsToPence, type Pence } from "./money";
import { MAX_CART_DONATION, MAX_LINE_QUANTITY, MIN_CART_DONATION } from "./order-totals";
import { colors, sizes, type Color, type Size } from "./product-options";

export * from "./cart-line";

interface StoredLine {
  id: string;
  name?: string;
  price?: number;
  salePrice?: number;
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
  const pounds = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined);
  return {
    id: e.id,
    name: typeof e.name === "string" && e.name.length > 0 ? e.name.slice(0, 200) : undefined,
    price: pounds(e.price),
    salePrice: pounds(e.salePrice),
    quantity: e.quantity,
    size: (sizes as readonly unknown[]).includes(e.size) ? (e.size as Size) : undefined,
    color: (colors as readonly unknown[]).includes(e.color) ? (e.color as Color) : undefined,
    customerNotes: typeof e.customerNotes === "string" ? e.customerNotes : undefined,
    giftWrap: e.giftWrap === true,
  };
}

/**
 * Reads `cart-items` against the live catalogue. Corrupt JSON or a non-array gives an empty
 * cart; a malformed line is dropped. Prices and names are taken from the catalogue, never from
 * storage: a line whose saved price differs says what it was (`notice.priceWas`), and a line
 * whose product is no longer sold (archived) stays, marked "unavailable", so the cart can say
 * so and offer to remove it rather than lose it silently. Lines that end up identical are
 * merged. Never throws.
 */
export function parseStoredCart(raw: string | null | undefined, lookup: ProductLookup | undefined): CartItem[] {
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
    // Without the catalogue (offline), a line is shown as it was saved.
    const product = lookup ? lookup(line.id) : savedProduct(line);
    let item: CartItem;
    if (product) {
      item = cartItemFromProduct(product, line);
      const saved = savedUnitPrice(line);
      if (saved !== undefined && saved !== savedUnitPrice(item)) item.notice = { priceWas: saved };
      if (lookup && isSoldOut(product, line.size, line.color)) item.notice = "sold-out";
    } else {
      item = { id: line.id, name: line.name ?? "This item", image: "", price: line.price ?? 0, quantity: 1, giftWrap: line.giftWrap, notice: "unavailable" };
      if (line.size) item.size = line.size;
      if (line.color) item.color = line.color;
    }
    item.quantity = line.quantity;
    const key = cartLineKey(item);
    const existing = lines.get(key);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + item.quantity);
    else lines.set(key, item);
  }
  return [...lines.values()];
}

/** A line as it was saved, for when the live catalogue can't be had. */
function savedProduct(line: StoredLine): Product | undefined {
  if (line.price === undefined || line.name === undefined) return undefined;
  const salePrice = line.salePrice === undefined ? undefined : poundsToPence(line.salePrice);
  return { id: line.id, name: line.name, price: poundsToPence(line.price), ...(salePrice !== undefined && { salePrice }), image: "", description: "", category: "tee", imageAlt: "" };
}

/** The unit price a line showed, in pounds: its sale price when below its price. */
function savedUnitPrice(line: { price?: number; salePrice?: number }): number | undefined {
  if (line.price === undefined) return undefined;
  return line.salePrice !== undefined && line.salePrice < line.price ? line.salePrice : line.price;
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

