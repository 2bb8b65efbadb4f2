// Stripe, through the official SDK: Checkout Sessions with price_data lines in
// GBP, signed webhooks, and the translation of Stripe's objects into our
// PaymentEvents. Nothing outside this file knows Stripe's shapes.
import Stripe from "stripe";
import {
  ProviderUnavailableError,
  type CheckoutRequest,
  type CreatedSession,
  type PaymentEvent,
  type PaymentProvider,
  type SessionSnapshot,
} from "./provider";

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local stand-in or stripe-mock); Stripe's own by default. */
  apiUrl?: string;
}

export interface VerifiedWebhook {
  id: string;
  type: string;
  event: PaymentEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
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
        ...(customerId && { customerId }),
        ...(subscriptionId && { subscriptionId }),
      },
    };
  }
  if (session.status === "complete") return { type: "checkout.processing", sessionId, orderId };
  if (session.status === "expired") return { type: "checkout.expired", sessionId, orderId };
  return { type: "ignored" };
}

/** The subscription an invoice belongs to, and its metadata, across API versions. */
function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId?: string; orderId?: string } {
  const details = invoice.parent?.subscription_details;
  const legacy = invoice as unknown as {
    subscription?: string | { id: string } | null;
    subscription_details?: { metadata?: Record<string, string> | null } | null;
  };
  return {
    subscriptionId: idOf(details?.subscription) ?? idOf(legacy.subscription),
    orderId: orderIdFrom(details?.metadata) ?? orderIdFrom(legacy.subscription_details?.metadata),
  };
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
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
        payment: { reference: invoice.id, amount: invoice.amount_paid, subscriptionId, ...(customerId && { customerId }) },
      };
    }
    case "invoice.payment_failed": {
      const { subscriptionId, orderId } = invoiceSubscription(event.data.object);
      return subscriptionId ? { type: "subscription.payment_failed", subscriptionId, orderId } : { type: "ignored" };
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return { type: "subscription.ended", subscriptionId: subscription.id, orderId: orderIdFrom(subscription.metadata) };
    }
    default:
      return { type: "ignored" };
  }
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
    const metadata = { order_id: request.orderId, purpose: request.purpose };
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
    return { id: event.id, type: event.type, event: toPaymentEvent(event) };
  }
}
