// The create-payment body for a cart (DESIGN.md contract). Prices come from the
// catalogue, as the server's will; `amount` is the total the payer was shown.
import { toPriceableLines, type CartItem } from "@core/cart";
import { penceToPounds, type Pence } from "@core/money";
import { priceOrder, type OrderTotals, type ShippingOptionId } from "@core/pricing";
import type { CustomerDetails } from "@core/schemas/customer";
import type { MerchandisePaymentRequest } from "@core/schemas/payment-request";

export function checkoutTotals(items: readonly CartItem[], donation: Pence, shipping: ShippingOptionId): OrderTotals {
  return priceOrder({ lines: toPriceableLines(items), shipping, donation }).totals;
}

export function merchandiseRequest(
  items: readonly CartItem[],
  donation: Pence,
  details: CustomerDetails,
  shipping: ShippingOptionId,
): MerchandisePaymentRequest {
  const { lines, totals } = priceOrder({ lines: toPriceableLines(items), shipping, donation });
  return {
    type: "merchandise",
    amount: penceToPounds(totals.total),
    currency: "gbp",
    items: items.map((item, index) => ({
      id: item.id,
      name: item.name,
      price: penceToPounds(lines[index]?.unitPrice ?? 0),
      quantity: item.quantity,
      size: item.size,
      color: item.color,
      giftWrap: item.giftWrap,
      customerNotes: item.customerNotes,
    })),
    donorInfo: details,
    shippingOption: shipping,
    donationAmount: penceToPounds(donation),
  };
}
