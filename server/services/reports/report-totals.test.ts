// The reports' running totals per UK month (migration 0036) against the same figures worked out
// from scratch from every payment, refund, claim, order and line (the `*_recounted` views), after
// each kind of change any writer makes: gifts, plans and orders paid, a batch in one statement,
// refunds asked for, made, failed and removed, a claim made and a gift taken out of it, a
// donor's cancellation, an order becoming a plan after its first payment, a plan cancelled, an
// order failing and paid again, lines changed and removed, an order turned to test, erasure's
// anonymising, a payment moved to another month or deleted, whole orders deleted; Gift Aid's
// 4-year limit applied to the instant inside a month read from the totals; and, on PostgreSQL,
// many transactions writing the same month at once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftAidCancellations, giftAidClaimItems, giftAidClaims, orderLines, orders, payments, refunds } from "../../db/schema/index";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { anonymiseOrders } from "../privacy/kept-records";
import { createReports } from "./reports";

const at = (iso: string) => new Date(iso);

/** Each kept table, and what makes one of its rows empty (a month whose rows all went). */
const tables = {
  payment_month_totals: "payments = 0 and amount = 0 and refunded = 0 and refunds_made = 0 and gift_aid_claimable = 0 and gift_aid_claimed = 0",
  gift_amount_months: "gifts = 0",
  plan_month_totals: "started = 0 and cancelled = 0 and started_amount = 0 and cancelled_amount = 0",
  product_month_totals: "lines = 0 and units = 0 and income = 0",
};

