// A local stand-in for Stripe's API: it records exactly what the official SDK
// sends (method, path, form body, Idempotency-Key) and answers with minimal
// objects of the shapes our provider reads: checkout sessions, refunds, monthly
// subscriptions, invoice payments and billing-portal sessions. It keeps Stripe's
// rules that our code relies on: a refund can't exceed what is left of a payment,
// a cancelled subscription can't be changed, and a repeated Idempotency-Key
// replays the first answer. Tests mark a session paid with `pay`.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body (or query string) as the SDK encoded it, e.g. `line_items[0][price_data][currency]`. */
  form: Record<string, string>;
  idempotencyKey?: string;
  authorization?: string;
}

export type StandInSession = Record<string, unknown> & { id: string };
type StandInObject = Record<string, unknown> & { id: string };

interface Answer {
  status: number;
  body: unknown;
}

const DAY = 24 * 60 * 60;

function refused(message: string, code?: string): Answer {
  return { status: 400, body: { error: { type: "invalid_request_error", message, ...(code && { code }) } } };
}

function missing(what: string): Answer {
  return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } } };
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly subscriptions = new Map<string, StandInObject>();
  readonly refunds = new Map<string, StandInObject>();
  /** Answer every request with this status (e.g. 500) to simulate an outage. */
  failWith?: number;
  /** While set, a checkout session is created only once this resolves for its form (a slow Stripe). */
  hold?: (form: Record<string, string>) => Promise<void>;
  private server?: Server;
  private count = 0;
  /** What each PaymentIntent was paid, and the invoice each monthly payment belongs to. */
  private readonly intents = new Map<string, number>();
  private readonly invoiceIntents = new Map<string, string>();
  private readonly replays = new Map<string, Answer>();

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const [path = "", query = ""] = (request.url ?? "").split("?");
        const method = request.method ?? "";
        const form = Object.fromEntries(new URLSearchParams(method === "GET" ? query : Buffer.concat(chunks).toString("utf8")));
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value : undefined;
        };
        const idempotencyKey = header("idempotency-key");
        this.requests.push({
          method,
          path,
          form,
          ...(idempotencyKey && { idempotencyKey }),
          ...(header("authorization") && { authorization: header("authorization") }),
        });
        const send = ({ status, body }: Answer) => {
          response.writeHead(status, { "content-type": "application/json", "request-id": `req_${this.count}` });
          response.end(JSON.stringify(body));
        };
        if (this.failWith) return send({ status: this.failWith, body: { error: { type: "api_error", message: "Stand-in outage" } } });
        if (method === "POST" && path === "/v1/checkout/sessions") {
          void Promise.resolve(this.hold?.(form)).then(() => send({ status: 200, body: this.createSession(form) }));
          return;
        }
        // Stripe replays the first answer to a repeated key instead of acting twice.
        const replayKey = idempotencyKey && method !== "GET" ? `${method} ${path} ${idempotencyKey}` : undefined;
        const replayed = replayKey && this.replays.get(replayKey);
        if (replayed) return send(replayed);
        const answer = this.answer(method, path, form);
        if (replayKey && answer.status < 500) this.replays.set(replayKey, answer);
        send(answer);
      });
    });
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(method: string, path: string, form: Record<string, string>): Answer {
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && session) {
      const found = this.sessions.get(decodeURIComponent(session[1] ?? ""));
      return found ? { status: 200, body: found } : missing("checkout.session");
    }
    if (method === "POST" && path === "/v1/refunds") return this.refund(form);
    if (method === "GET" && path === "/v1/invoice_payments") {
      const intent = this.invoiceIntents.get(form.invoice ?? "");
      const data = intent ? [{ id: `inpay_${intent}`, object: "invoice_payment", invoice: form.invoice, status: "paid", payment: { type: "payment_intent", payment_intent: intent } }] : [];
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/invoice_payments" } };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) return this.subscriptionRequest(method, decodeURIComponent(subscription[1] ?? ""), form);
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!form.customer) return refused("Missing required param: customer.");
      const id = this.nextId("bps_test");
      return { status: 200, body: { id, object: "billing_portal.session", customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.test/p/session/${id}` } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  private nextId(prefix: string): string {
    return `${prefix}_${(++this.count).toString().padStart(4, "0")}${Math.random().toString(36).slice(2, 10)}`;
  }

  private createSession(form: Record<string, string>): StandInSession {
    const id = this.nextId("cs_test");
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`]; i++) {
      amount += Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]);
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m?.[1]) metadata[m[1]] = value;
    }
    const session: StandInSession = {
      id,
      object: "checkout.session",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: form.mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: "gbp",
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      customer: null,
      subscription: null,
      invoice: null,
      payment_intent: null,
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }

  /**
   * Marks a session paid, as Stripe would after the customer pays: a PaymentIntent for a one-off
   * payment; for a monthly session, a subscription, its first invoice and that invoice's payment.
   */
  pay(id: string, extra: Record<string, unknown> = {}): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no stand-in session ${id}`);
    const amount = Number(session.amount_total);
    const intent = this.nextId("pi_test");
    this.intents.set(intent, amount);
    const paid: Record<string, unknown> = { status: "complete", payment_status: "paid", customer: "cus_test_1" };
    if (session.mode === "subscription") {
      const invoice = this.nextId("in_test");
      this.invoiceIntents.set(invoice, intent);
      const subscription = this.createSubscription(amount, "cus_test_1", session.metadata);
      Object.assign(paid, { subscription: subscription.id, invoice });
    } else {
      paid.payment_intent = intent;
    }
    Object.assign(session, paid, extra);
    return session;
  }

  private createSubscription(amount: number, customer: string, metadata: unknown): StandInObject {
    const id = this.nextId("sub_test");
    const now = Math.floor(Date.now() / 1000);
    const subscription: StandInObject = {
      id,
      object: "subscription",
      status: "active",
      customer,
      cancel_at_period_end: false,
      metadata,
      items: {
        object: "list",
        data: [
          {
            id: this.nextId("si_test"),
            object: "subscription_item",
            quantity: 1,
            current_period_start: now,
            current_period_end: now + 30 * DAY,
            price: { id: this.nextId("price_test"), object: "price", unit_amount: amount, currency: "gbp", product: "prod_test_gift", recurring: { interval: "month" } },
          },
        ],
      },
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  private refund(form: Record<string, string>): Answer {
    const intent = form.payment_intent ?? "";
    const paid = this.intents.get(intent);
    if (paid === undefined) return refused(`No such payment_intent: '${intent}'`, "resource_missing");
    const given = [...this.refunds.values()].filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = form.amount ? Number(form.amount) : paid - given;
    if (given >= paid) return refused(`Charge for payment_intent ${intent} has already been refunded.`, "charge_already_refunded");
    if (amount > paid - given) return refused(`Refund amount (${amount}) is greater than unrefunded amount on charge (${paid - given})`, "amount_too_large");
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m?.[1]) metadata[m[1]] = value;
    }
    const refund: StandInObject = { id: this.nextId("re_test"), object: "refund", amount, currency: "gbp", payment_intent: intent, status: "succeeded", metadata };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  private subscriptionRequest(method: string, id: string, form: Record<string, string>): Answer {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return missing("subscription");
    if (method === "GET") return { status: 200, body: subscription };
    const cancelled = subscription.status === "canceled";
    if (method === "DELETE") {
      if (cancelled) return refused(`No such subscription: '${id}'`, "resource_missing");
      Object.assign(subscription, { status: "canceled", cancel_at_period_end: false, canceled_at: Math.floor(Date.now() / 1000) });
      return { status: 200, body: subscription };
    }
    if (method !== "POST") return missing("subscription");
    if (cancelled) return refused("A canceled subscription can only update its cancellation_details and metadata.");
    if (form.cancel_at_period_end) subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
    const unitAmount = form["items[0][price_data][unit_amount]"];
    if (unitAmount) {
      const items = subscription.items as { data: { id: string; price: Record<string, unknown> }[] };
      const item = items.data.find((i) => i.id === form["items[0][id]"]);
      if (!item) return refused(`Invalid subscription item: '${form["items[0][id]"]}'`);
      item.price = { ...item.price, id: this.nextId("price_test"), unit_amount: Number(unitAmount), product: form["items[0][price_data][product]"] };
    }
    return { status: 200, body: subscription };
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
