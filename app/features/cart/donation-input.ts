// docs/product-rules.md#validation: the cart's custom donation is a number, minimum 0, step 0.01, and
// input that can't be read as a number counts as 0.
import { formatPence, poundsToPence, type Pence } from "@core/money";
import { MAX_CART_DONATION } from "@core/pricing";

export type DonationInput = { ok: true; amount: Pence } | { ok: false; error: string };

export function parseDonationInput(text: string): DonationInput {
  const value = Number.parseFloat(text.trim());
  if (!Number.isFinite(value)) return { ok: true, amount: 0 };
  if (value < 0) return { ok: false, error: "A donation can't be negative: enter £0 or more." };
  const amount = poundsToPence(value);
  if (amount > MAX_CART_DONATION)
    return { ok: false, error: `The most we can accept online is ${formatPence(MAX_CART_DONATION)}. Please enter a smaller amount.` };
  return { ok: true, amount };
}

/** What the field shows for an amount: "" for none, else "12.50". */
export function donationText(amount: Pence): string {
  return amount > 0 ? (amount / 100).toFixed(2) : "";
}
