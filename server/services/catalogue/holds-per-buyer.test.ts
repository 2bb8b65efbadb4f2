// One buyer can't set aside a product's stock (issue 50, item 2; docs/decisions/0041-holds-per-buyer.md):
// an order takes at most the owners' limit of one size and colour, however many lines it is split
// across; a buyer's new payment (same email or browser) replaces their earlier unpaid holds, so a
// real buyer retrying is never refused by their own tries; one network holds at most two orders'
// worth of a variant at once; on PostgreSQL, one client firing payments at once with a new email
// each to hold everything is refused beyond that while a real buyer still buys.
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSettings } from "../../../core/schemas/admin";
import type { Product } from "../../../core/product";
import { auditLog, orders, productVariants, stockHolds } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, type CartLine, fromEmail, merchandiseBody, otherBuyer } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const HOODIE = "faith-over-fear-hoodie";
const TEE = "blessed-tee";

interface ErrorBody {
  error: string;
  issues?: { field: string; message: string }[];
}

describe.each(testDatabaseKinds)("holds per buyer on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let packer: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@purposemovement.test", role: "owner" });
    packer = await joinAsStaff(app, database.db, { email: "packer@purposemovement.test", role: "fulfilment" });
    expect((await packer.request({ method: "POST", url: `/api/admin/products/${HOODIE}/stock`, payload: { action: "track", lowStockLevel: 0 } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const setStock = async (size: string, color: string, onHand: number) => {
    const answer = await packer.request({ method: "POST", url: `/api/admin/products/${HOODIE}/stock`, payload: { action: "set", size, color, onHand, reason: "counted" } });
    expect(answer.statusCode).toBe(200);
  };
  /** A payment as buyer n would send it: their address, their email, and their browser's cookie if given. */
  const pay = (lines: CartLine[], buyer: number, cookie?: string) => {
    const { remoteAddress, email } = otherBuyer(buyer);
    return app.inject({
      method: "POST",
      url: "/api/create-payment",
      remoteAddress,
      ...(cookie && { headers: { cookie } }),
      payload: fromEmail(merchandiseBody(lines), email),
    });
  };
  /** Units of this variant in live holds, in all. */
  const liveHeld = async (size: string, color: string) => {
    const [variant] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, HOODIE), eq(productVariants.size, size), eq(productVariants.color, color)));
    const [row] = await database.db
      .select({ held: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int` })
      .from(stockHolds)
      .where(and(eq(stockHolds.variantId, variant!.id), eq(stockHolds.state, "held"), gt(stockHolds.expiresAt, sql`now()`)));
    return Number(row!.held);
  };
  const orderCount = async () => (await database.db.select({ id: orders.id }).from(orders)).length;

  it("refuses more than 10 of one size and colour, even split across lines, naming the limit and the line; stores nothing", async () => {
    const before = await orderCount();
    const eleven = await pay([{ id: TEE, quantity: 11, size: "M", color: "Black" }], 1);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json<ErrorBody>().error).toContain("at most 10 of each size and colour");
    expect(eleven.json<ErrorBody>().issues?.[0]?.field).toBe("items.0.quantity");

    // Repeated lines of one variant (gift wrapped or not) add up.
    const split = await pay(
      [
        { id: TEE, quantity: 6, size: "M", color: "Black" },
        { id: TEE, quantity: 2, size: "L", color: "Black" },
        { id: TEE, quantity: 5, size: "M", color: "Black", giftWrap: true },
      ],
      1,
    );
    expect(split.statusCode).toBe(400);
    expect(split.json<ErrorBody>().issues).toEqual([{ field: "items.2.quantity", message: expect.stringContaining("at most 10") }]);
    expect(await orderCount()).toBe(before);

    // Ten of each of two sizes is fine.
    const ok = await pay(
      [
        { id: TEE, quantity: 10, size: "M", color: "Black" },
        { id: TEE, quantity: 10, size: "L", color: "Black" },
      ],
      1,
    );
    expect(ok.statusCode).toBe(200);
  });

  it("owners change the limit in Settings, audited; pages carry it; a wrong value is refused naming the field; other roles can't", async () => {
    expect((await owner.request({ method: "GET", url: "/api/admin/settings" })).json<AdminSettings>().orderLimit).toBe(10);
    const wrong = await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { orderLimit: 0 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().issues?.[0]?.field).toBe("orderLimit");
    expect((await packer.request({ method: "PATCH", url: "/api/admin/settings", payload: { orderLimit: 50 } })).statusCode).toBe(403);

    const changed = await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { orderLimit: 3 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminSettings>().orderLimit).toBe(3);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "settings.changed"), eq(auditLog.targetId, "order_limit_per_variant")));
    expect(entry).toMatchObject({ actorLabel: owner.email, details: { before: 10, after: 3 } });

    const tee = (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: Product[] }>().products.find((p) => p.id === TEE);
    expect(tee?.orderLimit).toBe(3);
    const four = await pay([{ id: TEE, quantity: 4, size: "S", color: "Navy" }], 2);
    expect(four.statusCode).toBe(400);
    expect(four.json<ErrorBody>().error).toContain("at most 3 of each size and colour");

    await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { orderLimit: 10 } });
    const back = (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: Product[] }>().products.find((p) => p.id === TEE);
    expect(back).not.toHaveProperty("orderLimit");
  });

  it("a buyer's new payment replaces their earlier unpaid holds: retrying is never refused by their own tries", async () => {
    await setStock("M", "Navy", 12);
    // Same browser (its cookie), same address: three tries at 10 of the 12.
    const first = await pay([{ id: HOODIE, quantity: 10, size: "M", color: "Navy" }], 3);
    expect(first.statusCode).toBe(200);
    const cookie = first.headers["set-cookie"]!.toString().split(";")[0]!;
    expect(cookie).toMatch(/^pm_buyer=/);
    expect(first.headers["set-cookie"]).toMatch(/HttpOnly/);
    for (let i = 0; i < 2; i++) expect((await pay([{ id: HOODIE, quantity: 10, size: "M", color: "Navy" }], 3, cookie)).statusCode).toBe(200);
    expect(await liveHeld("M", "Navy")).toBe(10);

    // The same browser from another network and with another email is the same buyer.
    const moved = await app.inject({
      method: "POST",
      url: "/api/create-payment",
      remoteAddress: "203.0.113.77",
      headers: { cookie },
      payload: fromEmail(merchandiseBody([{ id: HOODIE, quantity: 9, size: "M", color: "Navy" }]), "someone-else@example.test"),
    });
    expect(moved.statusCode).toBe(200);
    expect(await liveHeld("M", "Navy")).toBe(9);

    // Someone else still finds what is left, and is refused beyond it without learning how much that is.
    const other = await pay([{ id: HOODIE, quantity: 4, size: "M", color: "Navy" }], 4);
    expect(other.statusCode).toBe(409);
    expect(other.json<ErrorBody>().error).not.toMatch(/\b3\b/);
    expect((await pay([{ id: HOODIE, quantity: 3, size: "M", color: "Navy" }], 4)).statusCode).toBe(200);
  });

  it("an earlier order paid after all still takes its stock when it is free", async () => {
    await setStock("L", "Navy", 5);
    const early = await buyWithSandbox(app, fromEmail(merchandiseBody([{ id: HOODIE, quantity: 2, size: "L", color: "Navy" }]), "twice@example.test"), { pay: false });
    await buyWithSandbox(app, fromEmail(merchandiseBody([{ id: HOODIE, quantity: 1, size: "L", color: "Navy" }]), "twice@example.test"));
    const paid = await app.inject({ method: "POST", url: `/sandbox/checkout/${early.sessionId}/pay`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    expect(paid.statusCode).toBe(303);
    await app.inject({ method: "POST", url: "/api/send-purchase-email", payload: { sessionId: early.sessionId } });
    const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.reference, early.reference));
    expect(row?.status).toBe("paid");
    const [variant] = await database.db
      .select({ onHand: productVariants.onHand })
      .from(productVariants)
      .where(and(eq(productVariants.productId, HOODIE), eq(productVariants.size, "L"), eq(productVariants.color, "Navy")));
    expect(variant?.onHand).toBe(2);
  });

  it(`one client ${kind === "postgres" ? "firing 40 payments at once" : "sending 40 payments"} with 40 emails to hold everything is refused beyond two orders' worth, while a real buyer still buys`, async () => {
    await setStock("XL", "Black", 30);
    await setStock("XXL", "Black", 30);
    const attacker = "192.0.2.66";
    // Two sizes, so that payments at once don't simply queue on one variant's lock.
    const attempts = Array.from({ length: 40 }, (_, n) =>
      app.inject({
        method: "POST",
        url: "/api/create-payment",
        remoteAddress: attacker,
        payload: fromEmail(merchandiseBody([{ id: HOODIE, quantity: 10, size: n % 2 ? "XL" : "XXL", color: "Black" }]), `hoarder${n}@example.test`),
      }),
    );
    // Asking for more in one go is refused outright: repeated lines add up.
    const greedy = app.inject({
      method: "POST",
      url: "/api/create-payment",
      remoteAddress: attacker,
      payload: fromEmail(merchandiseBody(Array.from({ length: 50 }, () => ({ id: HOODIE, quantity: 20, size: "XL" as const, color: "Black" as const }))), "greedy@example.test"),
    });
    const real = buyWithSandbox(app, fromEmail(merchandiseBody([{ id: HOODIE, quantity: 10, size: "XL", color: "Black" }]), "real@example.test"));
    const answers = await Promise.all(attempts);
    expect((await greedy).statusCode).toBe(400);
    // Two of 10 per size, then refused, without being told how much is left.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(36);
    for (const answer of refused) {
      expect(answer.json<ErrorBody>().error).toContain("already set aside for other checkouts from your network");
      expect(answer.json<ErrorBody>().error.replace("15 minutes", "")).not.toMatch(/\d/);
    }

    const { reference } = await real;
    const [order] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.reference, reference));
    expect(order?.status).toBe("paid");
    // The attacker holds two orders' worth of each size; the rest was there for everyone else.
    const attackerOrders = await database.db.select({ id: orders.id }).from(orders).where(sql`${orders.email} like 'hoarder%'`);
    const [held] = await database.db
      .select({ n: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int` })
      .from(stockHolds)
      .where(and(inArray(stockHolds.orderId, attackerOrders.map((o) => o.id)), eq(stockHolds.state, "held")));
    expect(Number(held!.n)).toBe(40);
    expect(await liveHeld("XL", "Black")).toBe(20);
  });
});
