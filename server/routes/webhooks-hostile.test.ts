// Stripe events that are validly signed but malformed, unexpected, or disagree with what we
// stored. None may answer 5xx (Stripe would retry for three days); a payment whose amount or
// currency differs from the order is held for review, never marked paid.
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outboxEmails } from "../db/schema/index";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { donationBody, mixedCart, orderOfSession } from "../test-support/payments";
import { StripeStandIn } from "../test-support/stripe-stand-in";

const WEBHOOK_SECRET = "whsec_hostile_0123456789abcdef";
const ORG = "team@purposemovement.test";
const signer = new Stripe("sk_test_signer");
let count = 0;

function signedEvent(type: string, object: unknown, extra: Record<string, unknown> = {}) {
  const payload = JSON.stringify({ id: `evt_hostile_${++count}`, object: "event", type, data: { object }, created: 1, livemode: false, ...extra });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, headers: { "stripe-signature": signature, "content-type": "application/json" } };
}

describe.each(testDatabaseKinds)("hostile Stripe events on %s", (kind) => {
  let standIn: StripeStandIn;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    standIn = new StripeStandIn();
    const apiUrl = await standIn.start();
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, {
      env: { STRIPE_SECRET_KEY: "sk_test_51Example", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl, ORG_EMAIL: ORG },
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.stop();
    await database.close();
  });

  const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
    app.inject({ method: "POST", url: "/api/webhooks/stripe", payload: delivery.payload, headers: delivery.headers });

  async function pendingOrder(body: object) {
    const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: body });
    const sessionId = response.json<{ url: string }>().url.split("/").pop()!;
    const order = await orderOfSession(database.db, sessionId);
    return { sessionId, order: order! };
  }

  it("answers 2xx or 400, never 5xx, to signed events with missing or wrong fields", async () => {
    const { sessionId, order } = await pendingOrder(mixedCart);
    const shapes: [string, unknown][] = [
      ["checkout.session.completed", {}],
      ["checkout.session.completed", null],
      ["checkout.session.completed", "a string"],
      ["checkout.session.completed", { id: 42, payment_status: "paid" }],
      ["checkout.session.completed", { id: sessionId, payment_status: "paid", metadata: { order_id: "not-a-uuid" } }],
      ["checkout.session.completed", { id: "cs_unknown", payment_status: "paid", metadata: { order_id: "00000000-0000-4000-8000-000000000000" } }],
      ["checkout.session.completed", { id: sessionId, payment_status: "paid", metadata: "nope", amount_total: "lots" }],
      ["checkout.session.async_payment_failed", { metadata: { order_id: [order.id] } }],
      ["invoice.paid", { id: "in_1", parent: { subscription_details: { subscription: { nested: true } } }, amount_paid: null }],
      ["invoice.payment_failed", {}],
      ["customer.subscription.deleted", { id: null }],
      ["charge.refunded", { nothing: true }],
      ["some.future.event", { id: "x" }],
    ];
    for (const [type, object] of shapes) {
      const response = await deliver(signedEvent(type, object));
      expect(response.statusCode, `${type} ${JSON.stringify(object)}`).toBeLessThan(500);
    }
    for (const raw of ["{}", '{"id":"evt_x"}', '{"id":"evt_y","type":"checkout.session.completed"}', '{"id":"evt_z","type":"checkout.session.completed","data":null}']) {
      const signature = signer.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET });
      const response = await deliver({ payload: raw, headers: { "stripe-signature": signature, "content-type": "application/json" } });
      expect(response.statusCode, raw).toBeLessThan(500);
    }
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe("pending");
  });

  it("holds a payment whose amount or currency differs from the order for review: not paid, no customer email, a notice to the organisation", async () => {
    for (const [field, value] of [["amount_total", 1], ["currency", "usd"]] as const) {
      const { sessionId, order } = await pendingOrder(donationBody(40));
      const session = { id: sessionId, object: "checkout.session", mode: "payment", status: "complete", payment_status: "paid", amount_total: 4000, currency: "gbp", metadata: { order_id: order.id }, [field]: value };
      const response = await deliver(signedEvent("checkout.session.completed", session));
      expect(response.statusCode).toBe(200);
      const [held] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(held?.status, field).toBe("needs_review");
      expect(held?.paidAt).toBeNull();
      const emails = await database.db.select().from(outboxEmails).where(like(outboxEmails.dedupeKey, `order:${order.id}:%`));
      expect(emails.map((e) => e.to), field).toEqual([ORG]);
      expect(emails[0]?.subject, field).toMatch(/needs review/i);
      // Delivered again, it changes nothing and sends nothing more.
      await deliver(signedEvent("checkout.session.completed", session));
      expect(await database.db.select().from(outboxEmails).where(like(outboxEmails.dedupeKey, `order:${order.id}:%`))).toHaveLength(1);
    }
  });
});
