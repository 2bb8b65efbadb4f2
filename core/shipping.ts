// docs/product-rules.md#constants: checkout's shipping choices, apart from the catalogue so the checkout page doesn't load the products.
import type { Pence } from "./money";

export type ShippingOptionId = "standard" | "express";

export interface ShippingOption {
  id: ShippingOptionId;
  name: string;
  price: Pence;
  time: string;
}

/** Standard is the default. */
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
