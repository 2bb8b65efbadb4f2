// Subject access: one person put into every table that can hold their address, then exported
// by an owner as JSON and as a readable page; each appears, and what they typed stays inert.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody, merchandiseBody } from "../../test-support/payments";
import { joinAsStaff, TEST_ORIGIN, type StaffAgent } from "../../test-support/staff";

const PERSON = { firstName: "Abena", lastName: "Owusu", email: "abena@example.test" };

describe.each(testDatabaseKinds)("subject access on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });

    const order = merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Navy" }]);
    const { reference } = await buyWithSandbox(app, { ...order, donorInfo: { ...order.donorInfo, ...PERSON } });
    await owner.request({ method: "POST", url: `/api/admin/orders/${reference}/notes`, payload: { body: "Asked for a gift receipt" } });
    await buyWithSandbox(app, donationBody(20, { donorInfo: { ...PERSON, message: "<script>alert(1)</script> With love" }, giftAid: { address: "3 Rye Lane, London", postcode: "SE15 4ZX" } }));
    const today = new Date().toISOString().slice(0, 10);
    await owner.request({ method: "POST", url: "/api/admin/declarations/cancellations", payload: { email: PERSON.email, cancelledOn: today, method: "phone" } });
    await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: PERSON.email } });
    await app.inject({
      method: "POST",
      url: "/api/speaking-requests",
      payload: { name: "Abena Owusu", email: PERSON.email, organisation: "St Mark's", eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), location: "Croydon", message: "Please come." },
    });
    await app.inject({ method: "POST", url: "/account/sign-in", headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, payload: `email=${encodeURIComponent(PERSON.email)}` });
    // The link is looked up and emailed in the background (server/jobs/sign-in-requests.ts).
    await app.signInRequests.settled();
    await app.inject({ method: "POST", url: "/privacy/complaint", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: new URLSearchParams({ name: "Abena Owusu", email: PERSON.email, message: "You shared my address." }).toString() });
    // Last: it unsubscribes her newsletter signup.
    await owner.request({ method: "POST", url: "/api/admin/suppressions", payload: { email: PERSON.email, name: "Abena Owusu" } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const exportFor = (email: string, format?: string, agent = owner) => agent.request({ method: "POST", url: "/api/admin/privacy/export", payload: { email, ...(format && { format }) } });

  it("exports everything held about an address as JSON, every kind of record present", async () => {
    const response = await exportFor("ABENA@example.test");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="personal-data.json"');
    const data = response.json();
    expect(data.email).toBe(PERSON.email);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ firstName: "Abena", lines: [expect.objectContaining({ size: "M" })], events: [expect.objectContaining({ body: "Asked for a gift receipt" })] });
    expect(data.gifts[0]).toMatchObject({ giftAidPostcode: "SE15 4ZX", payments: [expect.objectContaining({ amount: 2000 })] });
    expect(data.giftAidCancellations).toEqual([expect.objectContaining({ method: "phone" })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: "unsubscribed", basis: "consent", basisInWords: expect.stringMatching(/^Consent: given on /) })]);
    expect(data.complaints).toEqual([expect.objectContaining({ message: "You shared my address.", notes: [] })]);
    expect(data.fundraisingPreferenceRequests).toEqual([expect.objectContaining({ name: "Abena Owusu", liftedAt: null })]);
    expect(data.speakingRequests).toEqual([expect.objectContaining({ organisation: "St Mark's", notes: [] })]);
    expect(data.emailsSent.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(["order-confirmation", "donation-receipt", "newsletter-confirmation", "account-sign-in", "complaint-acknowledgement"]));
    expect(data.accountSignIns).toEqual([expect.objectContaining({ kind: "sign-in link" })]);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "privacy.exported"));
    expect(audited.map((a) => a.targetId)).toContain(PERSON.email);
  });

  it("gives a readable page with what the person typed shown as text", async () => {
    const page = await exportFor(PERSON.email, "html");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain("<h1>Personal data held about abena@example.test</h1>");
    expect(page.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; With love");
    expect(page.body).not.toContain("<script>alert(1)");
  });

  it("says so for an address it holds nothing about, and is for owners only", async () => {
    const unknown = await exportFor("nobody@example.test");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Nothing is held about nobody@example.test");
    expect((await exportFor("not an address")).statusCode).toBe(400);
    const finance = await joinAsStaff(app, database.db, { email: `finance-${kind}@team.test`, role: "finance" });
    expect((await exportFor(PERSON.email, undefined, finance)).statusCode).toBe(403);
  });
});
