// The Stripe provider: what the official SDK sends to Stripe (checked against a
// local stand-in that records requests), and signed webhooks end to end.
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderDetail } from "../../core/schemas/admin-orders";
import type { PurchaseStatus } from "../../core/schemas/purchase-status";
import { orders, outboxEmails, payments, webhookEvents } from "../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { browserOf, customer, donationBody, donor, mixedCart, orderOfSession, rememberBrowser } from "../test-support/payments";
import { SmtpInbox } from "../test-support/smtp-inbox";
import { joinAsStaff } from "../test-support/staff";
import { StripeStandIn, type RecordedRequest } from "../test-support/stripe-stand-in";
import { formatLongDate } from "../../core/dates";
import { ProviderUnavailableError } from "./provider";
import { StripeProvider } from "./stripe";

const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";
const ORG = "team@purposemovement.test";
const signer = new Stripe("sk_test_signer");

let eventCount = 0;
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${++eventCount}_${Date.now()}`) {
  return { id, object: "event", api_version: "2026-02-25.clover", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}

function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return { payload, headers: { "stripe-signature": signature, "content-type": "application/json; charset=utf-8" } };
}

function lineItems(request: RecordedRequest) {
  const lines = [];
  for (let i = 0; request.form[`line_items[${i}][quantity]`]; i++) {
    const at = (key: string) => request.form[`line_items[${i}]${key}`];
    lines.push({
      quantity: Number(at("[quantity]")),
      currency: at("[price_data][currency]"),
      unitAmount: Number(at("[price_data][unit_amount]")),
      name: at("[price_data][product_data][name]"),
      description: at("[price_data][product_data][description]"),
      interval: at("[price_data][recurring][interval]"),
    });
  }
  return lines;
}

describe.each(testDatabaseKinds)("Stripe provider on %s", (kind) => {
  let standIn: StripeStandIn;
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: FastifyInstance;

  beforeAll(async () => {
    standIn = new StripeStandIn();
    const apiUrl = await standIn.start();
    database = await createTestDatabase(kind);
    inbox = new SmtpInbox();
    await inbox.start(0);
    app = await buildTestApp(database, {
      env: {
        STRIPE_SECRET_KEY: "sk_test_51Example",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
        SMTP_URL: inbox.url,
        ORG_EMAIL: ORG,
      },
    });
  });
  beforeEach(() => {
    inbox.messages.length = 0;
    standIn.requests.length = 0;
    standIn.failWith = undefined;
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await standIn.stop();
    await database.close();
  });

  async function createPayment(body: unknown) {
    const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: body as object });
    expect(response.statusCode, response.body).toBe(200);
    rememberBrowser(response);
    const request = standIn.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    if (!request) throw new Error("no session request reached the stand-in");
    const sessionId = response.json<{ url: string }>().url.split("/").pop()!;
    const order = await orderOfSession(database.db, sessionId);
    if (!order) throw new Error("order not stored with the session id");
    return { url: response.json<{ url: string }>().url, request, sessionId, order };
  }

  const webhook = (delivery: { payload: string; headers: Record<string, string> }) =>
    app.inject({ method: "POST", url: "/api/webhooks/stripe", payload: delivery.payload, headers: delivery.headers });
  const paymentsOf = (orderId: string) => database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const emailsOf = (orderId: string) => database.db.select().from(outboxEmails).where(like(outboxEmails.dedupeKey, `order:${orderId}:%`));
  const orderById = async (orderId: string) => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  describe("Checkout Sessions", () => {
    it("creates a payment-mode session for an order: GBP price_data lines summing to the server total, our order id in metadata, one idempotency key", async () => {
      const { url, request, order } = await createPayment(mixedCart);
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      expect(request.authorization).toBe("Bearer sk_test_51Example");
      expect(request.idempotencyKey).toBe(`checkout-session-${order.id}`);
      expect(request.form).toMatchObject({
        mode: "payment",
        success_url: "http://shop.test/payment-success?session_id={CHECKOUT_SESSION_ID}",
        cancel_url: "http://shop.test/payment-cancelled?for=order",
        customer_email: customer.email,
        client_reference_id: order.id,
        "metadata[order_id]": order.id,
        "payment_intent_data[metadata][order_id]": order.id,
      });
      expect(request.form.submit_type).toBeUndefined();
      // The page closes 31 minutes on (Stripe's least is 30), soon after the 15-minute stock hold.
      expect(Number(request.form.expires_at) - Date.now() / 1000).toBeGreaterThan(30 * 60);
      expect(Number(request.form.expires_at) - Date.now() / 1000).toBeLessThanOrEqual(31 * 60);
      expect(lineItems(request)).toEqual([
        { quantity: 2, currency: "gbp", unitAmount: 2999, name: "Passport to Purpose Tee & Hat Bundle", description: "Size L · Navy", interval: undefined },
        { quantity: 1, currency: "gbp", unitAmount: 1699, name: "Passport to Purpose Tee", description: "Size M · Black", interval: undefined },
        { quantity: 1, currency: "gbp", unitAmount: 299, name: "Gift wrap", description: "Per wrapped item", interval: undefined },
        { quantity: 1, currency: "gbp", unitAmount: 499, name: "Express Shipping", description: "2-3 business days", interval: undefined },
        { quantity: 1, currency: "gbp", unitAmount: 500, name: "Donation to Purpose Movement", description: undefined, interval: undefined },
      ]);
      expect(lineItems(request).reduce((sum, l) => sum + l.quantity * l.unitAmount, 0)).toBe(8995);
      // Metadata carries our ids only: no names, addresses or emails.
      const metadata = Object.entries(request.form).filter(([key]) => key.includes("metadata"));
      expect(metadata.map(([, value]) => value).join(" ")).not.toMatch(/Amara|Campbell|@|Peckham|SE15/);
      expect(order).toMatchObject({ provider: "stripe", test: true, status: "pending", total: 8995 });
    });

    it("creates a payment-mode session with submit_type donate for a one-time gift", async () => {
      const { request, order } = await createPayment(donationBody(25));
      expect(request.form).toMatchObject({ mode: "payment", submit_type: "donate", "metadata[order_id]": order.id, "payment_intent_data[metadata][order_id]": order.id });
      expect(lineItems(request)).toEqual([
        { quantity: 1, currency: "gbp", unitAmount: 2500, name: "One-off gift to Purpose Movement", description: undefined, interval: undefined },
      ]);
    });

    it("creates a subscription-mode session with a monthly recurring price for a monthly gift", async () => {
      const { request, order } = await createPayment(donationBody(10, { frequency: "monthly" }));
      expect(request.form).toMatchObject({ mode: "subscription", "metadata[order_id]": order.id, "subscription_data[metadata][order_id]": order.id });
      expect(request.form.submit_type).toBeUndefined();
      expect(request.form["payment_intent_data[metadata][order_id]"]).toBeUndefined();
      expect(lineItems(request)).toEqual([
        { quantity: 1, currency: "gbp", unitAmount: 1000, name: "Monthly gift to Purpose Movement", description: undefined, interval: "month" },
      ]);
      expect(request.idempotencyKey).toBe(`checkout-session-${order.id}`);
    });

    it("answers 502 with a clear message when Stripe is unreachable, and charges nothing", async () => {
      standIn.failWith = 500;
      const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: donationBody(12.34) });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ error: string }>().error).toMatch(/payment provider.*Nothing was charged/);
      // The SDK retried with the same idempotency key: a retry can never create a second session.
      const keys = new Set(standIn.requests.map((r) => r.idempotencyKey));
      expect(standIn.requests.length).toBeGreaterThan(1);
      expect(keys.size).toBe(1);
      const [failed] = await database.db.select().from(orders).where(eq(orders.total, 1234));
      expect(failed?.status).toBe("failed");
    });
  });

  describe("webhooks", () => {
    it("refuses forged, stale, missing and tampered signatures with 400, and changes nothing", async () => {
      const { sessionId, order } = await createPayment(donationBody(30));
      const session = standIn.pay(sessionId);
      const event = stripeEvent("checkout.session.completed", session);

      const forged = signed(event, { secret: "whsec_not_ours" });
      const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
      const good = signed(event);
      const tampered = { ...good, payload: good.payload.replace('"amount_total":3000', '"amount_total":1') };
      for (const delivery of [
        forged,
        stale,
        tampered,
        { payload: good.payload, headers: { "content-type": "application/json" } },
        { payload: good.payload, headers: { "content-type": "text/plain", "stripe-signature": good.headers["stripe-signature"] + "0" } },
        { payload: "not json", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" } },
      ]) {
        const response = await webhook(delivery);
        expect(response.statusCode, delivery.payload.slice(0, 40)).toBe(400);
        expect(response.json<{ error: string }>().error).toBe("Webhook signature could not be verified");
      }
      expect((await orderById(order.id)).status).toBe("pending");
      expect(await paymentsOf(order.id)).toHaveLength(0);
      expect(await database.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id))).toHaveLength(0);
    });

    it("fulfils a paid checkout.session.completed once, whether delivered twice, concurrently, or as two events for one session", async () => {
      const { sessionId, order } = await createPayment(mixedCart);
      const session = standIn.pay(sessionId);
      const completed = signed(stripeEvent("checkout.session.completed", session));
      const succeeded = signed(stripeEvent("checkout.session.async_payment_succeeded", session));

      const responses = await Promise.all([webhook(completed), webhook(completed), webhook(succeeded), webhook(completed), webhook(succeeded)]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const outcomes = responses.map((r) => r.json<{ outcome: string }>().outcome).sort();
      expect(outcomes.filter((o) => o === "recorded")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(4);

      expect(await paymentsOf(order.id)).toMatchObject([{ provider: "stripe", providerReference: sessionId, amount: 8995 }]);
      expect(await orderById(order.id)).toMatchObject({ status: "paid", test: true, providerCustomerId: "cus_test_1" });
      expect(await emailsOf(order.id)).toHaveLength(2);

      // A redelivery much later is still a no-op.
      expect((await webhook(completed)).json<{ outcome: string }>().outcome).toBe("duplicate");
      await waitFor(() => inbox.messages.length >= 2);
      await outboxSettled(app);
      expect(inbox.to(customer.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^\[TEST\] Your Purpose Movement order PM-/)]);
      expect(inbox.to(ORG)).toHaveLength(1);
    });

    it("waits on a completed but unpaid session (bank debit), then fulfils on async success; async failure marks the order failed", async () => {
      const first = await createPayment(donationBody(40));
      const processing = standIn.pay(first.sessionId, { payment_status: "unpaid" });
      const waiting = await webhook(signed(stripeEvent("checkout.session.completed", processing)));
      expect(waiting.json<{ outcome: string }>().outcome).toBe("ignored");
      expect((await orderById(first.order.id)).status).toBe("pending");
      expect(await emailsOf(first.order.id)).toHaveLength(0);

      const paid = standIn.pay(first.sessionId, { payment_status: "paid" });
      await webhook(signed(stripeEvent("checkout.session.async_payment_succeeded", paid)));
      expect((await orderById(first.order.id)).status).toBe("paid");
      expect(await emailsOf(first.order.id)).toHaveLength(2);

      const second = await createPayment(donationBody(41));
      const failed = standIn.pay(second.sessionId, { payment_status: "unpaid" });
      await webhook(signed(stripeEvent("checkout.session.async_payment_failed", failed)));
      expect((await orderById(second.order.id)).status).toBe("failed");
      expect(await paymentsOf(second.order.id)).toHaveLength(0);
      expect(await emailsOf(second.order.id)).toHaveLength(0);
    });

    it("records a monthly gift's first month once across checkout and invoice events, then every later month, and tracks the subscription", async () => {
      const email = "monthly.donor@example.test";
      const { sessionId, order } = await createPayment(
        donationBody(10, { frequency: "monthly", donorInfo: { ...donor, email }, giftAid: { address: "4 Church Lane", postcode: "SW2 1AA" } }),
      );
      const subscription = `sub_${order.id.slice(0, 8)}`;
      const invoice = (id: string, billingReason: string, shape: "current" | "legacy" = "current") => ({
        id,
        object: "invoice",
        amount_paid: 1000,
        customer: "cus_test_1",
        billing_reason: billingReason,
        ...(shape === "current"
          ? { parent: { type: "subscription_details", subscription_details: { subscription, metadata: { order_id: order.id } } } }
          : { parent: null, subscription }),
      });
      // Stripe may send invoice.paid for the first month before checkout.session.completed.
      await webhook(signed(stripeEvent("invoice.paid", invoice(`in_${order.id.slice(0, 6)}_1`, "subscription_create"))));
      const session = standIn.pay(sessionId, { mode: "subscription", subscription, invoice: `in_${order.id.slice(0, 6)}_1`, amount_total: 1000 });
      await webhook(signed(stripeEvent("checkout.session.completed", session)));

      expect(await paymentsOf(order.id)).toHaveLength(1);
      expect(await orderById(order.id)).toMatchObject({ status: "paid", providerSubscriptionId: subscription, subscriptionStatus: "active" });
      expect(await emailsOf(order.id)).toHaveLength(2);

      // Month two arrives in the older event shape (no parent, subscription on the invoice), found by subscription id.
      const monthTwo = invoice(`in_${order.id.slice(0, 6)}_2`, "subscription_cycle", "legacy");
      await webhook(signed(stripeEvent("invoice.paid", monthTwo)));
      // Its own receipt, with a fresh link to manage the gift (the first one works once); told twice, sent once.
      await webhook(signed(stripeEvent("invoice.paid", monthTwo)));
      const monthly = (await emailsOf(order.id)).filter((e) => e.dedupeKey.endsWith(`:payment:${monthTwo.id}`));
      expect(monthly).toHaveLength(1);
      expect(monthly[0]).toMatchObject({ kind: "donation-receipt", to: email, subject: `[TEST] Receipt for your monthly gift ${order.reference}: £10.00 on ${formatLongDate(new Date())}` });
      expect(monthly[0]!.text).toContain("Thank you for this month's gift");
      expect(monthly[0]!.html).toMatch(/href="http:\/\/shop\.test\/account\/manage\?token=[^"]+"[^>]*>Manage or cancel your monthly gift<\/a>/);
      expect((await orderById(order.id)).status).toBe("paid");
      await webhook(signed(stripeEvent("invoice.payment_failed", invoice(`in_${order.id.slice(0, 6)}_3`, "subscription_cycle"))));
      expect((await orderById(order.id)).subscriptionStatus).toBe("past_due");
      // Stripe retries a failed payment and reports each failure: the donor hears once, with a way to update the card.
      await webhook(signed(stripeEvent("invoice.payment_failed", invoice(`in_${order.id.slice(0, 6)}_3`, "subscription_cycle"))));
      const failed = (await emailsOf(order.id)).filter((e) => e.kind === "plan-failed");
      expect(failed).toHaveLength(1);
      expect(failed[0]!.subject).toBe(`[TEST] Your monthly gift ${order.reference}: the payment did not go through`);
      expect(failed[0]!.text).toMatch(/Update your card:\s+\[?http:\/\/shop\.test\/account\/manage\?token=/);
      await webhook(signed(stripeEvent("invoice.paid", invoice(`in_${order.id.slice(0, 6)}_3`, "subscription_cycle"))));
      expect((await orderById(order.id)).subscriptionStatus).toBe("active");
      expect((await paymentsOf(order.id)).map((p) => p.amount)).toEqual([1000, 1000, 1000]);

      await webhook(signed(stripeEvent("customer.subscription.deleted", { id: subscription, object: "subscription", metadata: { order_id: order.id }, status: "canceled" })));
      expect(await orderById(order.id)).toMatchObject({ status: "paid", subscriptionStatus: "cancelled" });
      // Each month has its receipt (the first with the team's notice); the one failure was told once.
      expect((await emailsOf(order.id)).map((e) => e.kind).sort()).toEqual(["donation-receipt", "donation-receipt", "donation-receipt", "organisation-notice", "plan-failed"]);
      await waitFor(() => inbox.messages.length >= 5);
      // The receipts and the failed-payment notice all reach the donor, in any order.
      const received = await waitFor(() => inbox.to(email).length >= 4 && inbox.to(email));
      const receipt = received.find((m) => m.subject.startsWith("[TEST] Thank you"));
      expect(receipt?.subject).toBe("[TEST] Thank you for your monthly gift to Purpose Movement");
      expect(receipt?.text.replace(/\s+/g, " ")).toContain("I want to Gift Aid this donation and any donations I make in the future");
    });

    it("records a refund made in Stripe's dashboard once, and a refund staff made once however its events arrive", async () => {
      const { sessionId, order } = await createPayment(mixedCart);
      const session = standIn.pay(sessionId);
      await webhook(signed(stripeEvent("checkout.session.completed", session)));
      expect(await paymentsOf(order.id)).toMatchObject([{ providerPaymentId: session.payment_intent }]);

      // Someone refunds £10 in Stripe's dashboard: Stripe tells us twice.
      const dashboardRefund = { id: "re_dashboard_1", object: "refund", amount: 1000, currency: "gbp", payment_intent: session.payment_intent, status: "succeeded", reason: "requested_by_customer", metadata: {} };
      const created = signed(stripeEvent("refund.created", dashboardRefund));
      expect((await webhook(created)).json<{ outcome: string }>().outcome).toBe("recorded");
      expect((await webhook(created)).json<{ outcome: string }>().outcome).toBe("duplicate");
      expect((await webhook(signed(stripeEvent("refund.updated", dashboardRefund)))).json<{ outcome: string }>().outcome).toBe("duplicate");
      expect(await orderById(order.id)).toMatchObject({ status: "partially_refunded", refundedTotal: 1000 });

      // Staff refund £20 from the back office; Stripe's webhook for it changes nothing more.
      const finance = await joinAsStaff(app, database.db, { email: `finance-${kind}@team.test`, role: "finance" });
      const before = (await finance.request({ method: "GET", url: `/api/admin/orders/${order.reference}` })).json<OrderDetail>();
      const refunded = await finance.request({ method: "POST", url: `/api/admin/orders/${order.reference}/refunds`, payload: { amount: 2000, reason: "Wrong size", version: before.version } });
      expect(refunded.statusCode, refunded.body).toBe(201);
      const ours = [...standIn.refunds.values()].at(-1)!;
      expect(ours.metadata).toMatchObject({ reason: "Wrong size" });
      expect((await webhook(signed(stripeEvent("refund.created", ours)))).json<{ outcome: string }>().outcome).toBe("duplicate");

      const after = (await finance.request({ method: "GET", url: `/api/admin/orders/${order.reference}` })).json<OrderDetail>();
      expect(after).toMatchObject({ payment: "partially_refunded", totals: { refunded: 3000, refundable: 5995 } });
      expect(after.timeline.filter((t) => t.kind === "refund").map((t) => [t.title, t.by])).toEqual([
        ["Refund of £10.00 made", "Stripe dashboard"],
        ["Refund of £20.00 made", `finance-${kind}@team.test`],
      ]);
      expect((await emailsOf(order.id)).filter((e) => e.kind === "refund")).toHaveLength(2);

      // A refund for a charge we never took is someone else's business.
      const stranger = { ...dashboardRefund, id: "re_elsewhere", payment_intent: "pi_elsewhere" };
      expect((await webhook(signed(stripeEvent("refund.created", stranger)))).json<{ outcome: string }>().outcome).toBe("unknown-payment");
    });

    it("accepts events for orders it doesn't know, and event types it doesn't handle, without error", async () => {
      const stranger = await webhook(signed(stripeEvent("checkout.session.completed", { id: "cs_test_elsewhere", object: "checkout.session", payment_status: "paid", status: "complete", mode: "payment", amount_total: 500, metadata: {} })));
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json<{ outcome: string }>().outcome).toBe("unknown-order");
      const other = await webhook(signed(stripeEvent("customer.created", { id: "cus_x", object: "customer" })));
      expect(other.json<{ outcome: string }>().outcome).toBe("ignored");
    });
  });

  describe("send-purchase-email", () => {
    it("confirms with Stripe when the webhook has not arrived, then the late webhook changes nothing", async () => {
      const email = "late.webhook@example.test";
      const { sessionId, order } = await createPayment(donationBody(60, { donorInfo: { ...donor, email } }));
      const ask = async () => {
        const response = await app.inject({ method: "POST", url: "/api/send-purchase-email", headers: browserOf(sessionId), payload: { sessionId, customerEmail: "someone@else.test" } });
        return response.json<PurchaseStatus>();
      };
      expect(await ask()).toMatchObject({ status: "pending", email: null });
      expect(standIn.requests.some((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`)).toBe(true);

      const session = standIn.pay(sessionId);
      expect(await ask()).toMatchObject({ status: "paid", email: { to: email }, order: { type: "donation", frequency: "one-time", test: true } });
      expect(await ask()).toMatchObject({ status: "paid" });

      const late = await webhook(signed(stripeEvent("checkout.session.completed", session)));
      expect(late.json<{ outcome: string }>().outcome).toBe("duplicate");
      expect(await paymentsOf(order.id)).toHaveLength(1);
      await waitFor(() => inbox.to(email).length >= 1);
      await outboxSettled(app);
      expect(inbox.to(email)).toHaveLength(1);
      expect(inbox.to("someone@else.test")).toHaveLength(0);
    });

    it("reports what it knows when Stripe is unreachable", async () => {
      const { sessionId } = await createPayment(donationBody(61));
      standIn.failWith = 500;
      const response = await app.inject({ method: "POST", url: "/api/send-purchase-email", headers: browserOf(sessionId), payload: { sessionId } });
      expect(response.statusCode).toBe(200);
      expect(response.json<PurchaseStatus>()).toMatchObject({ status: "pending", email: null });
    });
  });
});

