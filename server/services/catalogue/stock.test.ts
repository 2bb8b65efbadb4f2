// Stock as buyers and staff meet it: counted per size and colour (or not at all), held while a
// payment is made, taken when paid, released when not, never oversold even by 50 buyers at once,
// and every change kept with a reason and who made it.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductStock } from "../../../core/schemas/admin-stock";
import type { Product } from "../../../core/product";
import { auditLog, orders, outboxEmails, productVariants, stockHolds, stockMovements } from "../../db/schema/index";
import { buildTestApp, waitFor } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, type CartLine, fromEmail, merchandiseBody, orderOfSession, otherBuyer } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const HOODIE = "faith-over-fear-hoodie";
const JOURNAL = "passport-to-purpose-devotional-journal";
const TEE = "blessed-tee";
const ORG = "team@purposemovement.test";

interface ErrorBody {
  error: string;
  issues?: { field: string; message: string }[];
}

describe.each(testDatabaseKinds)("stock on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let packer: StaffAgent;
  let finance: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@purposemovement.test", role: "owner" });
    packer = await joinAsStaff(app, database.db, { email: "packer@purposemovement.test", role: "fulfilment" });
    finance = await joinAsStaff(app, database.db, { email: "finance@purposemovement.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const stockOf = async (id: string) => (await owner.request({ method: "GET", url: `/api/admin/products/${id}/stock` })).json<ProductStock>();
  const changeStock = (id: string, payload: object, who = packer) => who.request({ method: "POST", url: `/api/admin/products/${id}/stock`, payload });
  const publicProduct = async (id: string) =>
    (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: Product[] }>().products.find((p) => p.id === id)!;
  /** A payment from the usual buyer, or from someone else (buyer n: their own address and email). */
  const create = (lines: CartLine[], buyer?: number) => {
    if (buyer === undefined) return app.inject({ method: "POST", url: "/api/create-payment", payload: merchandiseBody(lines) });
    const { remoteAddress, email } = otherBuyer(buyer);
    return app.inject({ method: "POST", url: "/api/create-payment", remoteAddress, payload: fromEmail(merchandiseBody(lines), email) });
  };
  const onHand = async (productId: string, size: string | null = null, color: string | null = null) => {
    const rows = await database.db.select().from(productVariants).where(eq(productVariants.productId, productId));
    return rows.find((v) => (v.size === null && v.color === null) || (v.size === size && v.color === color))!.onHand;
  };
  const orderByReference = async (reference: string) => (await database.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
  const emailsOfKind = async (kindName: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kindName));

  it("a product not counted is made to order: it sells as before, holds nothing and is never sold out", async () => {
    expect((await stockOf(TEE)).tracked).toBe(false);
    const { reference } = await buyWithSandbox(app, merchandiseBody([{ id: TEE, quantity: 2, size: "M", color: "Black" }]));
    expect((await orderByReference(reference)).status).toBe("paid");
    expect(await database.db.select().from(stockHolds)).toHaveLength(0);
    expect(await publicProduct(TEE)).not.toHaveProperty("soldOut");
  });

  it("fulfilment starts counting a product and records stock received, audited with before and after; finance may only read", async () => {
    expect((await changeStock(HOODIE, { action: "track" }, finance)).statusCode).toBe(403);
    expect((await finance.request({ method: "GET", url: `/api/admin/products/${HOODIE}/stock` })).statusCode).toBe(200);

    const tracked = await changeStock(HOODIE, { action: "track", lowStockLevel: 1 });
    expect(tracked.statusCode).toBe(200);
    const stock = tracked.json<ProductStock>();
    expect(stock.tracked).toBe(true);
    expect(stock.variants).toHaveLength(7 * 8);
    expect(stock.variants[0]).toMatchObject({ size: "XS", color: "Black", sku: `${HOODIE}-xs-black`, onHand: 0, available: 0, lowStockLevel: 1 });
    // Counting starts at none: every option shows sold out until stock is recorded.
    await waitFor(async () => (await publicProduct(HOODIE)).soldOut, 5000, "the hoodie to show sold out");

    const received = await changeStock(HOODIE, { action: "adjust", size: "M", color: "Black", change: 5, reason: "received", note: "Delivery from the printer" });
    expect(received.statusCode).toBe(200);
    expect(received.json<ProductStock>().variants.find((v) => v.size === "M" && v.color === "Black")).toMatchObject({ onHand: 5, available: 5 });
    expect(received.json<ProductStock>().movements[0]).toMatchObject({ change: 5, onHandAfter: 5, reason: "received", by: packer.email, note: "Delivery from the printer", size: "M", color: "Black" });

    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.stock_changed"));
    expect(audit?.details).toEqual({ counts: [{ sku: `${HOODIE}-m-black`, size: "M", color: "Black", reason: "received", note: "Delivery from the printer", before: 0, after: 5 }] });

    // Pages follow: the hoodie is on sale again, except the options with none.
    const product = await waitFor(async () => {
      const p = await publicProduct(HOODIE);
      return !p.soldOut && p;
    }, 5000, "the hoodie back on sale");
    expect(product.soldOutOptions).toContain("L Black");
    expect(product.soldOutOptions).not.toContain("M Black");
    expect(product.soldOutOptions).toHaveLength(7 * 8 - 1);
  });

  it("refuses a change that would take stock below 0, a wrong reason, or an option the product doesn't have, and changes nothing", async () => {
    const below = await changeStock(HOODIE, { action: "adjust", size: "M", color: "Black", change: -6, reason: "damaged" });
    expect(below.statusCode).toBe(409);
    expect(below.json<ErrorBody>().error).toContain("can't go below 0");
    const wrong = await changeStock(HOODIE, { action: "adjust", size: "M", color: "Black", change: -1, reason: "sold" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().issues?.[0]?.field).toBe("reason");
    const receivedDown = await changeStock(HOODIE, { action: "adjust", size: "M", color: "Black", change: -1, reason: "received" });
    expect(receivedDown.statusCode).toBe(400);
    const notTracked = await changeStock(TEE, { action: "set", size: "M", color: "Black", onHand: 3, reason: "counted" });
    expect(notTracked.statusCode).toBe(409);
    expect(await onHand(HOODIE, "M", "Black")).toBe(5);
  });

  it("refuses a payment for a sold-out option with a 409 naming the item and line, storing nothing", async () => {
    const before = (await database.db.select({ id: orders.id }).from(orders)).length;
    const refused = await create([
      { id: TEE, quantity: 1, size: "M", color: "Black" },
      { id: HOODIE, quantity: 1, size: "L", color: "Black" },
    ]);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<ErrorBody>();
    expect(body.error).toContain("Faith Over Fear Hoodie (L, Black) is sold out");
    expect(body.issues).toEqual([{ field: "items.1.id", message: body.error }]);
    expect((await database.db.select({ id: orders.id }).from(orders)).length).toBe(before);

    const tooMany = await create([{ id: HOODIE, quantity: 6, size: "M", color: "Black" }]);
    expect(tooMany.statusCode).toBe(409);
    // Not how many are left: that would tell someone holding stock on purpose exactly what to take.
    expect(tooMany.json<ErrorBody>().error).toBe("Not enough of Faith Over Fear Hoodie (M, Black) is left for 6: lower the quantity. Nothing was charged.");
    expect(tooMany.json<ErrorBody>().error).not.toContain("5");
  });

  it("a payment holds the stock; a cancelled one gives it back; a paid one takes it, as a sale", async () => {
    await changeStock(HOODIE, { action: "set", size: "S", color: "Navy", onHand: 1, reason: "counted" });
    const first = await buyWithSandbox(app, merchandiseBody([{ id: HOODIE, quantity: 1, size: "S", color: "Navy" }]), { pay: false });
    // The one left is held for the first buyer: the second is told before paying.
    const second = await create([{ id: HOODIE, quantity: 1, size: "S", color: "Navy" }], 2);
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().error).toContain("sold out");
    expect((await stockOf(HOODIE)).variants.find((v) => v.size === "S" && v.color === "Navy")).toMatchObject({ onHand: 1, held: 1, available: 0 });

    const cancelled = await app.inject({ method: "POST", url: `/sandbox/checkout/${first.sessionId}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect((await stockOf(HOODIE)).variants.find((v) => v.size === "S" && v.color === "Navy")).toMatchObject({ onHand: 1, held: 0, available: 1 });

    const bought = await buyWithSandbox(app, merchandiseBody([{ id: HOODIE, quantity: 1, size: "S", color: "Navy" }]));
    expect((await orderByReference(bought.reference)).status).toBe("paid");
    expect(await onHand(HOODIE, "S", "Navy")).toBe(0);
    const stock = await stockOf(HOODIE);
    expect(stock.movements[0]).toMatchObject({ change: -1, onHandAfter: 0, reason: "sold", by: "shop", order: bought.reference });
    await waitFor(async () => (await publicProduct(HOODIE)).soldOutOptions?.includes("S Navy"), 5000, "S Navy sold out on the pages");
  });

  it("a product without options is one variant: sold out on its card when none is left, and fulfilment is emailed once as it falls to its level", async () => {
    await changeStock(JOURNAL, { action: "track", onHand: 3, lowStockLevel: 2 });
    expect((await stockOf(JOURNAL)).variants).toEqual([expect.objectContaining({ size: null, color: null, sku: JOURNAL, onHand: 3 })]);
    await buyWithSandbox(app, merchandiseBody([{ id: JOURNAL, quantity: 1 }]));
    expect(await emailsOfKind("low-stock")).toHaveLength(1);
    await buyWithSandbox(app, merchandiseBody([{ id: JOURNAL, quantity: 1 }]));
    // Still at or below its level: no second email for the same fall.
    const low = await emailsOfKind("low-stock");
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({ to: ORG, subject: "Low stock: Passport to Purpose: 30-Day Devotional Journal" });
    expect(low[0]!.text).toContain("2 left");
    await buyWithSandbox(app, merchandiseBody([{ id: JOURNAL, quantity: 1 }]));
    expect(await onHand(JOURNAL)).toBe(0);
    await waitFor(async () => (await publicProduct(JOURNAL)).soldOut, 5000, "the journal sold out on its card");

    // Back above the level and down again: a new fall, a new email.
    await changeStock(JOURNAL, { action: "adjust", change: 4, reason: "received" });
    await changeStock(JOURNAL, { action: "adjust", change: -2, reason: "damaged" });
    expect(await emailsOfKind("low-stock")).toHaveLength(2);
  });

  it("a payment that completes after its hold ran out, the stock gone elsewhere, is held for review and never oversold", async () => {
    await changeStock(HOODIE, { action: "set", size: "XL", color: "Red", onHand: 1, reason: "counted" });
    const late = await buyWithSandbox(app, merchandiseBody([{ id: HOODIE, quantity: 1, size: "XL", color: "Red" }]), { pay: false });
    const lateOrder = (await orderOfSession(database.db, late.sessionId))!;
    // Fifteen minutes pass.
    await database.db.update(stockHolds).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(stockHolds.orderId, lateOrder.id));
    const prompt = await buyWithSandbox(app, merchandiseBody([{ id: HOODIE, quantity: 1, size: "XL", color: "Red" }]));
    expect((await orderByReference(prompt.reference)).status).toBe("paid");

    const paidLate = await app.inject({ method: "POST", url: `/sandbox/checkout/${late.sessionId}/pay`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    expect(paidLate.statusCode).toBe(303);
    await app.inject({ method: "POST", url: "/api/send-purchase-email", payload: { sessionId: late.sessionId } });
    expect((await database.db.select().from(orders).where(eq(orders.id, lateOrder.id)))[0]!.status).toBe("needs_review");
    expect(await onHand(HOODIE, "XL", "Red")).toBe(0);
    const [review] = (await emailsOfKind("stock-review")).filter((e) => e.subject.includes(lateOrder.reference));
    expect(review?.to).toBe(ORG);
    expect(review?.text).toContain("Faith Over Fear Hoodie (XL, Red)");
    expect(await emailsOfKind("order-confirmation").then((rows) => rows.filter((r) => r.dedupeKey.includes(lateOrder.id)))).toHaveLength(0);
  });

  it("a hold that ran out is still taken when its stock is free", async () => {
    await changeStock(HOODIE, { action: "set", size: "XL", color: "Green", onHand: 1, reason: "counted" });
    const late = await buyWithSandbox(app, merchandiseBody([{ id: HOODIE, quantity: 1, size: "XL", color: "Green" }]), { pay: false });
    const lateOrder = (await orderOfSession(database.db, late.sessionId))!;
    await database.db.update(stockHolds).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(stockHolds.orderId, lateOrder.id));
    await app.inject({ method: "POST", url: `/sandbox/checkout/${late.sessionId}/pay`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    await app.inject({ method: "POST", url: "/api/send-purchase-email", payload: { sessionId: late.sessionId } });
    expect((await database.db.select().from(orders).where(eq(orders.id, lateOrder.id)))[0]!.status).toBe("paid");
    expect(await onHand(HOODIE, "XL", "Green")).toBe(0);
  });

  it(`${kind === "postgres" ? "50 simultaneous" : "50"} payments for a variant with 3 left: exactly 3 succeed, 47 are told it is sold out`, async () => {
    await changeStock(HOODIE, { action: "set", size: "XXL", color: "Purple", onHand: 3, reason: "counted" });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => create([{ id: HOODIE, quantity: 1, size: "XXL", color: "Purple" }], 100 + n)));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(3);
    for (const answer of ok) expect(answer.json<{ url: string }>().url).toMatch(/\/sandbox\/checkout\//);
    expect(refused).toHaveLength(47);
    for (const answer of refused) expect(answer.json<ErrorBody>().error).toContain("sold out");
    const variant = (await stockOf(HOODIE)).variants.find((v) => v.size === "XXL" && v.color === "Purple")!;
    expect(variant).toMatchObject({ onHand: 3, held: 3, available: 0 });
  });

  it("a refund can put the items back in stock, once, as refunded and restocked", async () => {
    await changeStock(HOODIE, { action: "set", size: "3XL", color: "Pink", onHand: 2, reason: "counted" });
    const { reference } = await buyWithSandbox(app, merchandiseBody([{ id: HOODIE, quantity: 2, size: "3XL", color: "Pink" }]));
    expect(await onHand(HOODIE, "3XL", "Pink")).toBe(0);
    await waitFor(async () => (await publicProduct(HOODIE)).soldOutOptions?.includes("3XL Pink"), 5000, "3XL Pink sold out");

    const detail = (await finance.request({ method: "GET", url: `/api/admin/orders/${reference}` })).json<{ version: number; total: number }>();
    const refunded = await finance.request({
      method: "POST",
      url: `/api/admin/orders/${reference}/refunds`,
      payload: { amount: 1000, reason: "Returned unworn", version: detail.version, restock: true },
    });
    expect(refunded.statusCode).toBe(201);
    expect(await onHand(HOODIE, "3XL", "Pink")).toBe(2);
    const order = await orderByReference(reference);
    const movements = await database.db.select().from(stockMovements).where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, "refunded-and-restocked")));
    expect(movements).toMatchObject([{ change: 2, onHandAfter: 2, actorLabel: finance.email }]);
    await waitFor(async () => !(await publicProduct(HOODIE)).soldOutOptions?.includes("3XL Pink"), 5000, "3XL Pink back on sale");

    const again = (await finance.request({ method: "GET", url: `/api/admin/orders/${reference}` })).json<{ version: number }>();
    const second = await finance.request({
      method: "POST",
      url: `/api/admin/orders/${reference}/refunds`,
      payload: { amount: 500, reason: "Postage", version: again.version, restock: true },
    });
    expect(second.statusCode).toBe(201);
    expect(await onHand(HOODIE, "3XL", "Pink")).toBe(2);
  });
});
