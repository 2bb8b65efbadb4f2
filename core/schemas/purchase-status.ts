// POST /api/send-purchase-email: the success page's request and the server's
// answer. The server confirms the payment with the provider itself, queues the
// emails once, and only ever mails the address stored with the order
// (DESIGN.md Deviation 3). Money is integer pence here.
import * as z from "zod/mini";
import type { GiftFrequency } from "../gift-aid";
import type { Pence } from "../money";
import type { OrderTotals, ShippingOptionId } from "../pricing";

/**
 * SPEC §7 also sends customerEmail, customerName, orderTotal, orderItems and
 * currency: they are accepted and ignored; the server uses its stored order.
 */
export const sendPurchaseEmailSchema = z.object({
  sessionId: z
    .string({ error: "sessionId is required" })
    .check(
      z.trim(),
      z.minLength(1, "sessionId is required"),
      z.maxLength(255, "sessionId is too long"),
      z.regex(/^[A-Za-z0-9_-]*$/, "sessionId is not a checkout session id"),
    ),
});

export type SendPurchaseEmailRequest = z.input<typeof sendPurchaseEmailSchema> & Record<string, unknown>;

/** pending: not paid yet (ask again shortly); failed: the payment did not go through; cancelled: abandoned. */
export type PurchaseState = "pending" | "paid" | "failed" | "cancelled";

/**
 * sent: delivered to the mail server ('Confirmation email sent to {email}');
 * queued: waiting in the outbox, e.g. while the mail server is down ('Your confirmation email is on its way to {email}');
 * failed: the outbox gave up after days of retries.
 */
export type ConfirmationEmailState = "sent" | "queued" | "failed";

export interface PurchaseStatusItem {
  name: string;
  quantity: number;
  size?: string;
  color?: string;
  giftWrap: boolean;
  notes?: string;
  unitPrice: Pence;
  /** quantity × unit price, plus gift wrap once for the line. */
  lineTotal: Pence;
}

export interface PurchaseStatus {
  status: PurchaseState;
  sessionId: string;
  /** What the customer can quote to us, e.g. "PM-1A2B3C4D"; also in the emails. */
  reference: string;
  /** The customer's confirmation or donor's receipt; null until the payment is confirmed. */
  email: { to: string; state: ConfirmationEmailState } | null;
  order: {
    type: "merchandise" | "donation";
    /** Merchandise lines; a gift is one line named "One-time gift to …" or "Monthly gift to …". */
    items: PurchaseStatusItem[];
    totals: OrderTotals;
    shipping?: { id: ShippingOptionId; name: string; time: string; price: Pence };
    frequency?: GiftFrequency;
    /** Present when the donor made a Gift Aid declaration; value is what Gift Aid adds. */
    giftAid?: { value: Pence };
    /** No real money moved (the sandbox, or Stripe in test mode). */
    test: boolean;
    currency: "gbp";
  };
}
