// The one way to price a cart or a gift, in integer pence. The browser shows
// these numbers and the server charges them (DESIGN.md Deviation 1), so they
// cannot disagree.
import { effectiveUnitPrice, getProduct } from "./catalogue";
import type { Pence } from "./money";
import { lineTotal, MAX_CART_DONATION, orderTotals, type OrderTotals } from "./order-totals";

export { lineTotal, MAX_CART_DONATION, MAX_LINE_QUANTITY, orderTotals, type OrderTotals } from "./order-totals";

export type ShippingOptionId = "standard" | "express";

export interface ShippingOption {
  id: ShippingOptionId;
  name: string;
  price: Pence;
  time: string;
}

/** SPEC §9: checkout's shipping choices; Standard is the default. */
export const shippingOptions: readonly ShippingOption[] = [
  { id: "standard", name: "Standard Shipping", price: 0, time: "5-7 business days" },
  { id: "express", name: "Express Shipping", price: 499, time: "2-3 business days" },
];

export const defaultShippingOption: ShippingOptionId = "standard";

export function getShippingOption(id: ShippingOptionId): ShippingOption {
  const option = shippingOptions.find((o) => o.id === id);
  if (!option) throw new Error(`Unknown shipping option ${id}`);
  return option;
}

/** Gifts (the /support flow) are £1 to £10,000 (DESIGN.md Deviation 11; the upper bound is ours). */
export const MIN_GIFT: Pence = 100;
export const MAX_GIFT: Pence = MAX_CART_DONATION;

export const donationPresets: readonly Pence[] = [1000, 2500, 5000, 10_000, 25_000, 50_000];
export const cartDonationPresets: readonly Pence[] = [500, 1000, 2500];

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

/** Prices one line from the catalogue (never from what a client says the price is). */
export function priceLine(line: PriceableLine): PricedLine {
  const product = getProduct(line.productId);
  if (!product) throw new UnknownProductError(line.productId);
  const unitPrice = effectiveUnitPrice(product);
  return { ...line, unitPrice, lineTotal: lineTotal(unitPrice, line.quantity, line.giftWrap) };
}

export function priceOrder(input: {
  lines: readonly PriceableLine[];
  shipping?: ShippingOptionId;
  donation?: Pence;
}): { lines: PricedLine[]; totals: OrderTotals } {
  const lines = input.lines.map(priceLine);
  const shipping = input.shipping ? getShippingOption(input.shipping).price : 0;
  return { lines, totals: orderTotals(lines, shipping, input.donation ?? 0) };
}
