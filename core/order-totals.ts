// The arithmetic of an order's totals, in integer pence, with no catalogue
// data: the server applies it to catalogue prices (core/pricing.ts), the cart
// store to the catalogue prices copied into each line.
import type { Pence } from "./money";
import { GIFT_WRAP_PRICE } from "./product-options";

/** Per line; keeps a typo (1000 hoodies) from reaching the payment page. */
export const MAX_LINE_QUANTITY = 99;
/** A donation added to a cart is none (0), or £1 up to £10,000 like a gift on its own. */
export const MIN_CART_DONATION: Pence = 100;
export const MAX_CART_DONATION: Pence = 1_000_000;

export interface OrderTotals {
  /** Goods only: Σ quantity × unit price. */
  items: Pence;
  /** Σ gift wrap, £2.99 per wrapped line. */
  giftWrap: Pence;
  /** items + giftWrap: what the order summary calls the subtotal. */
  subtotal: Pence;
  shipping: Pence;
  donation: Pence;
  total: Pence;
}

export interface TotalsLine {
  unitPrice: Pence;
  quantity: number;
  giftWrap: boolean;
}

/** quantity × unit price, plus gift wrap once for the line (docs/deviations.md, point 10). */
export function lineTotal(unitPrice: Pence, quantity: number, giftWrap: boolean): Pence {
  return unitPrice * quantity + (giftWrap ? GIFT_WRAP_PRICE : 0);
}

export function orderTotals(lines: readonly TotalsLine[], shipping: Pence = 0, donation: Pence = 0): OrderTotals {
  const items = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const giftWrap = lines.reduce((sum, l) => sum + (l.giftWrap ? GIFT_WRAP_PRICE : 0), 0);
  const subtotal = items + giftWrap;
  return { items, giftWrap, subtotal, shipping, donation, total: subtotal + shipping + donation };
}
