// Each person's own back-office choices (/api/admin/preferences): test payments shown while
// payments take no real money unless the person chose otherwise, kept per person on the server,
// changed key by key, refused with the field named, never audited; and the dashboard adding up
// what that choice shows, so a new site's paid sandbox order is counted as waiting to dispatch.
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { takesRealMoney } from "../../payments/live-mode";
import { createStaffPreferences } from "../../services/staff/preferences";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody, merchandiseBody } from "../../test-support/payments";
import { adminRequest, joinAsStaff, type StaffAgent } from "../../test-support/staff";

describe("whether payments take real money", () => {
  it("only Stripe with a live key does", () => {
    expect(takesRealMoney({ PAYMENT_PROVIDER: "sandbox", STRIPE_SECRET_KEY: undefined })).toBe(false);
    expect(takesRealMoney({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" })).toBe(false);
    expect(takesRealMoney({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_abc" })).toBe(true);
    expect(takesRealMoney({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "rk_live_abc" })).toBe(true);
  });
});

describe.each(testDatabaseKinds)("staff preferences on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let finance: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const read = (agent: StaffAgent) => agent.request({ method: "GET", url: "/api/admin/preferences" });
  const change = (agent: StaffAgent, payload: object) => agent.request({ method: "PATCH", url: "/api/admin/preferences", payload });
  const audited = async () => (await database.db.select({ n: count() }).from(auditLog))[0]!.n;

  it("answers 401 to a request without a session, reading or changing", async () => {
    for (const method of ["GET", "PATCH"] as const) {
      const response = await adminRequest(app, { method, url: "/api/admin/preferences", ...(method === "PATCH" && { payload: { testPayments: false } }) });
      expect(response.statusCode, method).toBe(401);
    }
  });

  it("shows test payments while the sandbox runs, until the person chooses otherwise, for that person only and without an audit entry", async () => {
    expect((await read(owner)).json()).toEqual({ testPayments: true, testPaymentsChosen: false, paymentsLive: false, goLiveFolded: false });
    const before = await audited();

    const hidden = await change(owner, { testPayments: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ testPayments: false, testPaymentsChosen: true });
    // Kept on the server: the next read (another device) says the same; a colleague keeps the default.
    expect((await read(owner)).json()).toMatchObject({ testPayments: false, testPaymentsChosen: true });
    expect((await read(finance)).json()).toMatchObject({ testPayments: true, testPaymentsChosen: false });

    // One choice changed leaves the other as it was.
    expect((await change(owner, { goLiveFolded: true })).json()).toEqual({ testPayments: false, testPaymentsChosen: true, paymentsLive: false, goLiveFolded: true });
    expect((await change(owner, { testPayments: null })).json()).toEqual({ testPayments: true, testPaymentsChosen: false, paymentsLive: false, goLiveFolded: true });

    // A personal view, not a change to the site: nothing in the audit log.
    expect(await audited()).toBe(before);
  });

  it("refuses what is not a choice, naming the field, and changes nothing", async () => {
    await change(finance, { testPayments: false });
    for (const [payload, field] of [
      [{ testPayments: "yes" }, "testPayments"],
      [{ goLiveFolded: 1 }, "goLiveFolded"],
    ] as const) {
      const response = await change(finance, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues).toContainEqual({ field, message: expect.any(String) });
    }
    expect((await change(finance, { showTest: true })).statusCode).toBe(400);
    expect((await read(finance)).json()).toMatchObject({ testPayments: false, goLiveFolded: false });
  });

  it("hides test payments by default once payments take real money, and still shows them to whoever chose to see them", async () => {
    const live = createStaffPreferences({ db: database.db, paymentsLive: true });
    const idOf = async (agent: StaffAgent): Promise<string> => (await agent.request({ method: "GET", url: "/api/admin/me" })).json().staff.id;
    const [ownerId, financeId] = [await idOf(owner), await idOf(finance)];
    await change(owner, { testPayments: null });
    expect(await live.read(ownerId)).toEqual({ testPayments: false, testPaymentsChosen: false, paymentsLive: true, goLiveFolded: true });
    await change(finance, { testPayments: true });
    expect(await live.read(financeId)).toMatchObject({ testPayments: true, testPaymentsChosen: true });
  });

  it("adds up live, test or both on the dashboard: a paid sandbox order is waiting to dispatch when test payments are shown", async () => {
    await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Navy" }]));
    const { reference: plan } = await buyWithSandbox(app, donationBody(12, { frequency: "monthly" }));
    const dashboard = async (query: string) => {
      const response = await owner.request({ method: "GET", url: `/api/admin/dashboard${query}` });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    expect(await dashboard("")).toMatchObject({ payments: "live", ordersToDispatch: 0, activePlans: { count: 0 } });
    expect(await dashboard("?test=1")).toMatchObject({ payments: "test", ordersToDispatch: 1, activePlans: { count: 1, monthlyTotal: 1200 } });
    const both = await dashboard("?payments=both");
    expect(both).toMatchObject({ payments: "both", ordersToDispatch: 1, activePlans: { count: 1, monthlyTotal: 1200 } });
    expect(both.thisMonth.gifts).toBe(1200);
    expect(both.thisMonth.sales).toBeGreaterThan(0);
    const refused = await owner.request({ method: "GET", url: "/api/admin/dashboard?payments=all" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual({ field: "payments", message: "Choose live, test or both" });

    // The monthly plans list takes the same choice as the gifts and orders lists.
    const plans = async (mode: string) => (await owner.request({ method: "GET", url: `/api/admin/plans?mode=${mode}` })).json().plans.map((p: { reference: string }) => p.reference);
    expect(await plans("live")).toEqual([]);
    expect(await plans("test")).toEqual([plan]);
  });
});
