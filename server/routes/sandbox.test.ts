// The sandbox provider end to end: create a payment, open its hosted page, pay
// or cancel, and check the stored records and the emails a real SMTP server receives.
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PurchaseStatus } from "../../core/schemas/purchase-status";
import { outboxEmails, payments, sandboxSessions, sandboxSubscriptions } from "../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { browserOf, customer, donationBody, donor, fromEmail, mixedCart, orderOfSession, rememberBrowser } from "../test-support/payments";
import { SmtpInbox } from "../test-support/smtp-inbox";

const ORG = "team@purposemovement.test";

async function createPayment(app: FastifyInstance, body: unknown): Promise<{ sessionId: string; path: string }> {
  const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: body as object });
  expect(response.statusCode, response.body).toBe(200);
  rememberBrowser(response);
  const url = new URL(response.json<{ url: string }>().url);
  return { sessionId: url.pathname.split("/").pop()!, path: url.pathname };
}

const pay = (app: FastifyInstance, sessionId: string) =>
  app.inject({ method: "POST", url: `/sandbox/checkout/${sessionId}/pay`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });

const purchaseStatus = async (app: FastifyInstance, body: Record<string, unknown>) => {
  const response = await app.inject({ method: "POST", url: "/api/send-purchase-email", headers: browserOf(body.sessionId), payload: body });
  return { statusCode: response.statusCode, body: response.json<PurchaseStatus>() };
};

