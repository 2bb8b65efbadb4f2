// Stripe, through the official SDK: Checkout Sessions with price_data lines in
// GBP, signed webhooks, and the translation of Stripe's objects into our
// PaymentEvents. Nothing outside this file knows Stripe's shapes.
import Stripe from "stripe";
import type { Pence } from "../../core/money";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type BillingPortalRequest,
  type CheckoutRequest,
  type CreatedSession,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
  type RefundRequest,
  type RefundResult,
  type SessionSnapshot,
  type SubscriptionSnapshot,
  type VerifiedWebhook,
} from "./provider";

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local stand-in or stripe-mock); Stripe's own by default. */
  apiUrl?: string;
}


function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

/** Our order id, which we put in metadata ourselves (never personal data). */
function orderIdFrom(metadata: Record<string, string> | null | undefined): string | undefined {
  return metadata?.order_id || undefined;
}

function sessionEvent(session: Stripe.Checkout.Session): PaymentEvent {
  const sessionId = session.id;
  const orderId = orderIdFrom(session.metadata) ?? session.client_reference_id ?? undefined;
  if (session.payment_status === "paid") {
    const subscriptionId = idOf(session.subscription);
    const customerId = idOf(session.customer);
    return {
      type: "checkout.paid",
      sessionId,
      orderId,
      payment: {
        // A subscription's first month is also reported as invoice.paid: both name the same
        // invoice, so the payment is recorded once whichever arrives first.
        reference: (session.mode === "subscription" && idOf(session.invoice)) || session.id,
        amount: session.amount_total ?? 0,
        currency: session.currency ?? "gbp",
        ...(customerId && { customerId }),
        ...(subscriptionId && { subscriptionId }),
        ...(idOf(session.payment_intent) && { paymentId: idOf(session.payment_intent) }),
      },
    };
  }
  if (session.status === "complete") return { type: "checkout.processing", sessionId, orderId };
  if (session.status === "expired") return { type: "checkout.expired", sessionId, orderId };
  return { type: "ignored" };
}

function fieldOf(value: unknown, key: string): unknown {
  return value && typeof value === "object" ? Reflect.get(value, key) : undefined;
}

function isIdLike(value: unknown): value is string | { id: string } {
  return typeof value === "string" || typeof fieldOf(value, "id") === "string";
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === "object" && Object.values(value).every((v) => typeof v === "string");
}

/** The subscription an invoice belongs to, and its metadata, across API versions. */
function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId?: string; orderId?: string } {
  const details = invoice.parent?.subscription_details;
  // Older API versions put these on the invoice itself; the SDK's types no longer name them.
  const legacySubscription = fieldOf(invoice, "subscription");
  const legacyMetadata = fieldOf(fieldOf(invoice, "subscription_details"), "metadata");
  return {
    subscriptionId: idOf(details?.subscription) ?? (isIdLike(legacySubscription) ? idOf(legacySubscription) : undefined),
    orderId: orderIdFrom(details?.metadata) ?? (isStringRecord(legacyMetadata) ? orderIdFrom(legacyMetadata) : undefined),
  };
}

function refundStatus(status: string | null): ProviderRefund["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

function refundEvent(refund: Stripe.Refund): ProviderEvent {
  const paymentId = idOf(refund.payment_intent);
  if (!paymentId) return { type: "ignored" };
  const reason = refund.metadata?.reason || refund.reason || undefined;
  const refundId = refund.metadata?.refund_id || undefined;
  return {
    type: "refund.updated",
    refund: { id: refund.id, paymentId, amount: refund.amount, status: refundStatus(refund.status), ...(reason && { reason }), ...(refundId && { refundId }) },
  };
}

export function toPaymentEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionEvent(event.data.object);
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return { type: "checkout.failed", sessionId: session.id, orderId: orderIdFrom(session.metadata) };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return { type: "checkout.expired", sessionId: session.id, orderId: orderIdFrom(session.metadata) };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const { subscriptionId, orderId } = invoiceSubscription(invoice);
      if (!subscriptionId || !invoice.id) return { type: "ignored" };
      const customerId = idOf(invoice.customer);
      return {
        type: "subscription.paid",
        subscriptionId,
        orderId,
        payment: { reference: invoice.id, amount: invoice.amount_paid, currency: invoice.currency, subscriptionId, ...(customerId && { customerId }) },
      };
    }
    case "invoice.payment_failed": {
      const { subscriptionId, orderId } = invoiceSubscription(event.data.object);
      return subscriptionId ? { type: "subscription.payment_failed", subscriptionId, orderId } : { type: "ignored" };
    }
    // Every refund, ours or made in Stripe's dashboard, is reported as a Refund; charge.refunded
    // carries them too when the charge's refunds are included.
    case "refund.created":
    case "refund.updated":
      return refundEvent(event.data.object);
    case "charge.refunded": {
      const newest = event.data.object.refunds?.data[0];
      return newest ? refundEvent(newest) : { type: "ignored" };
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return { type: "subscription.ended", subscriptionId: subscription.id, orderId: orderIdFrom(subscription.metadata) };
    }
    default:
      return { type: "ignored" };
  }
}

