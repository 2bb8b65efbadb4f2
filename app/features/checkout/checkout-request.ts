// The create-payment body for a cart (docs/http-contract.md). Cart lines carry the
// catalogue's prices (the cart store re-prices saved carts from the catalogue),
// so these totals are the server's to the penny (core/cart.test.ts);
// `amount` is the total the payer was shown.
import { cartTotals, isPurchasable, itemUnitPrice, type CartItem } from "@core/cart-line";
import { penceToPounds, type Pence } from "@core/money";
import type { OrderTotals } from "@core/order-totals";
import { getShippingOption, type ShippingOptionId } from "@core/shipping";
import type { CustomerDetails } from "@core/schemas/customer";
import type { MerchandisePaymentRequest } from "@core/schemas/payment-request";

export function checkoutTotals(items: readonly CartItem[], donation: Pence, shipping: ShippingOptionId): OrderTotals {
  return cartTotals(items, donation, getShippingOption(shipping).price);
}

export function merchandiseRequest(
  items: readonly CartItem[],
  donation: Pence,
  details: CustomerDetails,
  shipping: ShippingOptionId,
  /** The soft opt-in's box, only when the details step offered it. */
  newsOptOut?: boolean,
): MerchandisePaymentRequest {
  const totals = checkoutTotals(items, donation, shipping);
  return {
    type: "merchandise",
    amount: penceToPounds(totals.total),
    currency: "gbp",
    items: items.filter(isPurchasable).map((item) => ({
      id: item.id,
      name: item.name,
      price: penceToPounds(itemUnitPrice(item)),
      quantity: item.quantity,
      size: item.size,
      color: item.color,
      giftWrap: item.giftWrap,
      customerNotes: item.customerNotes,
    })),
    donorInfo: details,
    shippingOption: shipping,
    donationAmount: penceToPounds(donation),
    ...(newsOptOut !== undefined && { newsOptOut }),
  };
}
