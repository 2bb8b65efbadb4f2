// Every download of supporters' data from the back office (each CSV, the Gift Aid schedule) is in
// the audit log: who took which export, with which filter. A refused or failed download, which
// sent nothing, records nothing; and no download route can be added without saying what it exports.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

describe.each(testDatabaseKinds)("downloads of supporters' data on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const exported = () => database.db.select().from(auditLog).where(eq(auditLog.action, "data.exported"));

  it("names what each download route exports, so none can be added unaudited", () => {
    const downloads = app.registeredRoutes.filter((route) => route.method === "GET" && /\.csv$|\/schedule\//.test(route.url));
    expect(downloads.length).toBeGreaterThanOrEqual(7);
    expect(downloads.filter((route) => !route.exports).map((route) => route.url)).toEqual([]);
  });

  it("records who took each export and with which filter, once per download", async () => {
    await buyWithSandbox(
      app,
      donationBody(20, {
        donorInfo: { firstName: "Ruth", lastName: "Okafor", email: `ruth-${kind}@example.test`, message: "" },
        giftAid: { address: "12 Peckham Road, London", postcode: "SE15 5JR" },
      }),
    );
    const claim = await owner.request({ method: "POST", url: "/api/admin/gift-aid/claims", payload: { test: true } });
    expect(claim.statusCode, claim.body).toBe(201);
    const claimId = claim.json<{ id: string }>().id;

    const schedule = `/api/admin/gift-aid/claims/${claimId}/schedule`;
    const downloads: [url: string, what: string, details: object][] = [
      // What was searched for (a name, an address) is not written down: only that there was a search.
      ["/api/admin/orders.csv?q=okafor&payment=paid", "orders", { path: "/api/admin/orders.csv", filters: { payment: "paid" }, searched: true }],
      ["/api/admin/gifts.csv?mode=test", "gifts", { path: "/api/admin/gifts.csv", filters: { mode: "test" }, searched: false }],
      ["/api/admin/plans.csv", "monthly-plans", { path: "/api/admin/plans.csv", filters: {}, searched: false }],
      ["/api/admin/donors.csv?q=ruth", "donors", { path: "/api/admin/donors.csv", filters: {}, searched: true }],
      ["/api/admin/subscribers.csv", "subscribers", { path: "/api/admin/subscribers.csv", filters: {}, searched: false }],
      [`${schedule}/1`, "gift-aid-schedule", { path: `${schedule}/1`, filters: {}, searched: false }],
      [`${schedule}.csv`, "gift-aid-schedule", { path: `${schedule}.csv`, filters: {}, searched: false }],
    ];
    for (const [url, what, details] of downloads) {
      const before = (await exported()).length;
      const response = await owner.request({ method: "GET", url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      const entries = (await exported()).slice(before);
      expect(entries, url).toEqual([expect.objectContaining({ actorLabel: "owner@team.test", targetType: "export", targetId: what, details })]);
      expect(JSON.stringify(entries)).not.toMatch(/okafor|ruth/i);
    }
  });

  it("records nothing for a download that was refused or failed", async () => {
    const packer = await joinAsStaff(app, database.db, { email: `packer-${kind}@team.test`, role: "fulfilment" });
    const before = (await exported()).length;
    expect((await packer.request({ method: "GET", url: "/api/admin/donors.csv" })).statusCode).toBe(403);
    expect((await owner.request({ method: "GET", url: "/api/admin/gifts.csv?mode=both" })).statusCode).toBe(400);
    expect((await owner.request({ method: "GET", url: "/api/admin/gift-aid/claims/00000000-0000-4000-8000-000000000000/schedule.csv" })).statusCode).toBe(404);
    expect(await exported()).toHaveLength(before);
    const packers = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "data.exported"), eq(auditLog.actorLabel, `packer-${kind}@team.test`)));
    expect(packers).toEqual([]);
  });
});
