// docs/product-rules.md#data-shapes's stored purchase record (localStorage `lastPurchaseInfo`): written
// just before the payer leaves for the provider, read by the success page,
// removed once the payment is confirmed.
import * as z from "zod/mini";
import { GIFT_WRAP_PRICE } from "@core/product-options";
import { penceToDecimalString, poundsToPence, type Pence } from "@core/money";
import { getShippingOption } from "@core/shipping";
import type { CreatePaymentRequest } from "@core/schemas/payment-request";

export const LAST_PURCHASE_KEY = "lastPurchaseInfo";

const decimal = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

const purchaseInfoSchema = z.object({
  customerEmail: z.string(),
  customerName: z.string(),
  orderTotal: decimal,
  orderItems: z.array(z.object({ name: z.string(), quantity: z.int(), price: decimal, total: decimal })),
  currency: z.string(),
});

/** docs/product-rules.md#data-shapes: money as two-decimal strings in pounds. */
export type LastPurchaseInfo = z.output<typeof purchaseInfoSchema>;

function line(name: string, quantity: number, unit: Pence, total: Pence) {
  return { name, quantity, price: penceToDecimalString(unit), total: penceToDecimalString(total) };
}

/** The record for a payment about to be made, from the request we send for it. */
export function purchaseInfoFor(request: CreatePaymentRequest): LastPurchaseInfo {
  const { donorInfo } = request;
  const customerName = `${donorInfo.firstName.trim()} ${donorInfo.lastName.trim()}`.trim();
  const orderItems: LastPurchaseInfo["orderItems"] = [];
  if (request.type === "merchandise") {
    for (const item of request.items) {
      const unit = poundsToPence(item.price ?? 0);
      orderItems.push(line(item.name ?? item.id, item.quantity, unit, unit * item.quantity + (item.giftWrap ? GIFT_WRAP_PRICE : 0)));
    }
    const shipping = getShippingOption(request.shippingOption ?? "standard");
    if (shipping.price > 0) orderItems.push(line(shipping.name, 1, shipping.price, shipping.price));
    const donation = poundsToPence(request.donationAmount ?? 0);
    if (donation > 0) orderItems.push(line("Donation", 1, donation, donation));
  } else {
    const amount = poundsToPence(request.amount);
    const item = request.items?.[0];
    orderItems.push(line(item?.name ?? "Donation", 1, amount, amount));
  }
  return {
    customerEmail: donorInfo.email.trim(),
    customerName,
    orderTotal: penceToDecimalString(poundsToPence(request.amount)),
    orderItems,
    currency: request.currency ?? "gbp",
  };
}

export function savePurchaseInfo(info: LastPurchaseInfo): void {
  try {
    window.localStorage.setItem(LAST_PURCHASE_KEY, JSON.stringify(info));
  } catch {
    // Storage off or full: the success page still reads the order from the server.
  }
}

/** The stored record, or null when absent or unreadable (never throws). */
export function readPurchaseInfo(): LastPurchaseInfo | null {
  try {
    const raw = window.localStorage.getItem(LAST_PURCHASE_KEY);
    if (!raw) return null;
    const parsed = purchaseInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPurchaseInfo(): void {
  try {
    window.localStorage.removeItem(LAST_PURCHASE_KEY);
  } catch {
    // nothing to clear
  }
}