const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 255;
const isOptionalText = (value: unknown) => value === undefined || isText(value);

/** Every field fulfilment will use has the type it expects; anything else is a malformed event. */
function isWellFormed(event: ProviderEvent): boolean {
  if (event.type === "ignored") return true;
  if (event.type === "refund.updated") {
    const { id, paymentId, amount, reason } = event.refund;
    const { refundId } = event.refund;
    return isText(id) && isText(paymentId) && Number.isSafeInteger(amount) && amount > 0 && (reason === undefined || typeof reason === "string") && isOptionalText(refundId);
  }
  if (!isOptionalText(event.orderId)) return false;
  if ("sessionId" in event && !isText(event.sessionId)) return false;
  if ("subscriptionId" in event && !isText(event.subscriptionId)) return false;
  if ("payment" in event) {
    const { reference, amount, currency, customerId, subscriptionId, paymentId } = event.payment;
    if (!isText(reference) || !Number.isSafeInteger(amount) || amount < 0) return false;
    if (!isOptionalText(currency) || !isOptionalText(customerId) || !isOptionalText(subscriptionId) || !isOptionalText(paymentId)) return false;
  }
  return true;
}

/**
 * A signed event is Stripe's, but its shape may still surprise us (another API version, a
 * hand-made test event). What can't be read safely is ignored and logged by the caller,
 * never a 5xx that Stripe would retry for three days.
 */
export function readPaymentEvent(event: Stripe.Event): { event: ProviderEvent; malformed?: string } {
  try {
    const translated = toPaymentEvent(event);
    return isWellFormed(translated) ? { event: translated } : { event: { type: "ignored" }, malformed: "unexpected field types" };
  } catch (error) {
    return { event: { type: "ignored" }, malformed: error instanceof Error ? error.name : "unreadable" };
  }
}

function subscriptionStatus(status: Stripe.Subscription.Status): SubscriptionSnapshot["status"] {
  if (status === "active" || status === "trialing") return "active";
  if (status === "canceled" || status === "incomplete_expired") return "cancelled";
  return "past_due";
}

/** Our plans have one item: the monthly gift. */
function giftItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem | undefined {
  return subscription.items.data[0];
}

function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = giftItem(subscription);
  const status = subscriptionStatus(subscription.status);
  // The period moved from the subscription to its items in 2025; older API versions still send it here.
  const periodEnd = item?.current_period_end ?? fieldOf(subscription, "current_period_end");
  const customerId = idOf(subscription.customer);
  return {
    id: subscription.id,
    status,
    amount: (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(status !== "cancelled" && typeof periodEnd === "number" && { nextPaymentAt: new Date(periodEnd * 1000) }),
    ...(customerId && { customerId }),
  };
}

