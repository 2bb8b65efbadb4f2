// One contract for every payment provider: the sandbox and Stripe (through the local
// stand-in of Stripe's API) must answer the back office and /account the same way.
// Anything a service relies on about a provider belongs here, not in a provider's own test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../test-support/database";
import { StripeStandIn } from "../test-support/stripe-stand-in";
import { ProviderRefusedError, type PaymentProvider } from "./provider";
import { SandboxProvider } from "./sandbox";
import { StripeProvider } from "./stripe";

const PUBLIC_URL = "http://127.0.0.1:5199";

interface Harness {
  provider: PaymentProvider;
  /** What the customer does on the provider's page: pays the session. */
  pay(sessionId: string): Promise<void>;
  stop(): Promise<void>;
}

async function sandboxHarness(database: TestDatabase): Promise<Harness> {
  const sandbox = new SandboxProvider(database.db, PUBLIC_URL);
  return {
    provider: sandbox,
    async pay(sessionId) {
      await sandbox.complete(sessionId);
    },
    async stop() {},
  };
}

async function stripeHarness(): Promise<Harness> {
  const standIn = new StripeStandIn();
  const apiUrl = await standIn.start();
  return {
    provider: new StripeProvider({ secretKey: "sk_test_contract", webhookSecret: "whsec_contract", apiUrl }),
    async pay(sessionId) {
      standIn.pay(sessionId);
    },
    stop: () => standIn.stop(),
  };
}

