// How many of one size and colour one order may take: an owner's setting (Settings, "Shop"),
// 10 unless changed, so one buyer can't set aside a product's whole stock while paying
// (docs/decisions/0041-holds-per-buyer.md). Pages carry it on each product only when an owner
// changed it, so an unchanged shop makes the same pages.
import { MAX_LINE_QUANTITY } from "./order-totals";

export const DEFAULT_ORDER_LIMIT = 10;
/** The most an owner may allow: a line's own ceiling. */
export const MAX_ORDER_LIMIT = MAX_LINE_QUANTITY;

export function orderLimitOf(product: { orderLimit?: number }): number {
  return product.orderLimit ?? DEFAULT_ORDER_LIMIT;
}

/** What a buyer is told, in the cart and by the API, when they ask for more. */
export function orderLimitMessage(limit: number): string {
  return `One order can take at most ${limit} of each size and colour`;
}
