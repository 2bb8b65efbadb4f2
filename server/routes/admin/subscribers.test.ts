// Newsletter subscribers for owners: people sign up through the public form and confirm by
// the emailed link; the owner sees each address with its proof of consent, filters and
// searches, exports the confirmed ones as a spreadsheet-safe CSV, and unsubscribes someone
// who asked (once, audited). Other roles are refused.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Subscriber, SubscriberList } from "../../../core/schemas/admin-subscribers";
import { auditLog, newsletterSubscribers } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, latestEmail, type StaffAgent } from "../../test-support/staff";

const someId = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabaseKinds)("newsletter subscribers in the back office on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let finance: StaffAgent;
  let packer: StaffAgent;

  /** Signs up through the public form; `confirm` follows the link in the confirmation email. */
  async function signUp(body: Record<string, unknown>, confirm: boolean) {
    const response = await app.inject({ method: "POST", url: "/api/newsletter", payload: body });
    expect(response.statusCode, response.body).toBe(202);
    const email = String(body.email).toLowerCase();
    if (confirm) {
      const message = await latestEmail(database.db, email, "newsletter-confirmation");
      const link = /http:\/\/shop\.test(\/newsletter\/confirm\?token=[^\s<>"]+)/.exec(message!.text);
      expect(link, message?.text).not.toBeNull();
      const confirmed = await app.inject({ method: "GET", url: link![1]! });
      expect(confirmed.headers.location).toBe("/newsletter/confirmed");
    }
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return row!;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
    packer = await joinAsStaff(app, database.db, { email: "packer@team.test", role: "fulfilment" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const list = async (query = "") => {
    const response = await owner.request({ method: "GET", url: `/api/admin/subscribers${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubscriberList>();
  };
  const unsubscribe = (id: string, agent = owner) => agent.request({ method: "POST", url: `/api/admin/subscribers/${id}/unsubscribe`, payload: {} });

  let grace: Subscriber["id"];
  let footer: Subscriber["id"];
  let sneaky: Subscriber["id"];
  let pending: Subscriber["id"];

  it("lists every address newest first with when and where consent was given and confirmed", async () => {
    grace = (await signUp({ firstName: "Grace", lastName: "Mensah", email: "Grace.Mensah@Example.org", source: "connect" }, true)).id;
    footer = (await signUp({ email: "footer@example.org" }, true)).id;
    sneaky = (await signUp({ firstName: '=HYPERLINK("x")', lastName: "+Smith", email: "sneaky@example.org", source: "connect" }, true)).id;
    pending = (await signUp({ firstName: "Pat", lastName: "Pending", email: "pat@example.org", source: "connect" }, false)).id;

    const all = await list();
    expect(all.subscribers.map((s) => s.id)).toEqual([pending, sneaky, footer, grace]);
    expect(all.next).toBeNull();
    const first = all.subscribers.find((s) => s.id === grace)!;
    expect(first).toMatchObject({
      email: "grace.mensah@example.org",
      firstName: "Grace",
      lastName: "Mensah",
      status: "confirmed",
      source: "connect",
      unsubscribedAt: null,
    });
    for (const at of [first.createdAt, first.confirmationSentAt, first.confirmedAt]) expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Date.parse(first.confirmedAt!)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    expect(all.subscribers.find((s) => s.id === footer)).toMatchObject({ source: "footer", firstName: null, lastName: null, status: "confirmed" });
    expect(all.subscribers.find((s) => s.id === pending)).toMatchObject({ status: "pending", confirmedAt: null });
  });

  it("filters by status and finds an address or a name by its start, in any case", async () => {
    expect((await list("?status=pending")).subscribers.map((s) => s.id)).toEqual([pending]);
    expect((await list("?status=confirmed")).subscribers.map((s) => s.id)).toEqual([sneaky, footer, grace]);
    expect((await list("?status=unsubscribed")).subscribers).toEqual([]);
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).subscribers.map((s) => s.id);
    expect(await found("GRACE.m")).toEqual([grace]);
    expect(await found("grace mensah")).toEqual([grace]);
    expect(await found("mens")).toEqual([grace]);
    expect(await found("foot")).toEqual([footer]);
    expect(await found("example")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect((await list("?status=confirmed&q=pat")).subscribers).toEqual([]);

    const bad = await owner.request({ method: "GET", url: "/api/admin/subscribers?status=everyone" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual(["status"]);
  });

  it("exports only confirmed subscribers as CSV with a BOM, formulas made inert", async () => {
    const response = await owner.request({ method: "GET", url: "/api/admin/subscribers.csv" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe('"Email","First name","Last name","Confirmed","Source","Basis","Soft opt-in date"');
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(['"grace.mensah@example.org"', '"footer@example.org"', '"sneaky@example.org"']);
    expect(lines[1]).toMatch(/^"grace\.mensah@example\.org","Grace","Mensah","\d{4}-\d{2}-\d{2}T[^"]+Z","connect","consent",""$/);
    expect(lines[2]).toMatch(/^"footer@example\.org","","",".+","footer","consent",""$/);
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")","'+Smith"`);
    expect(response.body).not.toContain("pat@example.org");
    expect(lines.slice(1).join("\n")).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it("unsubscribes someone who asked, once: a second request changes nothing, and the audit log has one entry", async () => {
    const first = await unsubscribe(grace);
    expect(first.statusCode, first.body).toBe(200);
    const done = first.json<Subscriber>();
    expect(done).toMatchObject({ id: grace, status: "unsubscribed", confirmedAt: expect.any(String) });
    expect(done.unsubscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const second = await unsubscribe(grace);
    expect(second.statusCode).toBe(200);
    expect(second.json<Subscriber>()).toEqual(done);

    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "subscriber.unsubscribed"), eq(auditLog.targetId, grace)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorLabel: "owner@team.test", targetType: "subscriber", details: { from: "confirmed" } });
    // The address is kept out of the append-only log.
    expect(JSON.stringify(entries)).not.toContain("grace.mensah");

    expect((await list("?status=unsubscribed")).subscribers.map((s) => s.id)).toEqual([grace]);
    const csv = await owner.request({ method: "GET", url: "/api/admin/subscribers.csv" });
    expect(csv.body).not.toContain("grace.mensah@example.org");
    // A pending address can be unsubscribed too.
    expect((await unsubscribe(pending)).json<Subscriber>().status).toBe("unsubscribed");

    expect((await unsubscribe(someId)).statusCode).toBe(404);
    const malformed = await unsubscribe("nope");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues.map((i: { field: string }) => i.field)).toEqual(["id"]);
  });

  it("pages 50 at a time with a keyset cursor, even through rows made at the same instant", async () => {
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 51 }, (_, i) => ({
        email: `bulk${String(i).padStart(2, "0")}@paging.test`,
        source: "footer" as const,
        status: "confirmed" as const,
        confirmedAt: sql`now()`,
        createdAt: sql`now() - interval '1 day'`,
      })),
    );
    const first = await list("?q=bulk");
    expect(first.subscribers).toHaveLength(50);
    const second = await list(`?q=bulk&after=${encodeURIComponent(first.next!)}`);
    expect(second.subscribers).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(new Set([...first.subscribers, ...second.subscribers].map((s) => s.id)).size).toBe(51);
    // The export reads every page too (500 at a time): 2 confirmed from the form, 51 here.
    const csv = await owner.request({ method: "GET", url: "/api/admin/subscribers.csv" });
    expect(csv.body.trim().split("\r\n")).toHaveLength(1 + 2 + 51);

    const forged = await owner.request({ method: "GET", url: "/api/admin/subscribers?after=not-a-cursor" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().issues).toEqual([{ field: "after", message: "Not a page cursor" }]);
  });

  it("walks the confirmed subscribers page by page for the export, whatever the page size", async () => {
    const { createNewsletterAdmin } = await import("../../services/newsletter-admin");
    const { createAuditLog } = await import("../../services/staff/audit-log");
    const admin = createNewsletterAdmin({ db: database.db, audit: createAuditLog(database.db) });
    const seen: string[] = [];
    for await (const page of admin.eachConfirmed(7)) seen.push(...page.map((s) => s.email));
    expect(seen).toHaveLength(53);
    expect(new Set(seen).size).toBe(53);
    expect(seen.at(-1)).toBe("sneaky@example.org");
  });

  it("refuses subscribers to finance and fulfilment", async () => {
    for (const agent of [finance, packer]) {
      for (const response of [
        await agent.request({ method: "GET", url: "/api/admin/subscribers" }),
        await agent.request({ method: "GET", url: "/api/admin/subscribers.csv" }),
        await unsubscribe(footer, agent),
      ]) {
        expect(response.statusCode, `${agent.email}: ${response.body}`).toBe(403);
      }
    }
    expect((await list("?q=footer")).subscribers[0]?.status).toBe("confirmed");
  });
});
