// The one way to price a cart or a gift, in integer pence. The browser shows
// these numbers and the server charges them (DESIGN.md Deviation 1), so they
// cannot disagree.
import { effectiveUnitPrice, getProduct, GIFT_WRAP_PRICE } from "./catalogue";
import type { Pence } from "./money";

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
export const MAX_GIFT: Pence = 1_000_000;
/** A donation added to a cart may be £0 (none) up to the same ceiling. */
export const MAX_CART_DONATION: Pence = MAX_GIFT;
/** Per line; keeps a typo (1000 hoodies) from reaching the payment page. */
export const MAX_LINE_QUANTITY = 99;

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

export interface OrderTotals {
  /** Goods only: Σ quantity × unit price. */
  items: Pence;
  /** Σ gift wrap, £2.99 per wrapped line. */
  giftWrap: Pence;
  /** items + giftWrap: what SPEC's summary calls the subtotal. */
  subtotal: Pence;
  shipping: Pence;
  donation: Pence;
  total: Pence;
}

export class UnknownProductError extends Error {
  constructor(readonly productId: string) {
    super(`Unknown product: ${productId}`);
  }
}

export function lineTotal(unitPrice: Pence, quantity: number, giftWrap: boolean): Pence {
  return unitPrice * quantity + (giftWrap ? GIFT_WRAP_PRICE : 0);
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
  const items = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const giftWrap = lines.reduce((sum, l) => sum + (l.giftWrap ? GIFT_WRAP_PRICE : 0), 0);
  const shipping = input.shipping ? getShippingOption(input.shipping).price : 0;
  const donation = input.donation ?? 0;
  const subtotal = items + giftWrap;
  return { lines, totals: { items, giftWrap, subtotal, shipping, donation, total: subtotal + shipping + donation } };
}
