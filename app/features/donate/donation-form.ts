// The /support flow's state, its checks (docs/product-rules.md#flows, #validation; docs/deviations.md, points 5
// and 11) and the create-payment body it becomes. Pure, so it's tested alone.
import { penceFromTyped, penceToPounds, type Pence } from "@core/money";
import { GIFT_RANGE, MAX_GIFT, MIN_GIFT } from "@core/gift-limits";
import type { DonorDetails, GiftAidDetails } from "@core/schemas/donor";
import type { DonationPaymentRequest } from "@core/schemas/payment-request";
import type { GiftFrequency } from "@core/gift-aid";
import { siteConfig } from "@core/site-config";

export interface DonationForm {
  /** A preset chosen, in pence; null when the custom amount is used. */
  preset: Pence | null;
  /** What was typed in the custom amount box, in pounds. */
  custom: string;
  frequency: GiftFrequency;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  giftAid: boolean;
  giftAidAddress: string;
  giftAidPostcode: string;
}

export const emptyDonationForm: DonationForm = {
  preset: null,
  custom: "",
  frequency: "one-time",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
  giftAid: false,
  giftAidAddress: "",
  giftAidPostcode: "",
};

/**
 * The gift in pence: the preset, else the custom box read as pounds and pence (core/money.ts), never
 * rounded. What can't be read counts as no amount, which amountProblem refuses.
 */
export function giftAmount(form: Pick<DonationForm, "preset" | "custom">): Pence {
  if (form.preset !== null) return form.preset;
  return penceFromTyped(form.custom) ?? 0;
}

/** The rule a typed gift must meet, in words. */
export const giftAmountRule = `Enter an amount from ${GIFT_RANGE} in pounds and pence, like 25 or 12.50.`;

/**
 * Why an amount can't be given, or null when it can. `contactEmail`: the charity's saved email
 * (useCharity), named for a larger gift when there is one to name.
 */
export function amountProblem(amount: Pence, contactEmail?: string): string | null {
  if (amount <= 0) return "Choose an amount, or enter your own.";
  if (amount < MIN_GIFT) return giftAmountRule;
  if (amount > MAX_GIFT) return `${giftAmountRule} For a larger gift, please contact us${contactEmail ? ` at ${contactEmail}` : ""}.`;
  return null;
}

/**
 * The amount step's check. Beyond amountProblem, something typed that isn't an amount ("25.999",
 * "1e3", "0") gets the rule rather than "choose an amount"; so does the number field's own
 * `unreadable` (it reports "1e" as an empty value).
 */
export function typedAmountProblem(form: Pick<DonationForm, "preset" | "custom">, unreadable = false, contactEmail?: string): string | null {
  if (form.preset === null && (unreadable || (form.custom.trim() !== "" && !penceFromTyped(form.custom)))) return giftAmountRule;
  return amountProblem(giftAmount(form), contactEmail);
}

export type DonorField = "firstName" | "lastName" | "email" | "phone" | "message" | "giftAidAddress" | "giftAidPostcode";
export type DonorErrors = Partial<Record<DonorField, string>>;

export interface Notice {
  title: string;
  description: string;
}

export function donationRequest(
  amount: Pence,
  frequency: GiftFrequency,
  donor: DonorDetails,
  giftAid?: GiftAidDetails,
  /** The soft opt-in's box, only when the details step offered it. */
  newsOptOut?: boolean,
): DonationPaymentRequest {
  const monthly = frequency === "monthly";
  return {
    type: "donation",
    amount: penceToPounds(amount),
    currency: "gbp",
    frequency,
    items: [
      {
        name: monthly ? "Monthly donation" : "One-off donation",
        description: `${monthly ? "A monthly gift" : "A gift"} to ${siteConfig.name}`,
        price: penceToPounds(amount),
        quantity: 1,
      },
    ],
    donorInfo: donor,
    ...(giftAid && { giftAid }),
    ...(newsOptOut !== undefined && { newsOptOut }),
  };
}
