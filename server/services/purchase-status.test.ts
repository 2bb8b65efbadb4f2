// What a supporter is told once they have paid, by the success page's answer and by the email a
// real SMTP server receives: the gift's reference and amount, a monthly gift's next payment and
// how to change or stop it, whether Gift Aid was declared; and for an order, when it should
// arrive and the 14-day right to cancel.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatLongDate, nextMonthlyPayment } from "../../core/dates";
import type { PurchaseStatus } from "../../core/schemas/purchase-status";
import { orders } from "../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { browserOf, buyWithSandbox, customer, donationBody, donor, merchandiseBody } from "../test-support/payments";
import { SmtpInbox } from "../test-support/smtp-inbox";

const visible = (part: string) =>
  part
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe.each(testDatabaseKinds)("what a supporter is told after paying, on %s", (kind) => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    inbox = new SmtpInbox();
    await inbox.start(0);
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
  });
  beforeEach(() => {
    inbox.messages.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await database.close();
  });

  const statusOf = async (sessionId: string) =>
    (await app.inject({ method: "POST", url: "/api/send-purchase-email", headers: browserOf(sessionId), payload: { sessionId } })).json<PurchaseStatus>();
  const paidAtOf = async (reference: string) => {
    const [order] = await database.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.reference, reference));
    if (!order?.paidAt) throw new Error(`${reference} is not paid`);
    return order.paidAt;
  };
  const receiptTo = async (address: string) => {
    await waitFor(() => inbox.to(address).length > 0, 10_000, `an email to ${address}`);
    await outboxSettled(app);
    const [email, ...more] = inbox.to(address);
    expect(more).toHaveLength(0);
    return email!;
  };

  it("a monthly gift with Gift Aid: its reference, amount, next payment, Gift Aid and how to change or cancel it", async () => {
    const { sessionId, reference } = await buyWithSandbox(
      app,
      donationBody(25, { frequency: "monthly", giftAid: { address: "4 Church Lane", postcode: "SW2 1AA" } }),
    );
    expect(reference).toMatch(/^GF-\d{5,}$/);
    const nextPayment = nextMonthlyPayment(await paidAtOf(reference));

    const status = await statusOf(sessionId);
    expect(status).toMatchObject({
      status: "paid",
      reference,
      order: { type: "donation", frequency: "monthly", totals: { total: 2500 }, giftAid: { value: 625 }, nextPaymentAt: nextPayment.toISOString() },
    });

    const receipt = await receiptTo(donor.email);
    for (const part of [visible(receipt.html), visible(receipt.text)]) {
      expect(part).toContain(`Gift reference ${reference}`);
      expect(part).toContain("Amount £25.00");
      expect(part).toContain(`Next payment ${formatLongDate(nextPayment)}`);
      expect(part).toContain("Gift Aid Declared: adds £6.25 a month");
      expect(part).toContain("sign in at http://shop.test/account with this email address");
    }
    expect(receipt.html).toMatch(/href="http:\/\/shop\.test\/account\/manage\?token=[^"]+"[^>]*>Manage or cancel your monthly gift</);
  });

  it("a one-off gift without Gift Aid names no next payment and says Gift Aid was not declared", async () => {
    const { sessionId, reference } = await buyWithSandbox(app, donationBody(40));
    const status = await statusOf(sessionId);
    expect(status).toMatchObject({ status: "paid", reference, order: { type: "donation", frequency: "one-time", totals: { total: 4000 } } });
    expect(status.order.nextPaymentAt).toBeUndefined();
    expect(status.order.giftAid).toBeUndefined();

    const text = visible((await receiptTo(donor.email)).text);
    expect(text).toContain(`Gift reference ${reference}`);
    expect(text).toContain("Gift Aid Not declared");
    expect(text).not.toContain("Next payment");
  });

  it("a monthly gift that has stopped names no next payment", async () => {
    const { sessionId, reference } = await buyWithSandbox(app, donationBody(10, { frequency: "monthly" }));
    expect((await statusOf(sessionId)).order.nextPaymentAt).toBeDefined();
    await database.db.update(orders).set({ subscriptionStatus: "cancelled" }).where(eq(orders.reference, reference));
    expect((await statusOf(sessionId)).order.nextPaymentAt).toBeUndefined();
  });

  it("an order's confirmation carries the delivery estimate, the seller, and the 14-day right to cancel with its form", async () => {
    const { sessionId } = await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black" }], { shippingOption: "express" }));
    expect((await statusOf(sessionId)).order.nextPaymentAt).toBeUndefined();

    const confirmation = await receiptTo(customer.email);
    for (const part of [visible(confirmation.html), visible(confirmation.text)]) {
      expect(part).toMatch(/Express Shipping: 2-3 business days\. Delivery estimate: between \w+day \d{1,2} \w+ and \w+day \d{1,2} \w+/);
      expect(part).toContain("You can cancel this order, without giving a reason, within 14 days of the day it reaches you");
      expect(part).toContain("Sold by Purpose Movement Trust (trading as Purpose Movement), PO Box 7781, London, SE15 4ZX, United Kingdom");
      expect(part).toContain("Registered charity no. 1190000 (England and Wales)");
    }
    expect(confirmation.html).toContain('href="http://shop.test/terms#returns"');
    expect(confirmation.html).toContain('href="http://shop.test/terms#cancellation-form"');
  });
});
