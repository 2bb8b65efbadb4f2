// The one way to price a cart or a gift, in integer pence. The browser shows
// these numbers and the server charges them (docs/deviations.md, point 1), so they
// cannot disagree.
import { effectiveUnitPrice, type ProductLookup } from "./product";
import type { Pence } from "./money";
import { lineTotal, orderTotals, type OrderTotals } from "./order-totals";
import { getShippingOption, type ShippingOptionId } from "./shipping";

export { lineTotal, MAX_CART_DONATION, MAX_LINE_QUANTITY, orderTotals, type OrderTotals } from "./order-totals";

export { defaultShippingOption, getShippingOption, shippingOptions } from "./shipping";
export type { ShippingOption, ShippingOptionId } from "./shipping";

export { cartDonationPresets, donationPresets, MAX_GIFT, MIN_GIFT } from "./gift-limits";

export interface PriceableLine {
  productId: string;
  quantity: number;
  giftWrap: boolean;
}

export interface PricedLine extends PriceableLine {
  unitPrice: Pence;
  /** quantity × unit price, plus gift wrap once for the line. */
  lineTotal: Pence;
}

export class UnknownProductError extends Error {
  constructor(readonly productId: string) {
    super(`Unknown product: ${productId}`);
  }
}

/** Prices one line from the live catalogue (never from what a client says the price is). */
export function priceLine(line: PriceableLine, lookup: ProductLookup, now: number = Date.now()): PricedLine {
  const product = lookup(line.productId);
  if (!product) throw new UnknownProductError(line.productId);
  // A sale whose end has passed no longer applies, even before the snapshot is made again.
  const unitPrice = effectiveUnitPrice(product, now);
  return { ...line, unitPrice, lineTotal: lineTotal(unitPrice, line.quantity, line.giftWrap) };
}

export function priceOrder(
  input: {
    lines: readonly PriceableLine[];
    shipping?: ShippingOptionId;
    donation?: Pence;
  },
  lookup: ProductLookup,
  now: number = Date.now(),
): { lines: PricedLine[]; totals: OrderTotals } {
  const lines = input.lines.map((line) => priceLine(line, lookup, now));
  const shipping = input.shipping ? getShippingOption(input.shipping).price : 0;
  return { lines, totals: orderTotals(lines, shipping, input.donation ?? 0) };
}