/** Stripe understood and said no (400s: too much to refund, a cancelled plan); anything else is an outage. */
function providerError(error: unknown, what: string): Error {
  // Our own refusal, made before asking Stripe (no payment to refund, a cancelled plan), stands.
  if (error instanceof ProviderRefusedError) return error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new ProviderRefusedError(`Stripe refused to ${what}: ${error.message}`, undefined, { cause: error });
  }
  return new ProviderUnavailableError(`Stripe could not ${what}`, { cause: error });
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly test: boolean;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeProviderConfig) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
        protocol: api.protocol === "http:" ? "http" : "https",
      }),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "purpose-movement-site" },
    });
    this.test = !/^(sk|rk)_live_/.test(config.secretKey);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CreatedSession> {
    const metadata = { order_id: request.orderId, reference: request.reference, purpose: request.purpose };
    const subscription = request.interval === "month";
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: subscription ? "subscription" : "payment",
      line_items: request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: "gbp",
          unit_amount: line.unitAmount,
          product_data: { name: line.name, ...(line.description && { description: line.description }) },
          ...(subscription && { recurring: { interval: "month" as const } }),
        },
      })),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: request.customerEmail,
      client_reference_id: request.orderId,
      metadata,
      ...(subscription
        ? { subscription_data: { metadata } }
        : {
            payment_intent_data: { metadata },
            ...(request.purpose === "gift" && { submit_type: "donate" as const }),
            // An order's stock is held for 15 minutes (decision 0019): its page closes soon after
            // (Stripe's shortest is 30 minutes; a minute more allows for clocks), not in 24 hours,
            // so a payment after the hold ran out, and a possible review, stays rare.
            ...(request.purpose === "order" && { expires_at: Math.floor(Date.now() / 1000) + 31 * 60 }),
          }),
    };
    try {
      // One key per order: a retried request can never open a second session for it.
      const session = await this.stripe.checkout.sessions.create(params, {
        idempotencyKey: `checkout-session-${request.orderId}`,
      });
      if (!session.url) throw new Error("Stripe returned a session without a URL");
      return { id: session.id, url: session.url };
    } catch (error) {
      throw new ProviderUnavailableError("Stripe could not create a checkout session", { cause: error });
    }
  }

  async retrieveSession(sessionId: string): Promise<SessionSnapshot | undefined> {
    if (!sessionId.startsWith("cs_")) return undefined;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw new ProviderUnavailableError("Stripe could not be asked about the session", { cause: error });
    }
    return {
      id: session.id,
      orderId: orderIdFrom(session.metadata) ?? session.client_reference_id ?? undefined,
      status: session.status ?? "open",
      event: sessionEvent(session),
    };
  }

  /** Checks the signature (and its age) against the raw body; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): VerifiedWebhook {
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
    }
    const read = readPaymentEvent(event);
    return {
      id: isText(event.id) ? event.id : `unidentified:${String(event.created)}`,
      type: isText(event.type) ? event.type : "unknown",
      event: read.event,
      ...(read.malformed && { malformed: read.malformed }),
    };
  }

  /** The PaymentIntent behind a payment as we recorded it: a checkout session, or a monthly invoice. */
  private async paymentIntentFor(paymentReference: string): Promise<string> {
    if (paymentReference.startsWith("pi_")) return paymentReference;
    let intent: string | undefined;
    if (paymentReference.startsWith("cs_")) {
      const session = await this.stripe.checkout.sessions.retrieve(paymentReference);
      intent = idOf(session.payment_intent);
    } else if (paymentReference.startsWith("in_")) {
      const paid = await this.stripe.invoicePayments.list({ invoice: paymentReference, status: "paid", limit: 1 });
      intent = idOf(paid.data[0]?.payment.payment_intent);
    }
    if (!intent) throw new ProviderRefusedError(`No paid payment ${paymentReference} at Stripe`);
    return intent;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const paymentIntent = await this.paymentIntentFor(request.paymentReference);
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          metadata: { ...(request.reason && { reason: request.reason.slice(0, 500) }), ...(request.refundId && { refund_id: request.refundId }) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id, amount: refund.amount, status: refundStatus(refund.status) };
    } catch (error) {
      throw providerError(error, "refund the payment");
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined> {
    if (!subscriptionId.startsWith("sub_")) return undefined;
    try {
      return subscriptionSnapshot(await this.stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw new ProviderUnavailableError("Stripe could not be asked about the plan", { cause: error });
    }
  }

  async cancelSubscription(subscriptionId: string, when: "now" | "period_end"): Promise<SubscriptionSnapshot> {
    try {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      if (subscriptionStatus(current.status) === "cancelled") return subscriptionSnapshot(current);
      const updated =
        when === "now"
          ? await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-now-${subscriptionId}` })
          : await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return subscriptionSnapshot(updated);
    } catch (error) {
      throw providerError(error, "cancel the plan");
    }
  }

  async changeSubscriptionAmount(subscriptionId: string, amount: Pence): Promise<SubscriptionSnapshot> {
    try {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = giftItem(current);
      if (!item || subscriptionStatus(current.status) === "cancelled") throw new ProviderRefusedError("A cancelled plan cannot be changed");
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        // No proration: the month already paid stays as it was; the next invoice is the new amount.
        proration_behavior: "none",
        items: [
          {
            id: item.id,
            quantity: 1,
            price_data: { currency: "gbp", product: idOf(item.price.product) ?? "", unit_amount: amount, recurring: { interval: "month" } },
          },
        ],
      });
      return subscriptionSnapshot(updated);
    } catch (error) {
      throw providerError(error, "change the plan");
    }
  }

  async createBillingPortalSession(request: BillingPortalRequest): Promise<{ url: string }> {
    try {
      const customer = request.customerId ?? idOf((await this.stripe.subscriptions.retrieve(request.subscriptionId)).customer);
      if (!customer) throw new ProviderRefusedError(`No customer for plan ${request.subscriptionId}`);
      // Opens straight on "update the card", the one thing the donor came for.
      const session = await this.stripe.billingPortal.sessions.create({
        customer,
        return_url: request.returnUrl,
        flow_data: { type: "payment_method_update" },
      });
      return { url: session.url };
    } catch (error) {
      throw providerError(error, "open the billing page");
    }
  }
}