describe("webhooks without Stripe configured", () => {
  it("answer 400 to every event, even a well-signed one", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database);
    try {
      const event = stripeEvent("checkout.session.completed", { id: "cs_test_x", object: "checkout.session" });
      for (const delivery of [signed(event), signed(event, { secret: "" })]) {
        const response = await app.inject({ method: "POST", url: "/api/webhooks/stripe", payload: delivery.payload, headers: delivery.headers });
        expect(response.statusCode).toBe(400);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

// What the back office and /account send Stripe; the behaviour itself is in provider.contract.test.ts.
describe("Stripe provider requests for refunds and monthly plans", () => {
  let standIn: StripeStandIn;
  let provider: StripeProvider;

  beforeAll(async () => {
    standIn = new StripeStandIn();
    provider = new StripeProvider({ secretKey: "sk_test_requests", webhookSecret: WEBHOOK_SECRET, apiUrl: await standIn.start() });
  });
  afterAll(() => standIn.stop());

  async function paidSession(monthly: boolean) {
    const session = await provider.createCheckoutSession({
      orderId: "8d7c2a4e-0000-4000-8000-000000000001",
      reference: "GF-10001",
      purpose: "gift",
      ...(monthly && { interval: "month" as const }),
      lines: [{ name: "Gift", unitAmount: 1000, quantity: 1 }],
      customerEmail: "ruth@example.test",
      successUrl: "https://example.org/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://example.org/payment-cancelled",
    });
    return standIn.pay(session.id);
  }

  it("refunds the session's PaymentIntent with staff's reason in metadata and the caller's idempotency key", async () => {
    const session = await paidSession(false);
    await provider.refund({ paymentReference: session.id, amount: 400, reason: "Wrong size", idempotencyKey: "refund-abc" });
    const sent = standIn.requests.find((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(sent).toMatchObject({ idempotencyKey: "refund-abc", form: { payment_intent: session.payment_intent, amount: "400", "metadata[reason]": "Wrong size" } });
  });

  it("changes a plan's amount with no proration, on its one item, keeping the product", async () => {
    const session = await paidSession(true);
    await provider.changeSubscriptionAmount(String(session.subscription), 2500);
    const sent = standIn.requests.findLast((r) => r.method === "POST" && r.path === `/v1/subscriptions/${String(session.subscription)}`);
    expect(sent?.form).toMatchObject({
      proration_behavior: "none",
      "items[0][price_data][unit_amount]": "2500",
      "items[0][price_data][currency]": "gbp",
      "items[0][price_data][product]": "prod_test_gift",
      "items[0][price_data][recurring][interval]": "month",
    });
  });

  it("cancels now with DELETE, and at the period's end by setting cancel_at_period_end", async () => {
    const atEnd = await paidSession(true);
    await provider.cancelSubscription(String(atEnd.subscription), "period_end");
    expect(standIn.requests.findLast((r) => r.path === `/v1/subscriptions/${String(atEnd.subscription)}`)).toMatchObject({ method: "POST", form: { cancel_at_period_end: "true" } });
    const now = await paidSession(true);
    await provider.cancelSubscription(String(now.subscription), "now");
    expect(standIn.requests.findLast((r) => r.path === `/v1/subscriptions/${String(now.subscription)}`)?.method).toBe("DELETE");
  });

  it("opens the billing portal on the card-update flow for the plan's customer", async () => {
    const session = await paidSession(true);
    const { url } = await provider.createBillingPortalSession({ subscriptionId: String(session.subscription), returnUrl: "https://example.org/account" });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(standIn.requests.findLast((r) => r.path === "/v1/billing_portal/sessions")?.form).toMatchObject({
      customer: "cus_test_1",
      return_url: "https://example.org/account",
      "flow_data[type]": "payment_method_update",
    });
  });

  it("reports an outage as unavailable, not as a refusal", async () => {
    const session = await paidSession(false);
    standIn.failWith = 500;
    try {
      await expect(provider.refund({ paymentReference: session.id, amount: 100, idempotencyKey: "refund-outage" })).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      standIn.failWith = undefined;
    }
  });
});