describe.each(testDatabaseKinds)("the reports' running totals per UK month on %s", (kind) => {
  let database: TestDatabase;
  let count = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const rowsOf = async <T>(statement: ReturnType<typeof sql>) => ((await database.db.execute(statement)) as { rows: T[] }).rows;

  /** Every kept row equals its from-scratch row, and every payment's plan flag its order's. */
  async function expectKeptAsRecounted(step: string) {
    for (const [table, empty] of Object.entries(tables)) {
      const kept = await rowsOf<Record<string, unknown>>(sql.raw(`select * from ${table} where not (${empty}) order by 1, 2, 3${table === "payment_month_totals" ? ", 4" : ""}`));
      const recounted = await rowsOf<Record<string, unknown>>(sql.raw(`select * from ${table}_recounted order by 1, 2, 3${table === "payment_month_totals" ? ", 4" : ""}`));
      expect(kept.map((row) => JSON.stringify(row)), `${table} after ${step}`).toEqual(recounted.map((row) => JSON.stringify(row)));
    }
    const wrongFlags = await rowsOf<{ n: number }>(sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id
      where p.from_plan <> (o.frequency = 'monthly' and o.provider_subscription_id is not null and o.status in ('paid', 'partially_refunded', 'refunded', 'needs_review'))`);
    expect(wrongFlags[0]!.n, `plan flags after ${step}`).toBe(0);
  }

  async function order(options: { type?: "donation" | "merchandise"; amount: number; paidAt: string; monthly?: boolean; subscription?: boolean; declared?: boolean; email?: string }) {
    const type = options.type ?? "donation";
    const [row] = await database.db
      .insert(orders)
      .values({
        type,
        provider: "stripe",
        test: false,
        status: "paid",
        total: options.amount,
        ...(type === "donation" ? { donationTotal: options.amount, frequency: options.monthly ? ("monthly" as const) : ("one-time" as const) } : { itemsTotal: options.amount }),
        ...(options.monthly && options.subscription !== false && { providerSubscriptionId: `sub_${++count}`, subscriptionStatus: "active" as const }),
        firstName: "Esther",
        lastName: "Owusu",
        email: options.email ?? `giver${++count}@example.test`,
        ...(options.declared && {
          giftAidName: "Esther Owusu",
          giftAidAddress: "4 Mill Lane, Leeds",
          giftAidPostcode: "LS7 3HB",
          giftAidWordingVersion: "hmrc-model-2024-1",
          giftAidText: "I want to Gift Aid my donation…",
          giftAidDeclaredAt: at("2025-01-01T00:00:00Z"),
        }),
        createdAt: at(options.paidAt),
        paidAt: at(options.paidAt),
      })
      .returning();
    return row!;
  }

  async function pay(orderRow: { id: string; type: string }, amount: number, paidAt: string) {
    const [row] = await database.db
      .insert(payments)
      .values({ orderId: orderRow.id, provider: "stripe", providerReference: `pi_${++count}`, amount, paidAt: at(paidAt), orderType: orderRow.type as "donation", test: false })
      .returning();
    return row!;
  }

  it("stay equal to the figures worked out from scratch after every kind of change", async () => {
    // 31 March at 23:30 UTC is April in the UK (BST); 31 January at 23:30 UTC is January (GMT).
    const gift = await order({ amount: 2500, paidAt: "2026-03-31T23:30:00Z", declared: true, email: "esther@example.test" });
    const giftPayment = await pay(gift, 2500, "2026-03-31T23:30:00Z");
    const plan = await order({ amount: 1000, paidAt: "2026-01-31T23:30:00Z", monthly: true });
    await pay(plan, 1000, "2026-01-31T23:30:00Z");
    const planFeb = await pay(plan, 1000, "2026-02-28T12:00:00Z");
    const shop = await order({ type: "merchandise", amount: 4500, paidAt: "2026-04-10T12:00:00Z" });
    await database.db.insert(orderLines).values([
      { orderId: shop.id, position: 0, productId: "tee", name: "Passport to Purpose Tee", unitPrice: 1500, quantity: 2, lineTotal: 3000 },
      { orderId: shop.id, position: 1, productId: "mug", name: "Purpose mug", unitPrice: 1500, quantity: 1, lineTotal: 1500 },
    ]);
    const shopPayment = await pay(shop, 4500, "2026-04-10T12:00:00Z");
    await expectKeptAsRecounted("gifts, a plan and an order paid");
    const [april] = await rowsOf<{ payments: number; amount: string }>(
      sql`select payments, amount::text from payment_month_totals where order_type = 'donation' and test = false and month = '2026-04-01' and plan = false`,
    );
    expect(april).toEqual({ payments: 1, amount: "2500" });

    // A batch in one statement, over several months, with amounts repeated (the median's counts).
    const batch = await order({ amount: 500, paidAt: "2026-02-01T00:30:00Z", declared: true, email: "esther@example.test" });
    await database.db.insert(payments).values(
      ["2026-02-01T00:30:00Z", "2026-02-15T09:00:00Z", "2026-03-29T00:30:00Z"].map((paidAt) => ({ orderId: batch.id, provider: "stripe" as const, providerReference: `pi_${++count}`, amount: 500, paidAt: at(paidAt) })),
    );
    await expectKeptAsRecounted("a batch of payments");

    // Refunds: asked for, made (settled in May), one failing, one removed.
    const [refund] = await database.db.insert(refunds).values({ orderId: shop.id, paymentId: shopPayment.id, amount: 1500, reason: "Broken", status: "pending", createdByLabel: "finance@team.test" }).returning();
    await expectKeptAsRecounted("a refund asked for");
    await database.db.update(refunds).set({ status: "succeeded", settledAt: at("2026-05-02T12:00:00Z") }).where(eq(refunds.id, refund!.id));
    await database.db.update(orders).set({ status: "partially_refunded" }).where(eq(orders.id, shop.id));
    await expectKeptAsRecounted("a refund made");
    const [failing] = await database.db.insert(refunds).values({ orderId: gift.id, paymentId: giftPayment.id, amount: 2500, reason: "Asked", status: "pending", createdByLabel: "Stripe dashboard" }).returning();
    await database.db.update(refunds).set({ status: "failed" }).where(eq(refunds.id, failing!.id));
    const [removed] = await database.db.insert(refunds).values({ orderId: plan.id, paymentId: planFeb.id, amount: 1000, reason: "Asked", status: "succeeded", createdByLabel: "Stripe dashboard", settledAt: at("2026-03-01T00:30:00Z") }).returning();
    await expectKeptAsRecounted("a refund failing, another made");
    await database.db.delete(refunds).where(eq(refunds.id, removed!.id));
    await expectKeptAsRecounted("a refund removed");

    // A claim of the declared gifts, and one taken out of it again.
    const claimable = await database.db.select().from(payments).where(eq(payments.giftAidEligible, true));
    expect(claimable.length).toBeGreaterThan(1);
    const [claim] = await database.db.insert(giftAidClaims).values({ giftCount: claimable.length, total: 0, giftAidDue: 0, createdBy: "finance@team.test" }).returning();
    await database.db.insert(giftAidClaimItems).values(
      claimable.map((p) => ({ claimId: claim!.id, paymentId: p.id, orderId: p.orderId, reference: `R${++count}`, amount: p.amount, donatedAt: p.paidAt, firstName: "Esther", lastName: "Owusu", house: "4", postcode: "LS7 3HB" })),
    );
    await expectKeptAsRecounted("a claim made");
    await database.db.delete(giftAidClaimItems).where(eq(giftAidClaimItems.paymentId, claimable[0]!.id));
    await expectKeptAsRecounted("a gift taken out of a claim");

    // The donor cancels their declaration from March: later gifts are no longer Gift Aid's.
    await database.db.insert(giftAidCancellations).values({ email: "esther@example.test", cancelledAt: at("2026-03-01T00:00:00Z"), method: "phone", recordedBy: "finance@team.test" });
    await expectKeptAsRecounted("a donor's cancellation");

    // A monthly gift whose subscription is recorded after its first payment: a plan's month from then.
    const late = await order({ amount: 1500, paidAt: "2026-03-10T12:00:00Z", monthly: true, subscription: false });
    await pay(late, 1500, "2026-03-10T12:00:00Z");
    await expectKeptAsRecounted("a monthly gift before its subscription");
    await database.db.update(orders).set({ providerSubscriptionId: `sub_${++count}`, subscriptionStatus: "active" }).where(eq(orders.id, late.id));
    await expectKeptAsRecounted("the subscription recorded");
    // Cancelled by the donor (the trigger of migration 0031 says when), then by staff in May's import.
    await database.db.update(orders).set({ subscriptionStatus: "cancelled" }).where(eq(orders.id, plan.id));
    await database.db.update(orders).set({ subscriptionStatus: "cancelled", subscriptionCancelledAt: at("2026-05-31T23:30:00Z") }).where(eq(orders.id, late.id));
    await expectKeptAsRecounted("plans cancelled");
    await database.db.update(orders).set({ total: 2000 }).where(eq(orders.id, late.id));
    await expectKeptAsRecounted("a plan's amount changed");

    // The order fails after all, and is paid again a month later; its lines change.
    await database.db.update(orders).set({ status: "failed" }).where(eq(orders.id, shop.id));
    await expectKeptAsRecounted("an order failing");
    await database.db.update(orders).set({ status: "paid", paidAt: at("2026-05-01T00:30:00Z") }).where(eq(orders.id, shop.id));
    await database.db.update(orderLines).set({ quantity: 3, lineTotal: 4500 }).where(eq(orderLines.productId, "tee"));
    await database.db.delete(orderLines).where(eq(orderLines.productId, "mug"));
    await expectKeptAsRecounted("an order paid again, its lines changed");

    // Turned from live to test, and back; erasure anonymises a donor's gifts.
    await database.db.update(orders).set({ test: true }).where(eq(orders.id, gift.id));
    await expectKeptAsRecounted("an order turned to test");
    await database.db.update(orders).set({ test: false }).where(eq(orders.id, gift.id));
    await anonymiseOrders(database.db, [gift.id, batch.id], new Date());
    await expectKeptAsRecounted("erasure's anonymising");

    // A payment moved to another month, one deleted, and whole orders deleted (lines go with them).
    await database.db.update(payments).set({ paidAt: at("2026-06-30T23:30:00Z") }).where(eq(payments.id, giftPayment.id));
    await expectKeptAsRecounted("a payment moved");
    await database.db.delete(payments).where(eq(payments.id, planFeb.id));
    await expectKeptAsRecounted("a payment deleted");
    await database.db.delete(refunds).where(eq(refunds.orderId, shop.id));
    await database.db.delete(payments).where(eq(payments.orderId, shop.id));
    await database.db.delete(orders).where(eq(orders.id, shop.id));
    const plain = await order({ amount: 700, paidAt: "2026-07-01T12:00:00Z", monthly: true });
    await database.db.delete(orders).where(eq(orders.id, plain.id));
    await expectKeptAsRecounted("orders deleted");
    const [left] = await rowsOf<{ lines: number }>(sql`select coalesce(sum(lines), 0)::int as lines from product_month_totals`);
    expect(left!.lines).toBe(0);
  });

  it("count Gift Aid claimable to the instant of its 4-year limit, inside a month otherwise read from the totals", async () => {
    const [limit] = await rowsOf<{ at: number }>(sql`select (extract(epoch from now() - interval '4 years') * 1000)::float8 as at`);
    const limitAt = Number(limit!.at);
    const within = await order({ amount: 1200, paidAt: new Date(limitAt + 3_600_000).toISOString(), declared: true, email: "deborah@example.test" });
    await pay(within, 1200, new Date(limitAt + 3_600_000).toISOString());
    const tooOld = await order({ amount: 3400, paidAt: new Date(limitAt - 3_600_000).toISOString(), declared: true, email: "deborah@example.test" });
    await pay(tooOld, 3400, new Date(limitAt - 3_600_000).toISOString());
    // Whole months either side of the limit's month, so no part of a month is read from the rows.
    const first = new Date(limitAt);
    const from = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
    const report = await createReports({ db: database.db }).giftAid({ from, to });
    expect(report.totals).toMatchObject({ claimable: 1200, claimableGiftAid: 300 });
    // Both gifts stay in the kept month's total, which has no age: the limit is applied when read.
    const [kept] = await rowsOf<{ claimable: number }>(sql`select sum(gift_aid_claimable)::int as claimable from payment_month_totals where test = false and month between ${from}::date and ${to}::date`);
    expect(kept!.claimable).toBe(4600);
  });

  it.runIf(kind === "postgres")("count every gift and order when many transactions write the same month at once", async () => {
    const writers = 24;
    const before = await rowsOf<{ payments: number }>(sql`select coalesce(sum(payments), 0)::int as payments from payment_month_totals where month = '2026-09-01'`);
    await Promise.all(
      Array.from({ length: writers }, (_, i) =>
        database.db.transaction(async (tx) => {
          const type = i % 2 ? "merchandise" : "donation";
          const [row] = await tx
            .insert(orders)
            .values({ type, provider: "stripe", test: false, status: "paid", total: 1000 + i, firstName: "Race", lastName: "Writer", email: `race${i}@example.test`, paidAt: at("2026-09-15T12:00:00Z"), ...(type === "donation" && { frequency: "monthly" as const, providerSubscriptionId: `sub_race_${i}`, subscriptionStatus: "active" as const }) })
            .returning();
          if (type === "merchandise") await tx.insert(orderLines).values({ orderId: row!.id, position: 0, productId: "tee", name: "Passport to Purpose Tee", unitPrice: 1000 + i, quantity: 1, lineTotal: 1000 + i });
          // Held open a moment, so the transactions overlap on the month's rows.
          await tx.execute(sql`select pg_sleep(0.02)`);
          await tx.insert(payments).values({ orderId: row!.id, provider: "stripe", providerReference: `pi_race_${i}`, amount: 1000 + i, paidAt: at("2026-09-15T12:00:00Z"), orderType: type, test: false });
        }),
      ),
    );
    const [after] = await rowsOf<{ payments: number; amount: number }>(sql`select sum(payments)::int as payments, sum(amount)::int as amount from payment_month_totals where month = '2026-09-01'`);
    expect(after!.payments - before[0]!.payments).toBe(writers);
    // 1000 + 1001 + … + 1023.
    expect(after!.amount).toBe(writers * 1000 + (writers * (writers - 1)) / 2);
    const [plans] = await rowsOf<{ started: number }>(sql`select started from plan_month_totals where test = false and month = '2026-09-01'`);
    expect(plans!.started).toBe(writers / 2);
    await expectKeptAsRecounted("concurrent writers");
  });
});
