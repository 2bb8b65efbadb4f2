// POST /api/create-payment: validation, server-side prices, stored pending orders.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftAidDeclaration, GIFT_AID_WORDING_VERSION } from "../../core/gift-aid";
import { seedLookup } from "../../core/catalogue-seed";
import { priceOrder } from "../../core/pricing";
import { orderLines, orders, sandboxSessions } from "../db/schema/index";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { customer, donationBody, mixedCart, orderOfSession } from "../test-support/payments";

interface ErrorBody {
  error: string;
  issues?: { field: string; message: string }[];
}

describe.each(testDatabaseKinds)("POST /api/create-payment on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const create = (payload: unknown) => app.inject({ method: "POST", url: "/api/create-payment", payload: payload as object });
  const orderCount = async () => (await database.db.select({ id: orders.id }).from(orders)).length;

  it("prices a mixed cart (sale, gift wrap, express, donation) to the penny, stores it pending, and answers the checkout url", async () => {
    expect(mixedCart.amount).toBe(89.95);
    const response = await create(mixedCart);
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/shop\.test\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);

    const sessionId = url.split("/").pop()!;
    const order = await orderOfSession(database.db, sessionId);
    const { totals } = priceOrder({
      lines: [
        { productId: "passport-to-purpose-tee-and-hat-bundle", quantity: 2, giftWrap: true },
        { productId: "passport-to-purpose-tee", quantity: 1, giftWrap: false },
      ],
      shipping: "express",
      donation: 500,
    }, seedLookup);
    expect(order).toMatchObject({
      type: "merchandise",
      status: "pending",
      provider: "sandbox",
      test: true,
      itemsTotal: totals.items,
      giftWrapTotal: 299,
      shippingTotal: 499,
      donationTotal: 500,
      total: 8995,
      shippingOption: "express",
      firstName: "Amara",
      email: customer.email,
      postalCode: customer.postalCode,
      country: "United Kingdom",
    });
    expect(totals.total).toBe(8995);

    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.sort((a, b) => a.position - b.position)).toMatchObject([
      { productId: "passport-to-purpose-tee-and-hat-bundle", unitPrice: 2999, quantity: 2, giftWrap: true, lineTotal: 6297, size: "L", color: "Navy", notes: "Print on the back please" },
      { productId: "passport-to-purpose-tee", unitPrice: 1699, quantity: 1, giftWrap: false, lineTotal: 1699 },
    ]);

    // The provider is asked for exactly the server's total.
    const [session] = await database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    expect(session?.amountTotal).toBe(8995);
    expect(session?.lineItems.map((l) => l.name)).toEqual([
      "Passport to Purpose Tee & Hat Bundle",
      "Passport to Purpose Tee",
      "Gift wrap",
      "Express Shipping",
      "Donation to Purpose Movement",
    ]);
  });

  it("refuses a tampered amount without storing or charging anything", async () => {
    const before = await orderCount();
    for (const amount of [89.94, 0.01, 1, 89.96]) {
      const response = await create({ ...mixedCart, amount });
      expect(response.statusCode).toBe(409);
      const body = response.json<ErrorBody>();
      expect(body.error).toContain("£89.95");
      expect(body.issues?.map((i) => i.field)).toEqual(["amount"]);
    }
    // A lowered item price is ignored: the catalogue sets prices, so the real total no longer matches.
    const cheap = { ...mixedCart, amount: 1, items: mixedCart.items.map((i) => ({ ...i, price: 0.01, salePrice: 0.01 })) };
    expect((await create(cheap)).statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it("answers 4xx naming the fields for malformed, empty, oversized and wrong-typed bodies, never 5xx", async () => {
    const cases: { payload?: string; contentType?: string; fields?: string[]; status?: number }[] = [
      { payload: "{not json", fields: ["body"] },
      { payload: "", fields: ["body"] },
      { payload: "null", fields: ["body"] },
      { payload: "[]", fields: ["body"] },
      { payload: '"a string"', fields: ["body"] },
      { payload: "{}", fields: ["amount", "donorInfo"] },
      { payload: JSON.stringify({ type: "merchandise" }), fields: ["amount", "items", "donorInfo"] },
      { payload: JSON.stringify({ type: "rent", amount: 5 }), fields: ["type"] },
      {
        payload: JSON.stringify({ ...mixedCart, amount: "89.95", currency: "usd" }),
        fields: ["amount", "currency"],
      },
      {
        payload: JSON.stringify({ ...mixedCart, items: [{ id: "passport-to-purpose-tee", quantity: 0, giftWrap: "yes", size: "XXXL" }] }),
        fields: ["items.0.quantity", "items.0.size", "items.0.giftWrap"],
      },
      { payload: JSON.stringify({ ...mixedCart, items: [] }), fields: ["items"] },
      { payload: JSON.stringify({ ...mixedCart, items: "tee" }), fields: ["items"] },
      { payload: JSON.stringify({ ...mixedCart, donorInfo: { ...customer, email: "not an email", country: "Atlantis" } }), fields: ["donorInfo.email", "donorInfo.country"] },
      { payload: JSON.stringify({ ...mixedCart, donorInfo: { ...customer, postalCode: "12345" } }), fields: ["donorInfo.postalCode"] },
      { payload: JSON.stringify({ ...mixedCart, donationAmount: 0.5 }), fields: ["donationAmount"] },
      { payload: JSON.stringify({ ...mixedCart, shippingOption: "teleport" }), fields: ["shippingOption"] },
      { payload: JSON.stringify({ ...mixedCart, items: [{ id: "no-such-product", quantity: 1 }] }), fields: ["items.0.id"] },
      { payload: JSON.stringify({ ...mixedCart, items: [{ id: "passport-to-purpose-tee", quantity: 1, customerNotes: "x".repeat(201) }] }), fields: ["items.0.customerNotes"] },
      { payload: JSON.stringify(donationBody(0.5)), fields: ["amount"] },
      { payload: JSON.stringify(donationBody(10_000.01)), fields: ["amount"] },
      { payload: JSON.stringify(donationBody(10.001)), fields: ["amount"] },
      { payload: JSON.stringify(donationBody(10, { frequency: "weekly" as never })), fields: ["frequency"] },
      { payload: JSON.stringify(donationBody(10, { giftAid: { address: "", postcode: "12345" } })), fields: ["giftAid.address", "giftAid.postcode"] },
      { payload: JSON.stringify({ ...mixedCart, pad: "x".repeat(70 * 1024) }), status: 413, fields: ["body"] },
      { payload: "amount=5", contentType: "application/x-www-form-urlencoded", status: 415, fields: ["body"] },
    ];
    const before = await orderCount();
    for (const c of cases) {
      const response = await app.inject({
        method: "POST",
        url: "/api/create-payment",
        headers: { "content-type": c.contentType ?? "application/json" },
        ...(c.payload !== undefined && { payload: c.payload }),
      });
      const label = `${c.payload?.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBe(c.status ?? 400);
      const body = response.json<ErrorBody>();
      expect(body.error, label).toBeTruthy();
      const fields = (body.issues ?? []).map((i) => i.field);
      for (const field of c.fields ?? []) expect(fields, label).toContain(field);
      for (const issue of body.issues ?? []) expect(issue.message, label).toBeTruthy();
      expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
    }
    expect(await orderCount()).toBe(before);
  });

  it("refuses a UK delivery address whose postcode isn't a UK postcode, saying why on that field", async () => {
    const before = await orderCount();
    const response = await create({ ...mixedCart, donorInfo: { ...customer, postalCode: "12345" } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().issues).toEqual([{ field: "donorInfo.postalCode", message: "Enter a UK postcode, like SE15 4ZX" }]);
    expect(await orderCount()).toBe(before);
  });

  it("stores a UK postcode as Royal Mail writes it, and another country's as typed", async () => {
    const stored = async (donorInfo: typeof customer) => {
      const response = await create({ ...mixedCart, donorInfo });
      expect(response.statusCode, response.body).toBe(200);
      const sessionId = response.json<{ url: string }>().url.split("/").pop()!;
      const order = await orderOfSession(database.db, sessionId);
      return order?.postalCode;
    };
    expect(await stored({ ...customer, postalCode: "b11aa" })).toBe("B1 1AA");
    expect(await stored({ ...customer, postalCode: " se15   5jr " })).toBe("SE15 5JR");
    expect(await stored({ ...customer, country: "United States", postalCode: "90210" })).toBe("90210");
  });

  it("stores a one-off gift with its Gift Aid declaration in HMRC's wording", async () => {
    const response = await create(
      donationBody(25, { giftAid: { address: "4 Church Lane, Brixton", postcode: "sw2 1aa" }, items: [{ name: "Gift", price: 25, quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(200);
    const sessionId = response.json<{ url: string }>().url.split("/").pop()!;
    const order = await orderOfSession(database.db, sessionId);
    expect(order).toMatchObject({
      type: "donation",
      status: "pending",
      frequency: "one-time",
      total: 2500,
      donationTotal: 2500,
      firstName: "Daniel",
      message: "Keep going!",
      giftAidName: "Daniel Reid",
      giftAidAddress: "4 Church Lane, Brixton",
      giftAidPostcode: "SW2 1AA",
      giftAidWordingVersion: GIFT_AID_WORDING_VERSION,
      giftAidText: giftAidDeclaration("one-time"),
    });
    expect(order?.giftAidDeclaredAt).toBeInstanceOf(Date);
  });

  it("stores a monthly gift without Gift Aid, and takes type donation by default (docs/product-rules.md#data-shapes)", async () => {
    const { type: _type, ...untyped } = donationBody(10, { frequency: "monthly" });
    const response = await create(untyped);
    expect(response.statusCode).toBe(200);
    const sessionId = response.json<{ url: string }>().url.split("/").pop()!;
    const order = await orderOfSession(database.db, sessionId);
    expect(order).toMatchObject({ type: "donation", frequency: "monthly", total: 1000, giftAidText: null });
    const [session] = await database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    expect(session).toMatchObject({ mode: "subscription", purpose: "gift", amountTotal: 1000 });
  });

  it("stores a gift whose name holds half a character (a lone surrogate) with the replacement character, as PostgreSQL's text takes it", async () => {
    const response = await create(donationBody(10, { donorInfo: { ...customer, firstName: "Ann\ud800e" } }));
    expect(response.statusCode, response.body).toBe(200);
    const order = await orderOfSession(database.db, response.json<{ url: string }>().url.split("/").pop()!);
    expect(order?.firstName).toBe("Ann\ufffde");
  });

  it("refuses a gift whose item price disagrees with its amount", async () => {
    const response = await create(donationBody(25, { items: [{ name: "Gift", price: 2.5, quantity: 1 }] }));
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().issues?.[0]?.field).toBe("items.0.price");
  });
});

describe("create-payment rate limit", () => {
  it("answers 429 after the configured number of attempts a minute", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database, { env: { RATE_LIMIT_PAYMENTS_PER_MINUTE: "20" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await app.inject({ method: "POST", url: "/api/create-payment", payload: {} })).statusCode);
      }
      // A household gets at least 20 attempts (docs/deviations.md), then a clear refusal.
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
