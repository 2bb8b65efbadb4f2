// The cart's custom donation (docs/product-rules.md#validation): empty is no donation; anything else
// is pounds and pence from £1 to £10,000, read by core/money.ts's penceFromTyped, never rounded.
// What can't be taken is refused with the rule, and the donation stays as it was.
import { penceFromTyped, type Pence } from "@core/money";
import { GIFT_RANGE, MAX_GIFT, MIN_GIFT } from "@core/gift-limits";

export type DonationInput = { ok: true; amount: Pence } | { ok: false; error: string };

export const cartDonationRule = `Enter an amount from ${GIFT_RANGE} in pounds and pence, like 5 or 12.50, or leave it empty for no donation.`;

/**
 * `unreadable`: the browser's number field holds something it can't read as a number ("1e", "--"), which it
 * reports as an empty value.
 */
export function parseDonationInput(text: string, unreadable = false): DonationInput {
  if (!unreadable && text.trim() === "") return { ok: true, amount: 0 };
  const amount = penceFromTyped(text);
  if (amount === undefined || amount < MIN_GIFT || amount > MAX_GIFT) return { ok: false, error: cartDonationRule };
  return { ok: true, amount };
}

/** What the field shows for an amount: "" for none, else "12.50". */
export function donationText(amount: Pence): string {
  return amount > 0 ? (amount / 100).toFixed(2) : "";
}
