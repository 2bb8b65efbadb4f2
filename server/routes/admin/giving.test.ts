// The giving side of the back office through the sandbox: gifts and their CSV, monthly plans
// (staff cancel one at the provider; the donor hears once), declarations and a cancellation
// the donor asked for by phone, and the dashboard's figures.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLongDate } from "../../../core/dates";
import type { Dashboard, Donor, DonorList, GiftList, PlanList } from "../../../core/schemas/admin-giving";
import { orders, outboxEmails, sandboxSubscriptions } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody, mixedCart } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

describe.each(testDatabaseKinds)("giving in the back office on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let finance: StaffAgent;
  let count = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function give(amount: number, monthly = false, giftAid = true) {
    const email = `giver${++count}-${kind}@example.test`;
    const { reference } = await buyWithSandbox(
      app,
      donationBody(amount, {
        frequency: monthly ? "monthly" : "one-time",
        donorInfo: { firstName: "Ruth", lastName: "Okafor", email, message: "" },
        ...(giftAid && { giftAid: { address: "12 Peckham Road, London", postcode: "SE15 5JR" } }),
      }),
    );
    return { email, reference };
  }
  const get = async <T>(url: string) => {
    const response = await finance.request({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it("lists each gift with its Gift Aid, finds one by reference, and exports the set as CSV", async () => {
    const oneOff = await give(25);
    const monthly = await give(10, true, false);
    const all = await get<GiftList>("/api/admin/gifts?mode=test");
    const refs = all.gifts.map((g) => g.reference);
    expect(refs).toEqual(expect.arrayContaining([oneOff.reference, monthly.reference]));
    expect(all.gifts.find((g) => g.reference === oneOff.reference)).toMatchObject({ amount: 2500, giftAid: true, monthly: false, test: true });
    expect(all.gifts.find((g) => g.reference === monthly.reference)).toMatchObject({ amount: 1000, giftAid: false, monthly: true });
    expect((await get<GiftList>(`/api/admin/gifts?q=${oneOff.reference.toLowerCase()}`)).gifts.map((g) => g.reference)).toEqual([oneOff.reference]);
    expect((await get<GiftList>("/api/admin/gifts?mode=live")).gifts).toEqual([]);
    const csv = await finance.request({ method: "GET", url: "/api/admin/gifts.csv?mode=test" });
    expect(csv.body.startsWith("\uFEFF\"Reference\",\"Date\",\"Donor\"")).toBe(true);
    expect(csv.body).toContain(`"${oneOff.reference}"`);
    const bad = await finance.request({ method: "GET", url: "/api/admin/gifts?mode=both&from=yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["from", "mode"]);
  });

  it("refunds part of a gift through the provider, then no more than is left; the donor hears once it is made", async () => {
    const { email, reference } = await give(40);
    const [row] = (await get<GiftList>(`/api/admin/gifts?q=${reference}`)).gifts;
    const refund = (payload: object) => finance.request({ method: "POST", url: `/api/admin/gifts/${row!.id}/refunds`, payload });
    const made = await refund({ amount: 1500, reason: "Gave twice by mistake" });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ amount: 1500, status: "succeeded" });
    const after = (await get<GiftList>(`/api/admin/gifts?q=${reference}`)).gifts[0]!;
    expect(after).toMatchObject({ refunded: 1500 });
    const tooMuch = await refund({ amount: 2501, reason: "Too much" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().issues).toEqual([{ field: "amount", message: "Only £25.00 of this gift can still be refunded." }]);
    expect((await refund({ amount: 0, reason: "" })).statusCode).toBe(400);
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ status: "partially_refunded", refundedTotal: 1500 });
    const told = (await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter((e) => e.kind === "refund");
    expect(told.map((e) => e.subject)).toEqual([`[TEST] Your refund of £15.00 for ${reference}`]);
    // A refunded gift is no longer claimable for Gift Aid.
    const waiting = await get<{ gifts: { reference: string }[] }>("/api/admin/gift-aid/preview?test=1");
    expect(waiting.gifts.map((g) => g.reference)).not.toContain(reference);
  });

    it("lists monthly plans, and cancels one at the provider with one email to the donor", async () => {
    const { email, reference } = await give(15, true);
    const plans = await get<PlanList>("/api/admin/plans?status=active");
    expect(plans.plans.find((p) => p.reference === reference)).toMatchObject({ amount: 1500, status: "active", totalGiven: 1500 });
    const cancel = () => finance.request({ method: "POST", url: `/api/admin/plans/${reference}/cancel`, payload: {} });
    expect((await cancel()).statusCode).toBe(204);
    expect((await cancel()).statusCode).toBe(409);
    const [order] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.subscriptionStatus).toBe("cancelled");
    const [plan] = await database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, order!.providerSubscriptionId!));
    expect(plan!.status).toBe("cancelled");
    const sent = (await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter((e) => e.kind === "plan-cancelled");
    expect(sent).toHaveLength(1);
    expect((await get<PlanList>("/api/admin/plans?status=cancelled")).plans.map((p) => p.reference)).toContain(reference);
    const packer = await joinAsStaff(app, database.db, { email: `packer-${kind}@team.test`, role: "fulfilment" });
    expect((await packer.request({ method: "POST", url: `/api/admin/plans/${reference}/cancel`, payload: {} })).statusCode).toBe(403);
  });

  it("finds monthly plans by name, and exports the plans of the current filter as CSV with nothing a spreadsheet would run", async () => {
    const { reference: risky } = await buyWithSandbox(
      app,
      donationBody(7, { frequency: "monthly", donorInfo: { firstName: "=HYPERLINK(\"http://x.test\")", lastName: "Plancsv", email: `risky-${kind}@example.test`, message: "" } }),
    );
    const { reference: stopped } = await buyWithSandbox(
      app,
      donationBody(9, { frequency: "monthly", donorInfo: { firstName: "Esther", lastName: "Plancsv", email: `stopped-${kind}@example.test`, message: "" } }),
    );
    expect((await finance.request({ method: "POST", url: `/api/admin/plans/${stopped}/cancel`, payload: {} })).statusCode).toBe(204);
    expect((await get<PlanList>("/api/admin/plans?q=plancsv")).plans.map((p) => p.reference).sort()).toEqual([risky, stopped].sort());

    const csv = await finance.request({ method: "GET", url: "/api/admin/plans.csv?q=plancsv&status=active" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="monthly-plans-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe('\uFEFF"Reference","Donor","Email","Monthly amount","Status","Since","Total given","Next payment about","Test"');
    // Only the active one: the export is the list as filtered, not every plan.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${risky}","'=HYPERLINK(""http://x.test"") Plancsv","risky-${kind}@example.test","7","Active"`);
    // Given £7 so far, the next payment about a month on, a test plan.
    expect(lines[1]).toMatch(/,"7","\d{4}-\d{2}-\d{2}T[^"]+","yes"$/);
    const cancelled = await finance.request({ method: "GET", url: "/api/admin/plans.csv?q=plancsv&status=cancelled" });
    expect(cancelled.body).toContain(`"${stopped}"`);
    expect(cancelled.body).not.toContain(`"${risky}"`);
    const bad = await finance.request({ method: "GET", url: "/api/admin/plans.csv?status=paused" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: "status", message: "Unknown plan status" }]);
  });

  it("a whole GF- reference typed finds its gift, plan and donor whatever the dates, mode or status chosen", async () => {
    const { email, reference } = await give(12, true);
    // Every filter of the gifts list that would hide this test gift of today.
    for (const filters of ["", "mode=live&", "from=2001-01-01&to=2001-01-31&", "mode=live&from=2001-01-01&"]) {
      for (const typed of [reference, reference.toLowerCase(), reference.replace("-", " ")]) {
        const gifts = await get<GiftList>(`/api/admin/gifts?${filters}q=${encodeURIComponent(typed)}`);
        expect(gifts.gifts.map((g) => g.reference), `${typed} with ${filters}`).toEqual([reference]);
        expect(gifts.totals).toMatchObject({ count: 1, total: 1200 });
      }
    }
    for (const status of ["", "status=active&", "status=cancelled&", "status=past_due&"]) {
      expect((await get<PlanList>(`/api/admin/plans?${status}q=${reference}`)).plans.map((p) => p.reference), status).toEqual([reference]);
    }
    for (const mode of ["", "mode=live&", "mode=test&"]) {
      expect((await get<DonorList>(`/api/admin/donors?${mode}q=${reference}`)).donors.map((d) => d.email), mode).toEqual([email]);
    }
    // Anything else typed keeps to the filters: a name finds no live gift.
    expect((await get<GiftList>("/api/admin/gifts?mode=live&q=ruth")).gifts).toEqual([]);
    expect((await get<PlanList>("/api/admin/plans?status=past_due&q=okafor")).plans).toEqual([]);
  });

  it("a later month of a monthly gift: its own receipt, the gift's refund and first paid date kept, and Gift Aid not claimed once cancelled", async () => {
    const { email, reference } = await give(10, true);
    const [first] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    const [month1] = (await get<GiftList>(`/api/admin/gifts?q=${reference}`)).gifts;
    expect((await finance.request({ method: "POST", url: `/api/admin/gifts/${month1!.id}/refunds`, payload: { amount: 300, reason: "Asked for part back" } })).statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect((await finance.request({ method: "POST", url: "/api/admin/declarations/cancellations", payload: { email, cancelledOn: today, method: "phone" } })).statusCode).toBe(201);

    // Month two: this month's payment fails, the donor saves a new card, and the sandbox charges it.
    const billing = `/sandbox/billing/${first!.providerSubscriptionId}?return_url=${encodeURIComponent("http://shop.test/account")}`;
    expect((await app.inject({ method: "POST", url: billing.replace("?", "/fail?"), headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" })).statusCode).toBe(303);
    const saved = await app.inject({ method: "POST", url: billing, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "card=4000056655665556" });
    expect(saved.statusCode).toBe(303);

    const [now] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    expect(now).toMatchObject({ status: "partially_refunded", refundedTotal: 300, subscriptionStatus: "active", paidAt: first!.paidAt });
    const gifts = (await get<GiftList>(`/api/admin/gifts?q=${reference}`)).gifts;
    expect(gifts.map((g) => g.amount)).toEqual([1000, 1000]);
    // In the order they were queued (a select without order by may return them either way on PostgreSQL).
    const receipts = (await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.createdAt)).filter((e) => e.kind === "donation-receipt");
    expect(receipts.map((e) => e.subject)).toEqual([
      "[TEST] Thank you for your monthly gift to Purpose Movement",
      `[TEST] Receipt for your monthly gift ${reference}: £10.00 on ${formatLongDate(new Date())}`,
    ]);
    const text = receipts[1]!.text.replace(/\s+/g, " ");
    expect(text).toContain(`Gift Aid Not claimed: you cancelled your declaration on ${formatLongDate(new Date(`${today}T00:00:00Z`))}`);
    expect(text).not.toContain("covers this gift");
    expect(text).toContain("Manage or cancel your monthly gift");
  });

  it("lists declarations with their wording, and records a cancellation the donor phoned in", async () => {
    const { email } = await give(30);
    const list = await get<{ declarations: { email: string; wordingVersion: string; cancelledAt: string | null }[] }>(`/api/admin/declarations?q=${email}`);
    expect(list.declarations).toEqual([expect.objectContaining({ email, wordingVersion: "hmrc-model-2024-1", cancelledAt: null })]);
    const today = new Date().toISOString().slice(0, 10);
    const bad = await finance.request({ method: "POST", url: "/api/admin/declarations/cancellations", payload: { email, cancelledOn: today, method: "pigeon" } });
    expect(bad.json().issues).toEqual([{ field: "method", message: "Say how the donor asked: phone, email, letter or in person" }]);
    expect((await finance.request({ method: "POST", url: "/api/admin/declarations/cancellations", payload: { email: "nobody@example.test", cancelledOn: today, method: "phone" } })).statusCode).toBe(404);
    const recorded = await finance.request({ method: "POST", url: "/api/admin/declarations/cancellations", payload: { email, cancelledOn: today, method: "phone" } });
    expect(recorded.statusCode).toBe(201);
    const after = await get<{ declarations: { cancelledHow: string | null }[] }>(`/api/admin/declarations?q=${email}`);
    expect(after.declarations[0]!.cancelledHow).toBe("phone");
  });

  it("shows one donor's plans, gifts and declaration on one page", async () => {
    const { email, reference } = await give(12, true);
    const donor = await get<Donor>(`/api/admin/donors/${encodeURIComponent(email.toUpperCase())}`);
    expect(donor.plans).toEqual([expect.objectContaining({ reference, amount: 1200, status: "active" })]);
    expect(donor.history).toEqual([expect.objectContaining({ reference, kind: "monthly gift", amount: 1200, giftAid: true })]);
    expect(donor.declaration).toMatchObject({ postcode: "SE15 5JR", cancelledAt: null });
    expect((await finance.request({ method: "GET", url: "/api/admin/donors/not-an-address" })).statusCode).toBe(400);
  });

    it("adds up this month's sales, gifts, plans and orders to dispatch on the dashboard, test money apart", async () => {
    const before = await get<Dashboard>("/api/admin/dashboard?test=1");
    await give(20);
    await give(5, true);
    await buyWithSandbox(app, mixedCart);
    const after = await get<Dashboard>("/api/admin/dashboard?test=1");
    expect(after.thisMonth.gifts - before.thisMonth.gifts).toBe(2500);
    expect(after.thisMonth.sales - before.thisMonth.sales).toBe(8995);
    expect(after.activePlans.count - before.activePlans.count).toBe(1);
    expect(after.activePlans.monthlyTotal - before.activePlans.monthlyTotal).toBe(500);
    expect(after.ordersToDispatch - before.ordersToDispatch).toBe(1);
    expect(after.giftAidWaiting - before.giftAidWaiting).toBe(625);
    expect(after.history).toHaveLength(12);
    expect(after.history.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    const live = await get<Dashboard>("/api/admin/dashboard");
    expect(live.thisMonth).toEqual({ sales: 0, orders: 0, gifts: 0, giftCount: 0 });
  });
});
