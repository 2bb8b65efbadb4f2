// The reports' figures against a small ledger worked out by hand: gifts either side of 6 April
// and of midnight in BST and GMT, a plan cancelled at 00:30 on 1 April BST (still 31 March in
// UTC) and its donor starting again, a partial refund, a claimed gift, test money kept apart;
// and who may read which report.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GiftAidReport, GivingReport, PlansReport, ShopReport } from "../../../core/schemas/admin-reports";
import { giftAidClaimItems, giftAidClaims, orderLines, orders, payments, refunds } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds)("reports on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const agents = {} as Record<"owner" | "finance" | "fulfilment" | "editor", StaffAgent>;
  let count = 0;

  interface Paid {
    amount: number;
    paidAt: string;
    type?: "donation" | "merchandise";
    monthly?: boolean;
    test?: boolean;
    declared?: boolean;
    email?: string;
    lines?: { productId: string; name: string; quantity: number; lineTotal: number }[];
  }

  /** An order or gift as fulfilment stores it: the order, its lines and its one payment. */
  async function paid(options: Paid) {
    const paidAt = at(options.paidAt);
    const type = options.type ?? "donation";
    const [order] = await database.db
      .insert(orders)
      .values({
        type,
        provider: "stripe",
        test: options.test ?? false,
        status: "paid",
        total: options.amount,
        ...(type === "donation" ? { donationTotal: options.amount, frequency: options.monthly ? ("monthly" as const) : ("one-time" as const) } : { itemsTotal: options.amount }),
        // A monthly gift's first month: the plan it starts, which ran from then until cancelled in May.
        ...(options.monthly && { providerSubscriptionId: `sub_gift_${++count}`, subscriptionStatus: "cancelled" as const, subscriptionCancelledAt: at("2026-05-15T12:00:00Z") }),
        firstName: "Ruth",
        lastName: "Okafor",
        email: options.email ?? `donor${++count}@example.test`,
        ...(options.declared && {
          giftAidName: "Ruth Okafor",
          giftAidAddress: "12 Peckham Road, London",
          giftAidPostcode: "SE15 5JR",
          giftAidWordingVersion: "hmrc-model-2024-1",
          giftAidText: "I want to Gift Aid my donation…",
          giftAidDeclaredAt: paidAt,
        }),
        createdAt: paidAt,
        paidAt,
      })
      .returning();
    const [payment] = await database.db
      .insert(payments)
      .values({ orderId: order!.id, provider: "stripe", providerReference: `cs_${order!.id}`, amount: options.amount, paidAt, orderType: type, test: options.test ?? false })
      .returning();
    for (const [position, line] of (options.lines ?? []).entries()) {
      await database.db.insert(orderLines).values({ orderId: order!.id, position, ...line, unitPrice: Math.round(line.lineTotal / line.quantity) });
    }
    return { order: order!, payment: payment! };
  }

  /** A monthly plan from its first payment; cancelled at a given time, or running. */
  async function plan(amount: number, startedAt: string, cancelledAt?: string, email?: string) {
    const [order] = await database.db
      .insert(orders)
      .values({
        type: "donation",
        provider: "stripe",
        test: false,
        status: "paid",
        total: amount,
        donationTotal: amount,
        frequency: "monthly",
        firstName: "Samuel",
        lastName: "Adeyemi",
        email: email ?? `plan${++count}@example.test`,
        providerSubscriptionId: `sub_${++count}`,
        subscriptionStatus: cancelledAt ? "cancelled" : "active",
        ...(cancelledAt && { subscriptionCancelledAt: at(cancelledAt) }),
        createdAt: at(startedAt),
        paidAt: at(startedAt),
      })
      .returning();
    return order!;
  }

  async function refund(order: { id: string }, payment: { id: string }, amount: number, settledAt: string) {
    await database.db.insert(refunds).values({ orderId: order.id, paymentId: payment.id, amount, reason: "Asked", status: "succeeded", createdByLabel: "Stripe dashboard", createdAt: at(settledAt), settledAt: at(settledAt) });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    for (const role of ["owner", "finance", "fulfilment", "editor"] as const) agents[role] = await joinAsStaff(app, database.db, { email: `${role}-reports@team.test`, role });

    // Gifts. 5 April at 23:30 BST is the last tax year's; 6 April at 00:30 BST (still 5 April
    // in UTC) this one's. 1 April at 00:30 BST is April's, though 31 March in UTC.
    await paid({ amount: 1000, paidAt: "2026-04-05T22:30:00Z", declared: true });
    const claimedGift = await paid({ amount: 2000, paidAt: "2026-04-05T23:30:00Z", declared: true });
    await paid({ amount: 500, paidAt: "2026-03-31T23:30:00Z", monthly: true });
    // GMT: 23:30 on 31 January is January's; 00:30 on 1 February is February's.
    await paid({ amount: 3000, paidAt: "2026-01-31T23:30:00Z", declared: true });
    await paid({ amount: 4000, paidAt: "2026-02-01T00:30:00Z" });
    // Test money, never counted with live.
    await paid({ amount: 9900, paidAt: "2026-04-10T12:00:00Z", test: true, declared: true });
    // A year before: a gift of £15 of which £5 went back (so no longer Gift Aid's).
    const refundedGift = await paid({ amount: 1500, paidAt: "2025-04-06T12:00:00Z", declared: true });
    await refund(refundedGift.order, refundedGift.payment, 500, "2025-04-20T12:00:00Z");

    // The 6 April gift is in a claim.
    const [claim] = await database.db.insert(giftAidClaims).values({ giftCount: 1, total: 2000, giftAidDue: 500, createdBy: "finance@team.test" }).returning();
    await database.db.insert(giftAidClaimItems).values({
      claimId: claim!.id,
      paymentId: claimedGift.payment.id,
      orderId: claimedGift.order.id,
      reference: claimedGift.order.reference,
      amount: 2000,
      donatedAt: claimedGift.payment.paidAt,
      firstName: "Ruth",
      lastName: "Okafor",
      house: "12",
      postcode: "SE15 5JR",
    });

    // Monthly plans: one running since before the period, cancelled in February; one from
    // January; one cancelled at 00:30 on 1 April BST and its donor starting again on 20 April.
    await plan(500, "2025-12-01T12:00:00Z", "2026-02-28T12:00:00Z");
    await plan(1000, "2026-01-15T12:00:00Z");
    await plan(2000, "2026-02-10T12:00:00Z", "2026-03-31T23:30:00Z", "again@example.test");
    await plan(2500, "2026-04-20T12:00:00Z", undefined, "again@example.test");

    // The shop: an order on 6 April at 00:30 BST, another refunded in part in May, a test order
    // and one a year before.
    const book = { productId: "book", name: "The Family Table" };
    const mug = { productId: "mug", name: "Purpose mug" };
    await paid({ type: "merchandise", amount: 3000, paidAt: "2026-04-05T23:30:00Z", lines: [{ ...mug, quantity: 2, lineTotal: 1600 }, { ...book, quantity: 1, lineTotal: 1400 }] });
    const refunded = await paid({ type: "merchandise", amount: 5000, paidAt: "2026-04-15T12:00:00Z", lines: [{ ...book, quantity: 3, lineTotal: 4200 }] });
    await refund(refunded.order, refunded.payment, 1000, "2026-05-02T12:00:00Z");
    await paid({ type: "merchandise", amount: 9999, paidAt: "2026-04-16T12:00:00Z", test: true, lines: [{ ...mug, quantity: 50, lineTotal: 9999 }] });
    await paid({ type: "merchandise", amount: 2500, paidAt: "2025-04-20T12:00:00Z", lines: [{ ...mug, quantity: 1, lineTotal: 800 }] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async <T>(url: string, as: StaffAgent = agents.finance) => {
    const response = await as.request({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it("adds up April's gifts by UK month, one-off and monthly, against the April before", async () => {
    const april = await get<GivingReport>("/api/admin/reports/giving?from=2026-04-01&to=2026-04-30");
    expect(april.period).toEqual({ from: "2026-04-01", to: "2026-04-30" });
    expect(april.yearBefore).toEqual({ from: "2025-04-01", to: "2025-04-30" });
    expect(april.test).toBe(false);
    expect(april.months).toEqual([{ month: "2026-04", oneOff: 3000, monthly: 500, gifts: 3, refunded: 0, lastYear: 1500 }]);
    expect(april.totals).toEqual({ total: 3500, oneOff: 3000, monthly: 500, gifts: 3, refunded: 0, average: 1167, median: 1000 });
    expect(april.lastYearTotals).toEqual({ total: 1500, oneOff: 1500, monthly: 0, gifts: 1, refunded: 500, average: 1500, median: 1500 });
  });

  it("starts the tax year on 6 April in UK time, and keeps its months in GMT too", async () => {
    const thisYear = await get<GivingReport>("/api/admin/reports/giving?from=2026-04-06&to=2027-04-05");
    expect(thisYear.totals).toMatchObject({ total: 2000, gifts: 1 });
    const lastYear = await get<GivingReport>("/api/admin/reports/giving?from=2025-04-06&to=2026-04-05");
    expect(lastYear.months).toHaveLength(13);
    const of = (month: string) => lastYear.months.find((m) => m.month === month);
    expect(of("2025-04")).toMatchObject({ oneOff: 1500, refunded: 500 });
    expect(of("2026-01")).toMatchObject({ oneOff: 3000, gifts: 1 });
    expect(of("2026-02")).toMatchObject({ oneOff: 4000, gifts: 1 });
    expect(of("2026-03")).toMatchObject({ oneOff: 0, monthly: 0, gifts: 0 });
    // 1 April at 00:30 BST and 5 April at 23:30 BST; not 6 April at 00:30.
    expect(of("2026-04")).toMatchObject({ oneOff: 1000, monthly: 500, gifts: 2 });
    expect(lastYear.totals).toEqual({ total: 10000, oneOff: 9500, monthly: 500, gifts: 5, refunded: 500, average: 2000, median: 1500 });
  });

  it("shows test money only when asked, and then only test money", async () => {
    const test = await get<GivingReport>("/api/admin/reports/giving?from=2026-04-01&to=2026-04-30&test=1");
    expect(test.test).toBe(true);
    expect(test.totals).toMatchObject({ total: 9900, gifts: 1 });
    const shop = await get<ShopReport>("/api/admin/reports/shop?from=2026-04-01&to=2026-04-30&test=1");
    expect(shop.totals).toMatchObject({ sales: 9999, orders: 1 });
    expect(shop.topByUnits).toEqual([{ productId: "mug", name: "Purpose mug", units: 50, income: 9999 }]);
  });

  it("counts the plans running at each month's end, started, cancelled, churn and committed income", async () => {
    const report = await get<PlansReport>("/api/admin/reports/plans?from=2026-01-01&to=2026-04-30");
    expect(report.months).toEqual([
      { month: "2026-01", active: 2, started: 1, cancelled: 0, churn: 0, committed: 1500 },
      { month: "2026-02", active: 2, started: 1, cancelled: 1, churn: 50, committed: 3000 },
      { month: "2026-03", active: 2, started: 0, cancelled: 0, churn: 0, committed: 3000 },
      // Cancelled at 00:30 on 1 April BST: April's, though 31 March in UTC; and the £5 monthly
      // gift that started then. The donor's new plan on 20 April.
      { month: "2026-04", active: 3, started: 2, cancelled: 1, churn: 50, committed: 4000 },
    ]);
    expect(report.totals).toEqual({ activeAtStart: 1, active: 3, started: 4, cancelled: 2, committed: 4000 });
    const none = await get<PlansReport>("/api/admin/reports/plans?from=2020-01-01&to=2020-02-29");
    expect(none.months).toEqual([
      { month: "2020-01", active: 0, started: 0, cancelled: 0, churn: null, committed: 0 },
      { month: "2020-02", active: 0, started: 0, cancelled: 0, churn: null, committed: 0 },
    ]);
  });

  it("records when a plan is cancelled, whoever cancels it, and only the first time", async () => {
    const running = await plan(700, "2026-06-01T12:00:00Z");
    const before = Date.now();
    await database.db.update(orders).set({ subscriptionStatus: "cancelled" }).where(eq(orders.id, running.id));
    const [cancelled] = await database.db.select().from(orders).where(eq(orders.id, running.id));
    expect(cancelled!.subscriptionCancelledAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await database.db.update(orders).set({ subscriptionStatus: "cancelled", updatedAt: new Date() }).where(eq(orders.id, running.id));
    const [again] = await database.db.select().from(orders).where(eq(orders.id, running.id));
    expect(again!.subscriptionCancelledAt).toEqual(cancelled!.subscriptionCancelledAt);
    // Left out of the other tests' months: removed again.
    await database.db.delete(orders).where(eq(orders.id, running.id));
  });

  it("splits April's Gift Aid into claimable and claimed, and gives the total waiting", async () => {
    const april = await get<GiftAidReport>("/api/admin/reports/gift-aid?from=2026-04-01&to=2026-04-30");
    expect(april.months).toEqual([{ month: "2026-04", claimable: 1000, claimed: 2000, claimableGiftAid: 250, claimedGiftAid: 500 }]);
    // The refunded gift of April 2025 can't be claimed.
    const lastYear = await get<GiftAidReport>("/api/admin/reports/gift-aid?from=2025-04-01&to=2025-04-30");
    expect(lastYear.totals).toEqual({ claimable: 0, claimed: 0, claimableGiftAid: 0, claimedGiftAid: 0 });
    // Everything live still waiting: the gifts of 5 April and 31 January, £40 → £10 of Gift Aid.
    expect(april.waiting).toBe(1000);
    expect((await get<GiftAidReport>("/api/admin/reports/gift-aid?from=2026-04-01&to=2026-04-30&test=1")).waiting).toBe(2475);
  });

  it("adds up the shop's sales, orders, average order, refunds and top products by UK month", async () => {
    const report = await get<ShopReport>("/api/admin/reports/shop?from=2026-04-01&to=2026-05-31");
    expect(report.months).toEqual([
      { month: "2026-04", sales: 8000, orders: 2, averageOrder: 4000, refunds: 0, lastYear: 2500 },
      { month: "2026-05", sales: 0, orders: 0, averageOrder: 0, refunds: 1000, lastYear: 0 },
    ]);
    expect(report.totals).toEqual({ sales: 8000, orders: 2, averageOrder: 4000, refunds: 1000 });
    expect(report.lastYearTotals).toEqual({ sales: 2500, orders: 1, averageOrder: 2500, refunds: 0 });
    expect(report.topByUnits).toEqual([
      { productId: "book", name: "The Family Table", units: 4, income: 5600 },
      { productId: "mug", name: "Purpose mug", units: 2, income: 1600 },
    ]);
    expect(report.topByIncome.map((p) => p.productId)).toEqual(["book", "mug"]);
    // From 6 April: the order at 00:30 BST that day is in.
    expect((await get<ShopReport>("/api/admin/reports/shop?from=2026-04-06&to=2026-04-06")).totals).toMatchObject({ sales: 3000, orders: 1 });
  });

  it("shows fulfilment the shop's report only, owners and finance every report, editors none", async () => {
    const urls = ["giving", "plans", "gift-aid", "shop"].map((name) => `/api/admin/reports/${name}`);
    for (const url of urls) {
      expect((await agents.owner.request({ method: "GET", url })).statusCode, url).toBe(200);
      expect((await agents.finance.request({ method: "GET", url })).statusCode, url).toBe(200);
      expect((await agents.fulfilment.request({ method: "GET", url })).statusCode, url).toBe(url.endsWith("/shop") ? 200 : 403);
      expect((await agents.editor.request({ method: "GET", url })).statusCode, url).toBe(403);
    }
  });

  it("answers the last 12 months when no dates are given", async () => {
    const report = await get<ShopReport>("/api/admin/reports/shop");
    expect(report.months).toHaveLength(12);
    expect(report.period.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("names the field that is wrong: a date that isn't one, an end before the start, too long a period", async () => {
    const issues = async (query: string) => {
      const response = await agents.finance.request({ method: "GET", url: `/api/admin/reports/giving?${query}` });
      expect(response.statusCode, query).toBe(400);
      return response.json<{ issues: { field: string; message: string }[] }>().issues;
    };
    expect(await issues("from=2026-02-30&to=2026-03-01")).toEqual([{ field: "from", message: "Use a date like 2026-04-06" }]);
    expect(await issues("from=2026-04-01&to=2026-03-01")).toEqual([{ field: "to", message: "The end date must not be before the start date" }]);
    expect(await issues("from=2016-01-01&to=2026-03-01")).toEqual([{ field: "to", message: "Choose at most 5 years" }]);
    expect(await issues("from=2026-01-01")).toEqual([{ field: "to", message: "Give both dates, or neither" }]);
    expect(await issues("from=2026-01-01&to=2026-02-01&test=yes")).toEqual([{ field: "test", message: "Use test=1 for test money, or leave it out" }]);
  });
});