describe.each([
  ["sandbox", sandboxHarness],
  ["stripe", stripeHarness],
] as const)("the %s provider keeps the payment provider contract", (_name, makeHarness) => {
  let database: TestDatabase;
  let harness: Harness;
  let provider: PaymentProvider;
  let orderCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    harness = await makeHarness(database);
    provider = harness.provider;
  });

  afterAll(async () => {
    await harness.stop();
    await database.close();
  });

  /** A paid checkout, as fulfilment records it: the payment's reference, and its plan when monthly. */
  async function paid(amount: number, monthly = false) {
    const [order] = await database.db
      .insert(orders)
      .values({ type: "donation", provider: provider.name, test: true, total: amount, firstName: "Ruth", lastName: "Okafor", email: `ruth${++orderCount}@example.test` })
      .returning({ id: orders.id, reference: orders.reference });
    const session = await provider.createCheckoutSession({
      orderId: order!.id,
      reference: order!.reference,
      purpose: "gift",
      ...(monthly && { interval: "month" as const }),
      lines: [{ name: monthly ? "Monthly gift" : "Gift", unitAmount: amount, quantity: 1 }],
      customerEmail: "ruth@example.test",
      successUrl: `${PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${PUBLIC_URL}/payment-cancelled`,
    });
    const before = await provider.retrieveSession(session.id);
    expect(before?.status).toBe("open");
    await harness.pay(session.id);
    const after = await provider.retrieveSession(session.id);
    if (after?.event.type !== "checkout.paid") throw new Error(`the session is not paid: ${JSON.stringify(after)}`);
    expect(after.event.payment.amount).toBe(amount);
    return { reference: after.event.payment.reference, subscriptionId: after.event.payment.subscriptionId };
  }

  it("does not know a session or a plan it never made", async () => {
    expect(await provider.retrieveSession(provider.name === "stripe" ? "cs_test_unknown" : "cs_sandbox_unknown")).toBeUndefined();
    expect(await provider.retrieveSubscription(provider.name === "stripe" ? "sub_test_unknown" : "sub_sandbox_unknown")).toBeUndefined();
  });

  it("refunds part of a payment, then the rest, and refuses a penny more", async () => {
    const { reference } = await paid(5000);
    const first = await provider.refund({ paymentReference: reference, amount: 1500, reason: "Damaged in the post", idempotencyKey: `${reference}-1` });
    expect(first).toMatchObject({ amount: 1500, status: "succeeded" });
    const rest = await provider.refund({ paymentReference: reference, amount: 3500, idempotencyKey: `${reference}-2` });
    expect(rest).toMatchObject({ amount: 3500, status: "succeeded" });
    expect(rest.id).not.toBe(first.id);
    await expect(provider.refund({ paymentReference: reference, amount: 1, idempotencyKey: `${reference}-3` })).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  it("answers a repeated idempotency key with the first refund, never a second one", async () => {
    const { reference } = await paid(2000);
    const once = await provider.refund({ paymentReference: reference, amount: 2000, idempotencyKey: `${reference}-full` });
    const again = await provider.refund({ paymentReference: reference, amount: 2000, idempotencyKey: `${reference}-full` });
    expect(again).toEqual(once);
  });

  it("refuses a refund above what was paid, or of a payment it does not hold", async () => {
    const { reference } = await paid(1000);
    await expect(provider.refund({ paymentReference: reference, amount: 1001, idempotencyKey: `${reference}-over` })).rejects.toBeInstanceOf(ProviderRefusedError);
    const unknown = provider.name === "stripe" ? "cs_test_nothing" : "cs_sandbox_nothing";
    await expect(provider.refund({ paymentReference: unknown, amount: 100, idempotencyKey: "unknown-1" })).rejects.toBeInstanceOf(Error);
  });

  it("refunds one month of a monthly gift by the reference recorded for it", async () => {
    const { reference } = await paid(1200, true);
    expect(await provider.refund({ paymentReference: reference, amount: 1200, idempotencyKey: `${reference}-month` })).toMatchObject({ amount: 1200, status: "succeeded" });
  });

  it("describes a monthly plan: active, its amount, the next payment within a month", async () => {
    const { subscriptionId } = await paid(2500, true);
    const plan = await provider.retrieveSubscription(subscriptionId!);
    expect(plan).toMatchObject({ id: subscriptionId, status: "active", amount: 2500, cancelAtPeriodEnd: false });
    expect(plan!.customerId).toBeTruthy();
    const days = (plan!.nextPaymentAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
  });

  it("changes a plan's amount from the next payment on", async () => {
    const { subscriptionId } = await paid(1000, true);
    const changed = await provider.changeSubscriptionAmount(subscriptionId!, 1750);
    expect(changed).toMatchObject({ status: "active", amount: 1750 });
    expect(await provider.retrieveSubscription(subscriptionId!)).toMatchObject({ amount: 1750 });
  });

  it("cancels a plan at the period's end (still active until then), then at once; cancelling again changes nothing", async () => {
    const { subscriptionId } = await paid(1000, true);
    const atEnd = await provider.cancelSubscription(subscriptionId!, "period_end");
    expect(atEnd).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(atEnd.nextPaymentAt).toBeInstanceOf(Date);
    const now = await provider.cancelSubscription(subscriptionId!, "now");
    expect(now.status).toBe("cancelled");
    expect(now.nextPaymentAt).toBeUndefined();
    expect(await provider.cancelSubscription(subscriptionId!, "now")).toMatchObject({ status: "cancelled" });
    expect(await provider.retrieveSubscription(subscriptionId!)).toMatchObject({ status: "cancelled" });
  });

  it("refuses to change the amount of a cancelled plan", async () => {
    const { subscriptionId } = await paid(1000, true);
    await provider.cancelSubscription(subscriptionId!, "now");
    await expect(provider.changeSubscriptionAmount(subscriptionId!, 2000)).rejects.toBeInstanceOf(ProviderRefusedError);
    expect(await provider.retrieveSubscription(subscriptionId!)).toMatchObject({ amount: 1000 });
  });

  it("opens a billing page for the plan's card", async () => {
    const { subscriptionId } = await paid(1000, true);
    const plan = await provider.retrieveSubscription(subscriptionId!);
    const portal = await provider.createBillingPortalSession({ subscriptionId: subscriptionId!, customerId: plan!.customerId, returnUrl: `${PUBLIC_URL}/account` });
    expect(new URL(portal.url).protocol).toMatch(/^https?:$/);
  });
});
