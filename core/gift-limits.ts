// Gift amounts and presets (docs/product-rules.md#constants), apart from the catalogue so the donation page stays light.
import { formatPence, type Pence } from "./money";
import { MAX_CART_DONATION, MIN_CART_DONATION } from "./order-totals";

/** Gifts (the /support flow, and one added to an order) are £1 to £10,000 (docs/deviations.md, point 11; the upper bound is ours). */
export const MIN_GIFT: Pence = MIN_CART_DONATION;
export const MAX_GIFT: Pence = MAX_CART_DONATION;

const wholePounds = (pence: Pence) => formatPence(pence).replace(/\.00$/, "");

/** "£1 to £10,000": what every form that takes a gift says it takes. */
export const GIFT_RANGE = `${wholePounds(MIN_GIFT)} to ${wholePounds(MAX_GIFT)}`;

export const donationPresets: readonly Pence[] = [1000, 2500, 5000, 10_000, 25_000, 50_000];
export const cartDonationPresets: readonly Pence[] = [500, 1000, 2500];

