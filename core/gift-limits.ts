// Gift amounts and presets (docs/product-rules.md#constants), apart from the catalogue so the donation page stays light.
import type { Pence } from "./money";
import { MAX_CART_DONATION } from "./order-totals";

/** Gifts (the /support flow) are £1 to £10,000 (docs/deviations.md, point 11; the upper bound is ours). */
export const MIN_GIFT: Pence = 100;
export const MAX_GIFT: Pence = MAX_CART_DONATION;

export const donationPresets: readonly Pence[] = [1000, 2500, 5000, 10_000, 25_000, 50_000];
export const cartDonationPresets: readonly Pence[] = [500, 1000, 2500];

