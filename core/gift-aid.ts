// UK Gift Aid (docs/deviations.md, point 5): HMRC's model declaration wording, and what a declaration needs.
import { siteConfig } from "./site-config";

/** Bumped whenever the wording changes; stored with each declaration. */
export const GIFT_AID_WORDING_VERSION = "hmrc-model-2024-1";

export type GiftFrequency = "one-time" | "monthly";

/**
 * HMRC's model wording. A monthly gift uses the enduring form, which also
 * covers future gifts; a one-off gift uses the single-donation form.
 */
export function giftAidDeclaration(frequency: GiftFrequency): string {
  const charity = siteConfig.charity.legalName;
  const scope =
    frequency === "monthly"
      ? `I want to Gift Aid this donation and any donations I make in the future or have made in the past 4 years to ${charity}.`
      : `I want to Gift Aid my donation to ${charity}.`;
  return (
    `${scope} I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax ` +
    "than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference."
  );
}

/** Gift Aid adds 25p for every £1 given. */
export function giftAidValue(amountPence: number): number {
  return Math.floor(amountPence / 4);
}
