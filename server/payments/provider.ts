// The payment provider seam: the sandbox (default) and Stripe both implement it,
// and both report what happened as `PaymentEvent`s that one fulfilment function
// handles (server/services/fulfilment.ts). Only stripe.ts knows Stripe's shapes.
import type { Pence } from "../../core/money";
import type { ProviderName } from "../db/schema/index";

export interface CheckoutLine {
  name: string;
  /** Options such as size and colour, shown under the name. */
  description?: string;
  unitAmount: Pence;
  quantity: number;
}

export interface CheckoutRequest {
  /** Our order id: the only thing about the order the provider keeps in metadata. */
  orderId: string;
  purpose: "order" | "gift";
  /** Set for a monthly gift: the provider charges the lines every month. */
  interval?: "month";
  lines: CheckoutLine[];
  /** Prefills the provider's form and receives its receipt. */
  customerEmail: string;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedSession {
  id: string;
  /** The provider's hosted page. */
  url: string;
  /** The provider has already written `id` on the order (the sandbox, which shares our database). */
  recordedOnOrder?: boolean;
}

/** One movement of money, identified by the provider so that recording it twice is impossible. */
export interface PaymentRecord {
  /** A checkout session for one-off payments; an invoice for each month of a subscription. */
  reference: string;
  amount: Pence;
  customerId?: string;
  subscriptionId?: string;
}

export type PaymentEvent =
  | { type: "checkout.paid"; sessionId: string; orderId?: string; payment: PaymentRecord }
  /** Completed, but the money has not arrived yet (a bank debit): wait for checkout.paid or checkout.failed. */
  | { type: "checkout.processing"; sessionId: string; orderId?: string }
  | { type: "checkout.failed"; sessionId: string; orderId?: string }
  | { type: "checkout.expired"; sessionId: string; orderId?: string }
  | { type: "subscription.paid"; subscriptionId: string; orderId?: string; payment: PaymentRecord }
  | { type: "subscription.payment_failed"; subscriptionId: string; orderId?: string }
  | { type: "subscription.ended"; subscriptionId: string; orderId?: string }
  | { type: "ignored" };

export interface SessionSnapshot {
  id: string;
  orderId?: string;
  status: "open" | "complete" | "expired";
  /** What this session means for its order now: checkout.paid when the money has arrived. */
  event: PaymentEvent;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when no real money moves. */
  readonly test: boolean;
  createCheckoutSession(request: CheckoutRequest): Promise<CreatedSession>;
  /** Asks the provider about a session; undefined when it doesn't know it. */
  retrieveSession(sessionId: string): Promise<SessionSnapshot | undefined>;
}

/** The provider refused or could not be reached; the client may try again. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailableError";
  }
}
