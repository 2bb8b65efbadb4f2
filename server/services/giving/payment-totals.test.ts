// The running totals the database keeps (payment_day_totals and each payment's Gift Aid state,
// migration 0014) against the same figures worked out from scratch from every payment, after
// every kind of change, by the app and straight in SQL as another writer would: gifts and
// orders paid, refunds asked for, made, failed and removed, a claim built, a donor's
// cancellation, an order held for review, an order turned from live to test and back, a
// payment moved to another month or deleted, and gifts either side of the 4-year limit and of
// a month's first instant.
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftAidDueOn } from "../../../core/hmrc-schedule";
import type { Dashboard, GiftList } from "../../../core/schemas/admin-giving";
import { giftAidCancellations, orders, paymentDayTotals, payments, refunds } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody, mixedCart } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";
import { createAuditLog } from "../staff/audit-log";
import { createGiftAidClaims } from "./gift-aid";
import { createPaymentTotals, utcDay } from "./payment-totals";

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const monthStart = (monthsBack: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
};

describe.each(testDatabaseKinds)("running totals of payments on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let finance: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async <T>(url: string) => {
    const response = await finance.request({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  /** A live gift (or order) written straight in SQL, as Stripe's webhook or a console would leave it. */
  async function livePayment(options: { amount: number; paidAt: ReturnType<typeof sql>; email: string; giftAid?: boolean; type?: "donation" | "merchandise"; copyKind?: boolean }) {
    const type = options.type ?? "donation";
    const [order] = await database.db
      .insert(orders)
      .values({
        type,
        provider: "stripe",
        test: false,
        status: "paid",
        total: options.amount,
        frequency: type === "donation" ? "one-time" : null,
        firstName: "Live",
        lastName: "Giver",
        email: options.email,
        ...(options.giftAid && { giftAidName: "Live Giver", giftAidAddress: "3 Mill Lane, Leeds", giftAidPostcode: "LS7 3HB", giftAidWordingVersion: "hmrc-model-2024-1", giftAidText: "I want to Gift Aid my donation", giftAidDeclaredAt: sql`now() - interval '5 years'` }),
      })
      .returning();
    // Some writers leave the copied kind and test flag out: the database fills them in.
    const [payment] = await database.db
      .insert(payments)
      .values({ orderId: order!.id, provider: "stripe", providerReference: `pi_${crypto.randomUUID()}`, amount: options.amount, paidAt: options.paidAt, ...(options.copyKind !== false && { orderType: type, test: false }) })
      .returning();
    return { order: order!, payment: payment! };
  }

  // ---- from scratch: every payment, joined to its order, nothing kept ----

  async function giftsFromScratch(test: boolean | undefined, from?: string, to?: string) {
    const [row] = await database.db
      .select({
        count: count(),
        total: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
        refunded: sql<number>`coalesce(sum((select sum(r.amount) from refunds r where r.payment_id = ${payments.id} and r.status = 'succeeded')), 0)`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.type, "donation"),
          test === undefined ? undefined : eq(orders.test, test),
          from ? gte(payments.paidAt, new Date(`${from}T00:00:00Z`)) : undefined,
          to ? lt(payments.paidAt, dayAfter(to)) : undefined,
        ),
      );
    return row!;
  }

  async function dayRowsFromScratch() {
    const day = sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await database.db
      .select({
        key: sql<string>`${orders.type} || ' ' || ${orders.test} || ' ' || ${day}`,
        payments: count(),
        amount: sql<number>`sum(${payments.amount})`.mapWith(Number),
        refunded: sql<number>`coalesce(sum((select sum(r.amount) from refunds r where r.payment_id = ${payments.id} and r.status = 'succeeded')), 0)`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .groupBy(orders.type, orders.test, day);
    return rows.sort((a, b) => a.key.localeCompare(b.key));
  }

  async function keptDayRows() {
    const rows = await database.db
      .select({
        key: sql<string>`${paymentDayTotals.orderType} || ' ' || ${paymentDayTotals.test} || ' ' || to_char(${paymentDayTotals.day}, 'YYYY-MM-DD')`,
        payments: paymentDayTotals.payments,
        amount: paymentDayTotals.amount,
        refunded: paymentDayTotals.refunded,
      })
      .from(paymentDayTotals)
      .where(sql`${paymentDayTotals.payments} <> 0 or ${paymentDayTotals.amount} <> 0 or ${paymentDayTotals.refunded} <> 0`);
    return rows.map((r) => ({ ...r, amount: Number(r.amount), refunded: Number(r.refunded) })).sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Each payment the claim preview (eligibility() in SQL, from scratch) would take, by payment id. */
  async function eligibleFromScratch(test: boolean) {
    const preview = await createGiftAidClaims({ db: database.db, audit: createAuditLog(database.db) }).preview(test);
    return [...preview.gifts, ...preview.needsFixing];
  }

  async function dashboardFromScratch(test: boolean) {
    const received = (from: Date, until?: Date) =>
      database.db
        .select({ type: orders.type, total: sql<number>`sum(${payments.amount})`.mapWith(Number), n: count(), month: sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM')` })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(orders.test, test), gte(payments.paidAt, from), until ? lt(payments.paidAt, until) : undefined))
        .groupBy(orders.type, sql`4`);
    const period = async (from: Date, until: Date) => {
      const rows = await received(from, until);
      const of = (type: string) => rows.filter((r) => r.type === type);
      const total = (type: string) => of(type).reduce((s, r) => s + r.total, 0);
      const n = (type: string) => of(type).reduce((s, r) => s + r.n, 0);
      return { sales: total("merchandise"), orders: n("merchandise"), gifts: total("donation"), giftCount: n("donation") };
    };
    const months = await received(monthStart(11));
    const eligible = await eligibleFromScratch(test);
    return {
      thisMonth: await period(monthStart(0), monthStart(-1)),
      lastMonth: await period(monthStart(1), monthStart(0)),
      history: Array.from({ length: 12 }, (_, i) => {
        const key = monthStart(11 - i).toISOString().slice(0, 7);
        const of = (type: string) => months.find((m) => m.month === key && m.type === type)?.total ?? 0;
        return { month: key, sales: of("merchandise"), gifts: of("donation") };
      }),
      giftAidWaiting: giftAidDueOn(eligible.reduce((s, g) => s + g.amount, 0)),
    };
  }

  /** Every figure read from the kept totals, beside the same figure worked out from scratch. */
  async function expectSameAsFromScratch(step: string) {
    expect(await keptDayRows(), `${step}: every day's totals`).toEqual(await dayRowsFromScratch());

    const totals = createPaymentTotals({ db: database.db });
    const days = [...new Set((await database.db.select({ paidAt: payments.paidAt }).from(payments)).map((p) => utcDay(p.paidAt)))];
    for (const test of [undefined, true, false]) {
      const modeQuery = test === undefined ? "" : `mode=${test ? "test" : "live"}`;
      const listed = await get<GiftList>(`/api/admin/gifts?${modeQuery}`);
      expect(listed.totals, `${step}: gifts list, ${modeQuery || "both"}`).toEqual(await giftsFromScratch(test));
      for (const day of days) {
        for (const [from, to] of [[day, undefined], [undefined, day], [day, day]] as const) {
          const range = { ...(test !== undefined && { test }), ...(from && { from }), ...(to && { to }) };
          expect(await totals.of("donation", range), `${step}: gifts ${JSON.stringify(range)}`).toEqual(await giftsFromScratch(test, from, to));
        }
      }
    }

    for (const test of [true, false]) {
      const dashboard = await get<Dashboard>(`/api/admin/dashboard${test ? "?test=1" : ""}`);
      const expected = await dashboardFromScratch(test);
      expect({ thisMonth: dashboard.thisMonth, lastMonth: dashboard.lastMonth, history: dashboard.history, giftAidWaiting: dashboard.giftAidWaiting }, `${step}: dashboard, test ${test}`).toEqual(expected);
      // Each payment's own state, within the 4 years and out of any claim, is what the claim preview would take.
      const flagged = await database.db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.test, test),
            eq(payments.giftAidEligible, true),
            sql`${payments.paidAt} >= now() - interval '4 years'`,
            sql`not exists (select 1 from gift_aid_claim_items i where i.payment_id = ${payments.id})`,
          ),
        );
      expect(flagged.map((p) => p.id).sort(), `${step}: claimable payments, test ${test}`).toEqual((await eligibleFromScratch(test)).map((g) => g.paymentId).sort());
    }
  }

  it("keeps every figure equal to a count from scratch through payments, refunds, claims, cancellations and order changes", async () => {
    await expectSameAsFromScratch("empty");

    // Test money through the sandbox: a one-time gift and a monthly gift with Gift Aid, a gift without, an order.
    const giftAid = { address: "12 Peckham Road, London", postcode: "SE15 5JR" };
    const oneOff = await buyWithSandbox(app, donationBody(25, { donorInfo: { firstName: "Ruth", lastName: "Okafor", email: "ruth@example.test", message: "" }, giftAid }));
    const monthly = await buyWithSandbox(app, donationBody(10, { frequency: "monthly", donorInfo: { firstName: "Femi", lastName: "Owusu", email: "femi@example.test", message: "" }, giftAid }));
    await buyWithSandbox(app, donationBody(5));
    await buyWithSandbox(app, mixedCart);

    // Live money written straight in SQL: either side of the 4-year limit and of this month's first instant.
    const donor = "Grace.Mensah@example.test";
    const withinLimit = await livePayment({ amount: 1000, paidAt: sql`now() - interval '4 years' + interval '2 hours'`, email: donor, giftAid: true });
    await livePayment({ amount: 2000, paidAt: sql`now() - interval '4 years' - interval '2 hours'`, email: donor, giftAid: true, copyKind: false });
    const justWithin = await livePayment({ amount: 4000, paidAt: sql`now() - interval '4 years' + interval '1 minute'`, email: donor, giftAid: true });
    const lastMonthFirst = await livePayment({ amount: 8000, paidAt: sql`${monthStart(1).toISOString()}::timestamptz`, email: donor, giftAid: true });
    const lastMonthEnd = await livePayment({ amount: 16000, paidAt: sql`${monthStart(0).toISOString()}::timestamptz - interval '1 microsecond'`, email: donor, giftAid: true, copyKind: false });
    await livePayment({ amount: 32000, paidAt: sql`${monthStart(0).toISOString()}::timestamptz`, email: donor, giftAid: true });
    const liveOrder = await livePayment({ amount: 2999, paidAt: sql`now() - interval '3 days'`, email: "shopper@example.test", type: "merchandise" });
    await expectSameAsFromScratch("paid");
    // Told plainly: every live declared gift but the one over 4 years old, at 25%.
    expect((await get<Dashboard>("/api/admin/dashboard")).giftAidWaiting).toBe(giftAidDueOn(1000 + 4000 + 8000 + 16000 + 32000));

    // Refunds: part of a test gift through the provider; a live one pending, then failed; one made, then removed.
    const [ruthGift] = (await get<GiftList>(`/api/admin/gifts?q=${oneOff.reference}`)).gifts;
    expect((await finance.request({ method: "POST", url: `/api/admin/gifts/${ruthGift!.id}/refunds`, payload: { amount: 700, reason: "Gave twice" } })).statusCode).toBe(201);
    const [pending] = await database.db
      .insert(refunds)
      .values({ orderId: justWithin.order.id, paymentId: justWithin.payment.id, amount: 4000, reason: "Asked by phone", createdByLabel: "console" })
      .returning();
    await expectSameAsFromScratch("a refund pending");
    await database.db.update(refunds).set({ status: "failed" }).where(eq(refunds.id, pending!.id));
    const [made] = await database.db
      .insert(refunds)
      .values({ orderId: lastMonthFirst.order.id, paymentId: lastMonthFirst.payment.id, amount: 3000, reason: "Part back", status: "succeeded", createdByLabel: "Stripe dashboard" })
      .returning();
    await database.db.insert(refunds).values({ orderId: liveOrder.order.id, paymentId: liveOrder.payment.id, amount: 999, reason: "Damaged", status: "succeeded", createdByLabel: "console" });
    await expectSameAsFromScratch("refunds failed and made");
    await database.db.delete(refunds).where(eq(refunds.id, made!.id));
    await expectSameAsFromScratch("a refund removed");

    // A claim of the test gifts takes them out of what is waiting; a refund after the claim still counts as refunded.
    expect((await finance.request({ method: "POST", url: "/api/admin/gift-aid/claims", payload: { test: true } })).statusCode).toBe(201);
    expect((await get<Dashboard>("/api/admin/dashboard?test=1")).giftAidWaiting).toBe(0);
    const [femiMonth] = (await get<GiftList>(`/api/admin/gifts?q=${monthly.reference}`)).gifts;
    expect((await finance.request({ method: "POST", url: `/api/admin/gifts/${femiMonth!.id}/refunds`, payload: { amount: 1000, reason: "Cancelled late" } })).statusCode).toBe(201);
    await expectSameAsFromScratch("claimed, then refunded");

    // The donor cancels their declaration: gifts from then on are not eligible; earlier ones still are.
    const cancelled = await finance.request({
      method: "POST",
      url: "/api/admin/declarations/cancellations",
      payload: { email: donor, cancelledOn: utcDay(monthStart(0)), method: "letter" },
    });
    expect(cancelled.statusCode).toBe(201);
    await livePayment({ amount: 64000, paidAt: sql`now()`, email: donor, giftAid: true });
    await expectSameAsFromScratch("a declaration cancelled");

    // An order held for review, then paid again; its donor's address changed, so the cancellation no longer reaches it.
    await database.db.update(orders).set({ status: "needs_review" }).where(eq(orders.id, withinLimit.order.id));
    await expectSameAsFromScratch("held for review");
    await database.db.update(orders).set({ status: "paid" }).where(eq(orders.id, withinLimit.order.id));
    await database.db.update(orders).set({ email: "grace.new@example.test" }).where(eq(orders.id, lastMonthEnd.order.id));
    await expectSameAsFromScratch("paid again, address changed");

    // An order turned from live to test and back: its money moves between the two sets of figures.
    await database.db.update(orders).set({ test: true }).where(eq(orders.id, lastMonthEnd.order.id));
    await expectSameAsFromScratch("turned to test");
    await database.db.update(orders).set({ test: false }).where(eq(orders.id, lastMonthEnd.order.id));
    await expectSameAsFromScratch("turned back to live");

    // A payment moved to another month, and one deleted.
    await database.db.update(payments).set({ paidAt: sql`${payments.paidAt} - interval '40 days'` }).where(eq(payments.id, lastMonthFirst.payment.id));
    await expectSameAsFromScratch("moved");
    await database.db.delete(giftAidCancellations).where(eq(giftAidCancellations.email, donor.toLowerCase()));
    await database.db.delete(payments).where(eq(payments.id, lastMonthEnd.payment.id));
    await expectSameAsFromScratch("cancellation withdrawn, a payment deleted");
  }, 120_000); // dozens of payments, refunds and claims, each checked against a full recount
});
