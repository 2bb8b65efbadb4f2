// The payment provider seam: the sandbox (default) and Stripe both implement it,
// and both report what happened as `PaymentEvent`s that one fulfilment function
// handles (server/services/fulfilment.ts). Only stripe.ts knows Stripe's shapes.
import type { Pence } from "../../core/money";
import { ConflictError, UpstreamUnavailableError } from "../domain/errors";
import type { ProviderName } from "../db/schema/index";

export interface CheckoutLine {
  name: string;
  /** Options such as size and colour, shown under the name. */
  description?: string;
  unitAmount: Pence;
  quantity: number;
}

export interface CheckoutRequest {
  /** Our order id and its reference (PM-10001): all the provider keeps about the order in metadata. */
  orderId: string;
  reference: string;
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
  /** ISO currency, lower case, as the provider reports it; gbp when it says nothing. */
  currency?: string;
  customerId?: string;
  subscriptionId?: string;
  /** The provider's id for the charge itself (Stripe's PaymentIntent), which its refunds name. */
  paymentId?: string;
}

/** A refund as the provider reports it: one we asked for, or one made in its dashboard. */
export interface ProviderRefund {
  id: string;
  /** The charge it gives money back from (PaymentRecord.paymentId). */
  paymentId: string;
  amount: Pence;
  status: "pending" | "succeeded" | "failed";
  /** Why, when the provider says (a reason code or staff's words in its metadata). */
  reason?: string;
  /** Our refund's id, when we asked for it (RefundRequest.refundId). */
  refundId?: string;
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

/** A refund's news: recorded against the payment it names, whoever made it. */
export interface RefundEvent {
  type: "refund.updated";
  refund: ProviderRefund;
}

/** Everything a provider's webhook can tell us: about an order's payment, or about a refund. */
export type ProviderEvent = PaymentEvent | RefundEvent;

export interface SessionSnapshot {
  id: string;
  orderId?: string;
  status: "open" | "complete" | "expired";
  /** What this session means for its order now: checkout.paid when the money has arrived. */
  event: PaymentEvent;
}

/** A refund of all or part of one recorded payment. */
export interface RefundRequest {
  /** The payment's `PaymentRecord.reference`, as we stored it. */
  paymentReference: string;
  amount: Pence;
  /** Why, in staff's words; kept with the refund at the provider. */
  reason?: string;
  /** The same key always means the same refund: a retried request never refunds twice. */
  idempotencyKey: string;
  /** Our refund's id, kept with the provider's refund so its webhook finds our record. */
  refundId?: string;
}

export interface RefundResult {
  /** The provider's id for the refund. */
  id: string;
  amount: Pence;
  status: "pending" | "succeeded" | "failed";
}

export interface SubscriptionSnapshot {
  id: string;
  status: "active" | "past_due" | "cancelled";
  /** What is charged each month. */
  amount: Pence;
  /** Cancelled at the provider, to stop when the paid month ends. */
  cancelAtPeriodEnd: boolean;
  /** When the next payment is due; absent once cancelled. */
  nextPaymentAt?: Date;
  customerId?: string;
}

export interface BillingPortalRequest {
  subscriptionId: string;
  /** The provider's customer who owns the subscription (Stripe's portal is per customer). */
  customerId?: string;
  /** Where the portal's "return" link goes: a page of this site. */
  returnUrl: string;
}

/** A signed provider event, checked and translated into our terms. */
export interface VerifiedWebhook {
  id: string;
  type: string;
  event: ProviderEvent;
  /** Signed, but not in a shape we can act on: why. The event is then "ignored". */
  malformed?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when no real money moves. */
  readonly test: boolean;
  createCheckoutSession(request: CheckoutRequest): Promise<CreatedSession>;
  /** Asks the provider about a session; undefined when it doesn't know it. */
  retrieveSession(sessionId: string): Promise<SessionSnapshot | undefined>;
  /**
   * Checks a webhook's signature against the exact bytes received and translates it.
   * Throws WebhookSignatureError when it can't be verified (always, for a provider that sends none).
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedWebhook;
  /**
   * Gives back all or part of one payment. Throws ProviderRefusedError when the provider says no
   * (more than is left to refund, an unknown payment); the same idempotency key answers the same refund.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Asks about a monthly plan; undefined when the provider doesn't know it. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined>;
  /** Stops a plan now, or when the month already paid for ends. Cancelling a cancelled plan changes nothing. */
  cancelSubscription(subscriptionId: string, when: "now" | "period_end"): Promise<SubscriptionSnapshot>;
  /** Charges `amount` a month from the next payment on, with no proration; refused for a cancelled plan. */
  changeSubscriptionAmount(subscriptionId: string, amount: Pence): Promise<SubscriptionSnapshot>;
  /** A page of the provider's where the donor updates the card that pays the plan. */
  createBillingPortalSession(request: BillingPortalRequest): Promise<{ url: string }>;
}

/** A webhook whose signature could not be verified: answered 400, never handled. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** The provider understood and said no (a refund above what is left, a cancelled plan): asking again won't help. */
export class ProviderRefusedError extends ConflictError {}

/** The provider refused or could not be reached; the client may try again. */
export class ProviderUnavailableError extends UpstreamUnavailableError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, undefined, options);
  }
}