/** Visible text of an email's HTML or text part, on one line, for content checks. */
function visible(part: string): string {
  return part
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

// One database and app per engine (a PGlite copy costs seconds); each test makes its own orders
// and reads only its own rows, and the inbox is emptied before each test.
describe.each(testDatabaseKinds)("sandbox checkout on %s", (kind) => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    inbox = new SmtpInbox();
    await inbox.start(0);
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url, ORG_EMAIL: ORG } });
  });
  beforeEach(() => {
    inbox.messages.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await database.close();
  });

  const orderOf = async (sessionId: string) => {
    const order = await orderOfSession(database.db, sessionId);
    if (!order) throw new Error(`no order for ${sessionId}`);
    return order;
  };
  const paymentsOf = async (sessionId: string) =>
    database.db.select().from(payments).where(eq(payments.orderId, (await orderOf(sessionId)).id));
  const outboxOf = async (sessionId: string) =>
    database.db.select().from(outboxEmails).where(like(outboxEmails.dedupeKey, `order:${(await orderOf(sessionId)).id}:%`));

  it("shows a test page with the lines and total, pays through fulfilment, and mails the customer and the organisation once", async () => {
    const { sessionId, path } = await createPayment(app, mixedCart);

    const page = await app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Test payment: no money moves");
    expect(page.body).toContain("Passport to Purpose Tee &amp; Hat Bundle");
    expect(page.body).toContain("Size L · Navy");
    expect(page.body).toContain("Express Shipping");
    expect(page.body).toContain("£89.95");
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay £89\.95<\/button>/);
    expect(page.body).toContain("Cancel payment");
    expect(page.body).not.toContain("<script");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/style-src 'sha256-/);
    expect(csp).toContain("form-action 'self' http://shop.test");

    const paid = await pay(app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test/payment-success?session_id=${sessionId}`);

    const order = await orderOf(sessionId);
    expect(order).toMatchObject({ status: "paid", test: true });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await paymentsOf(sessionId)).toMatchObject([
      { provider: "sandbox", providerReference: sessionId, amount: 8995 },
    ]);

    await waitFor(() => inbox.messages.length >= 2, 10_000, "two emails");
    await outboxSettled(app);
    const [confirmation] = inbox.to(customer.email);
    const [notice] = inbox.to(ORG);
    expect(inbox.messages).toHaveLength(2);
    expect(confirmation?.subject).toMatch(/^\[TEST\] Your Purpose Movement order PM-\d{5,}$/);
    for (const part of [visible(confirmation!.html), visible(confirmation!.text)]) {
      expect(part).toContain("Test payment: no money moves");
      expect(part).toContain("Passport to Purpose Tee & Hat Bundle × 2");
      expect(part).toContain("Size L · Navy");
      expect(part).toMatch(/Gift wrapped/);
      expect(part).toContain("Print preference: Print on the back please");
      expect(part).toContain("Express Shipping");
      expect(part).toContain("12 Peckham Road");
      expect(part).toContain("SE15 5JR");
      expect(part).toContain("£89.95");
      expect(part).toContain("£5.00");
    }
    expect(notice?.subject).toMatch(/^\[TEST\] New order PM-\d{5,}: £89\.95$/);
    expect(visible(notice!.text)).toContain(customer.email);
    expect(visible(notice!.text)).toContain("07700 900123");
    expect(visible(notice!.text)).toContain("Print preference: Print on the back please");
    expect(notice?.headers["reply-to"]).toContain(customer.email);

    // Paying again (a double click, the back button) records nothing more and mails nobody.
    const again = await pay(app, sessionId);
    expect(again.statusCode).toBe(303);
    await outboxSettled(app);
    expect(inbox.messages).toHaveLength(2);
    expect(await paymentsOf(sessionId)).toHaveLength(1);
  });

  it("fulfils once when the pay button is pressed many times at once", async () => {
    const { sessionId } = await createPayment(app, donationBody(50));
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(app, sessionId)));
    expect(results.every((r) => r.statusCode === 303)).toBe(true);
    expect(await paymentsOf(sessionId)).toHaveLength(1);
    expect(await outboxOf(sessionId)).toHaveLength(2);
    await waitFor(() => inbox.messages.length >= 2);
    await outboxSettled(app);
    expect(inbox.messages).toHaveLength(2);
  });

  it("describes a monthly gift: repeats monthly, Donate button, receipt with Gift Aid and the charity's details", async () => {
    const { sessionId, path } = await createPayment(
      app,
      donationBody(20, { frequency: "monthly", giftAid: { address: "4 Church Lane", postcode: "SW2 1AA" } }),
    );
    const page = await app.inject({ method: "GET", url: path });
    expect(page.body).toContain("repeats monthly");
    expect(page.body).toContain("Monthly gift to Purpose Movement");
    expect(page.body).toMatch(/<button type="submit" class="pay">Donate £20\.00<\/button>/);

    expect((await pay(app, sessionId)).statusCode).toBe(303);
    await waitFor(() => inbox.messages.length >= 2);
    const [receipt] = inbox.to(donor.email);
    expect(receipt?.subject).toBe("[TEST] Thank you for your monthly gift to Purpose Movement");
    for (const part of [visible(receipt!.html), visible(receipt!.text)]) {
      expect(part).toContain("£20.00");
      expect(part).toMatch(/Monthly/);
      expect(part).toContain("I want to Gift Aid this donation and any donations I make in the future");
      expect(part).toContain("Purpose Movement Trust");
      expect(part).toContain("1190000");
      expect(part).toContain("£5.00"); // Gift Aid adds 25p per £1
    }
    const [notice] = inbox.to(ORG);
    expect(notice?.subject).toMatch(/^\[TEST\] New monthly gift GF-\d{5,}: £20\.00$/);
    expect(visible(notice!.text)).toContain("Keep going!");
    expect(visible(notice!.text)).toContain("SW2 1AA");

    expect(await orderOf(sessionId)).toMatchObject({ status: "paid", frequency: "monthly", subscriptionStatus: "active" });
  });

  it("cancel goes to /payment-cancelled (saying it was a gift), marks the order cancelled, and the session can no longer be paid", async () => {
    const { sessionId, path } = await createPayment(app, donationBody(10));
    const cancelled = await app.inject({ method: "POST", url: `${path}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe("http://shop.test/payment-cancelled?for=gift");
    const afterwards = await pay(app, sessionId);
    expect(afterwards.statusCode).toBe(303);
    expect(afterwards.headers.location).toBe(path);
    expect((await app.inject({ method: "GET", url: path })).body).toContain("Checkout cancelled");

    expect((await orderOf(sessionId)).status).toBe("cancelled");
    expect(await paymentsOf(sessionId)).toHaveLength(0);
    const status = await purchaseStatus(app, { sessionId });
    expect(status.body).toMatchObject({ status: "cancelled", email: null });
  });

  it("a cancelled order's way back says it was an order", async () => {
    const { path } = await createPayment(app, mixedCart);
    const cancelled = await app.inject({ method: "POST", url: `${path}/cancel` });
    expect(cancelled.headers.location).toBe("http://shop.test/payment-cancelled?for=order");
  });

  it("has a billing page where a monthly donor changes the card, and returns only to this site", async () => {
    const { sessionId } = await createPayment(app, donationBody(12, { frequency: "monthly" }));
    expect((await pay(app, sessionId)).statusCode).toBe(303);
    const planId = `sub_sandbox_${sessionId.slice("cs_sandbox_".length)}`;
    const back = "http://shop.test/account";

    const page = await app.inject({ method: "GET", url: `/sandbox/billing/${planId}?return_url=${encodeURIComponent(back)}` });
    expect(page.statusCode).toBe(200);
    expect(visible(page.body)).toContain("Your monthly gift of £12.00 is paid by the card ending 4242.");

    const post = (card: string, returnUrl = back) =>
      app.inject({
        method: "POST",
        url: `/sandbox/billing/${planId}?return_url=${encodeURIComponent(returnUrl)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ card }).toString(),
      });
    const refused = await post("1234");
    expect(refused.statusCode).toBe(400);
    expect(visible(refused.body)).toContain("Enter a card number of 12 to 19 digits.");

    const saved = await post("4000 0566 5566 5556");
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(back);
    const [plan] = await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, planId));
    expect(plan).toMatchObject({ cardLast4: "5556" });
    expect(plan!.cardUpdatedAt).toBeInstanceOf(Date);

    const elsewhere = await post("4242 4242 4242 4242", "https://evil.example/steal");
    expect(elsewhere.headers.location).toBe("http://shop.test/account");
    expect((await app.inject({ method: "GET", url: "/sandbox/billing/sub_sandbox_nobody" })).statusCode).toBe(404);
    // The gift's receipt and notice leave now, not during the next test.
    await outboxSettled(app);
  });

  it("answers 404 for unknown sandbox sessions", async () => {
    expect((await app.inject({ method: "GET", url: "/sandbox/checkout/cs_sandbox_nope" })).statusCode).toBe(404);
    expect((await pay(app, "cs_sandbox_nope")).statusCode).toBe(404);
  });

  describe("send-purchase-email", () => {
    it("tells someone holding only the session id its state and reference, never the buyer's email or items; the buyer's browser reads them", async () => {
      const privateBuyer = "private.buyer@example.test";
      const { sessionId } = await createPayment(app, fromEmail(mixedCart, privateBuyer));
      expect((await pay(app, sessionId)).statusCode).toBe(303);
      const ask = (headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/send-purchase-email", headers, payload: { sessionId } });
      const strangers: Record<string, string>[] = [{}, { cookie: "pm_buyer=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }];
      for (const headers of strangers) {
        const answer = await ask(headers);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ status: "paid", sessionId, reference: expect.stringMatching(/^PM-\d+$/), email: null });
        expect(answer.body).not.toContain(privateBuyer);
        expect(answer.body).not.toContain("Passport to Purpose");
      }
      const buyer = (await ask(browserOf(sessionId))).json<PurchaseStatus>();
      expect(buyer.email?.to).toBe(privateBuyer);
      expect(buyer.order.items).toHaveLength(2);
      // Its emails are sent before the next test counts its own.
      await waitFor(() => inbox.to(privateBuyer).length === 1 && inbox.to(ORG).length === 1);
      await outboxSettled(app);
    });

    it("reports pending before payment, then paid with the emailed address; twice sends once; ignores the client's address", async () => {
      const { sessionId } = await createPayment(app, mixedCart);
      const before = await purchaseStatus(app, { sessionId });
      expect(before.statusCode).toBe(200);
      expect(before.body).toMatchObject({ status: "pending", email: null, sessionId });

      expect((await pay(app, sessionId)).statusCode).toBe(303);
      const spoofed = { sessionId, customerEmail: "attacker@evil.test", customerName: "X", orderTotal: "0.01", orderItems: [], currency: "gbp" };
      const first = await purchaseStatus(app, spoofed);
      const second = await purchaseStatus(app, spoofed);
      expect(first.statusCode).toBe(200);
      expect(first.body.status).toBe("paid");
      expect(first.body.email?.to).toBe(customer.email);
      expect(["queued", "sent"]).toContain(first.body.email?.state);
      expect(first.body.reference).toMatch(/^PM-\d{5,}$/);
      expect(first.body.order).toMatchObject({
        type: "merchandise",
        test: true,
        currency: "gbp",
        totals: { items: 7697, giftWrap: 299, subtotal: 7996, shipping: 499, donation: 500, total: 8995 },
        shipping: { id: "express", name: "Express Shipping", price: 499 },
        items: [
          { name: "Passport to Purpose Tee & Hat Bundle", quantity: 2, size: "L", color: "Navy", giftWrap: true, notes: "Print on the back please", unitPrice: 2999, lineTotal: 6297 },
          { name: "Passport to Purpose Tee", quantity: 1, size: "M", color: "Black", giftWrap: false, unitPrice: 1699, lineTotal: 1699 },
        ],
      });
      expect(second.body.reference).toBe(first.body.reference);

      await waitFor(async () => (await purchaseStatus(app, { sessionId })).body.email?.state === "sent", 10_000, "sent state");
      await outboxSettled(app);
      expect(inbox.to(customer.email)).toHaveLength(1);
      expect(inbox.to(ORG)).toHaveLength(1);
      expect(inbox.to("attacker@evil.test")).toHaveLength(0);
      expect(inbox.messages).toHaveLength(2);
    });

    it("confirms a paid sandbox session whose fulfilment never ran (a crash between the two)", async () => {
      const { sessionId } = await createPayment(app, donationBody(15));
      // The provider recorded the payment, but our side did not hear about it.
      await database.db.update(sandboxSessions).set({ status: "complete" }).where(eq(sandboxSessions.id, sessionId));

      const status = await purchaseStatus(app, { sessionId });
      expect(status.body).toMatchObject({ status: "paid", email: { to: donor.email } });
      expect(status.body.order.items).toEqual([{ name: "One-off gift to Purpose Movement", quantity: 1, giftWrap: false, unitPrice: 1500, lineTotal: 1500 }]);
      await waitFor(() => inbox.messages.length >= 2);
      expect(await paymentsOf(sessionId)).toHaveLength(1);
    });

    it("answers 404 for an unknown session and 400 naming sessionId for a bad body", async () => {
      const unknown = await app.inject({ method: "POST", url: "/api/send-purchase-email", payload: { sessionId: "cs_sandbox_unknown" } });
      expect(unknown.statusCode).toBe(404);
      for (const payload of [{}, { sessionId: "" }, { sessionId: 42 }, { sessionId: "../../etc" }]) {
        const response = await app.inject({ method: "POST", url: "/api/send-purchase-email", payload });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ issues: { field: string }[] }>().issues.map((i) => i.field)).toEqual(["sessionId"]);
      }
    });
  });
});

describe.each(testDatabaseKinds)("email delivery around an SMTP outage on %s", (kind) => {
  it("queues while the SMTP server is down, then delivers each email once when it returns", async () => {
    const database = await createTestDatabase(kind);
    const inbox = new SmtpInbox();
    await inbox.start(0);
    await inbox.stop();
    const app = await buildTestApp(database, { env: { SMTP_URL: inbox.url, ORG_EMAIL: ORG } });
    try {
      const { sessionId } = await createPayment(app, mixedCart);
      expect((await pay(app, sessionId)).statusCode).toBe(303);
      await waitFor(async () => (await database.db.select().from(outboxEmails)).every((r) => r.attempts >= 1), 10_000, "a failed attempt");
      const queued = await purchaseStatus(app, { sessionId, customerEmail: customer.email });
      expect(queued.body).toMatchObject({ status: "paid", email: { to: customer.email, state: "queued" } });

      await inbox.start();
      await waitFor(async () => (await purchaseStatus(app, { sessionId })).body.email?.state === "sent", 15_000, "sent");
      await waitFor(() => inbox.messages.length >= 2);
      await outboxSettled(app);
      expect(inbox.to(customer.email)).toHaveLength(1);
      expect(inbox.to(ORG)).toHaveLength(1);
    } finally {
      await app.close();
      await inbox.stop();
      await database.close();
    }
  });
});
