// docs/product-rules.md#constants: checkout's shipping choices, apart from the catalogue so the checkout page doesn't load the products.
import { addBusinessDays } from "./dates";
import type { Pence } from "./money";

export type ShippingOptionId = "standard" | "express";

export interface ShippingOption {
  id: ShippingOptionId;
  name: string;
  price: Pence;
  time: string;
  /** What `time` says, as numbers: the estimate's first and last working day. */
  businessDays: { min: number; max: number };
}

/** Standard is the default. */
export const shippingOptions: readonly ShippingOption[] = [
  { id: "standard", name: "Standard Shipping", price: 0, time: "5-7 business days", businessDays: { min: 5, max: 7 } },
  { id: "express", name: "Express Shipping", price: 499, time: "2-3 business days", businessDays: { min: 2, max: 3 } },
];

export const defaultShippingOption: ShippingOptionId = "standard";

export function getShippingOption(id: ShippingOptionId): ShippingOption {
  const option = shippingOptions.find((o) => o.id === id);
  if (!option) throw new Error(`Unknown shipping option ${id}`);
  return option;
}

/** When an order placed at `orderedAt` should arrive: the estimate, as dates. */
export function deliveryWindow(option: ShippingOption, orderedAt: Date): { earliest: Date; latest: Date } {
  return { earliest: addBusinessDays(orderedAt, option.businessDays.min), latest: addBusinessDays(orderedAt, option.businessDays.max) };
}
