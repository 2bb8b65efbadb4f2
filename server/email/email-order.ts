// What an email says about an order or gift, independent of how it is stored.
import type { Pence } from "../../core/money";
import type { GiftFrequency } from "../../core/gift-aid";
import type { OrderTotals } from "../../core/pricing";

export interface EmailOrderLine {
  name: string;
  /** The photo of what was bought (its colour's, else the product's first), absolute; none without photos. */
  image?: string;
  quantity: number;
  size?: string;
  color?: string;
  giftWrap: boolean;
  giftWrapPrice: Pence;
  notes?: string;
  unitPrice: Pence;
  lineTotal: Pence;
}

export interface EmailOrder {
  /** The reference the customer can quote: PM-10001 for an order, GF-10001 for a gift. */
  reference: string;
  type: "merchandise" | "donation";
  /** No real money moved: every email says so. */
  test: boolean;
  paidAt: Date;
  customer: { firstName: string; lastName: string; email: string; phone?: string };
  shippingAddress?: { address: string; city: string; postalCode: string; country: string };
  shipping?: { name: string; time: string; price: Pence };
  /** When the order should arrive, from the shipping option's working days. */
  deliveryEstimate?: { earliest: Date; latest: Date };
  lines: EmailOrderLine[];
  totals: OrderTotals;
  frequency?: GiftFrequency;
  /** A monthly gift's next payment. */
  nextPaymentAt?: Date;
  message?: string;
  giftAid?: { name: string; address: string; postcode: string; text: string; declaredAt: Date; value: Pence };
  /** The donor cancelled their Gift Aid declaration before this payment: it is not claimed on it. */
  giftAidCancelledAt?: Date;
  /** The customer's own page for this order (status, lines, tracking); orders only. */
  orderPageUrl?: string;
  /** A monthly gift's "Manage or cancel your monthly gift" link (signed, one use). */
  manageUrl?: string;
}

export interface EmailContext {
  publicUrl: string;
}
