// Supporters' rights under the 2026 rules, as a person and an owner meet them: a complaint about
// how we handle someone's data (stored, acknowledged by email at once, worked through by owners
// only, audited), the charitable-purpose soft opt-in (off until turned on; joins a paying
// supporter who left the box unticked, when the payment is paid), and the Fundraising Preference
// Service (a suppressed address is refused by signups and the soft opt-in, still gets receipts,
// and stays suppressed after an erasure). Subject access and erasure cover all of it.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComplaintDetail, ComplaintList } from "../../core/schemas/complaint";
import type { Suppression, SuppressionList } from "../../core/schemas/admin-suppressions";
import type { SubscriberList } from "../../core/schemas/admin-subscribers";
import { SIGNUP_ACCEPTED_MESSAGE } from "../../core/schemas/newsletter";
import { auditLog, complaints, marketingSuppressions, newsletterSubscribers, outboxEmails } from "../db/schema/index";
import { buildTestApp, outboxSettled, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { buyWithSandbox, customer, donationBody, merchandiseBody } from "../test-support/payments";
import { SmtpInbox } from "../test-support/smtp-inbox";
import { joinAsStaff, type StaffAgent } from "../test-support/staff";

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

const complaint = { name: "Grace Mensah", email: "Grace.Mensah@Example.org ", message: "You kept emailing me after I asked you to stop.\nPlease explain why." };

describe.each(testDatabaseKinds)("supporters' rights on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let finance: StaffAgent;
  let packer: StaffAgent;
  const inbox = new SmtpInbox();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await inbox.start(0);
    app = await buildTestApp(database, { env: { SMTP_URL: inbox.url } });
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
    packer = await joinAsStaff(app, database.db, { email: "packer@team.test", role: "fulfilment" });
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
    await database.close();
  });

  const sendComplaint = (fields: Record<string, string>) => app.inject({ method: "POST", url: "/privacy/complaint", ...form(fields) });
  const subscriberOf = async (email: string) => (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const emailsTo = async (email: string) => (await database.db.select().from(outboxEmails)).filter((e) => e.to.toLowerCase() === email);
  const setSoftOptIn = async (on: boolean) => {
    const response = await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { softOptIn: on } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ softOptIn: on });
  };

  describe("a complaint about how we handle someone's data", () => {
    let id = "";

    it("shows a form with its three fields and no script", async () => {
      const page = await app.inject({ method: "GET", url: "/privacy/complaint" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      for (const label of ["Your name", "Your email address", "What happened"]) expect(page.body).toContain(`>${label}</label>`);
      expect(page.body).not.toContain("<script");
      expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    });

    it("stores the complaint and emails an acknowledgement at once, and the organisation a notice", async () => {
      const sent = await sendComplaint(complaint);
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe("/privacy/complaint?sent=1");
      const rows = await database.db.select().from(complaints);
      expect(rows).toHaveLength(1);
      const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(rows[0]).toMatchObject({ name: "Grace Mensah", email: "grace.mensah@example.org", message: complaint.message, status: "new", answerDueOn: due });
      id = rows[0]!.id;

      const [acknowledgement] = await waitFor(() => inbox.to("grace.mensah@example.org").length > 0 && inbox.to("grace.mensah@example.org"));
      expect(acknowledgement!.subject).toMatch(/complaint/i);
      expect(acknowledgement!.text).toMatch(/without undue delay/);
      expect(acknowledgement!.text).toContain(new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date(`${due}T12:00:00Z`)));
      expect(acknowledgement!.text).toMatch(/ico\.org\.uk\/make-a-complaint/);
      // A public form's email repeats nothing typed into it.
      expect(acknowledgement!.text).not.toContain("kept emailing me");

      const [notice] = await waitFor(() => {
        const found = inbox.to("team@purposemovement.test").filter((m) => m.headers["reply-to"] === "grace.mensah@example.org");
        return found.length > 0 && found;
      });
      expect(notice!.subject).toMatch(/complaint/i);
      expect(notice!.text).toContain("kept emailing me");

      const thanks = await app.inject({ method: "GET", url: "/privacy/complaint?sent=1" });
      expect(thanks.body).toContain("We've emailed you an acknowledgement");
    });

    it("refuses bad input beside each field, keeps what was typed, and stores and sends nothing", async () => {
      const before = (await database.db.select().from(outboxEmails)).length;
      const refused = await sendComplaint({ name: "Tom\u0007Brown", email: "not-an-address", message: "" });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('id="name-error"');
      expect(refused.body).toContain("control characters");
      expect(refused.body).toContain('id="email-error"');
      expect(refused.body).toContain("Enter a valid email address");
      expect(refused.body).toContain('id="message-error"');
      expect(refused.body).toContain('value="not-an-address"');
      expect(refused.body).toContain('value="TomBrown"');
      expect(refused.body).toMatch(/<textarea[^>]*aria-invalid="true"/);

      const tooLong = await sendComplaint({ ...complaint, message: "x".repeat(5001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.body).toContain("Keep your description of what happened to 5000 characters or fewer");
      const markup = await sendComplaint({ ...complaint, name: '<script>alert("x")</script>' , email: "bad" });
      expect(markup.body).not.toContain('<script>alert("x")</script>');
      expect(markup.body).toContain("&lt;script&gt;");

      expect(await database.db.select().from(complaints)).toHaveLength(1);
      expect(await database.db.select().from(outboxEmails)).toHaveLength(before);
    });

    it("answers a filled honeypot as a success and keeps nothing", async () => {
      const trapped = await sendComplaint({ ...complaint, email: "bot@example.org", website: "http://spam.example" });
      expect(trapped.statusCode).toBe(303);
      expect(await database.db.select().from(complaints).where(eq(complaints.email, "bot@example.org"))).toHaveLength(0);
    });

    it("is listed for owners, counted while new, and each change is audited with before and after", async () => {
      const count = await owner.request({ method: "GET", url: "/api/admin/complaints/new-count" });
      expect(count.json()).toEqual({ count: 1 });
      const list = (await owner.request({ method: "GET", url: "/api/admin/complaints" })).json<ComplaintList>();
      expect(list.complaints.map((c) => c.id)).toEqual([id]);

      const changed = await owner.request({ method: "PATCH", url: `/api/admin/complaints/${id}`, payload: { status: "acknowledged", answerDueOn: "2027-01-15" } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<ComplaintDetail>()).toMatchObject({ status: "acknowledged", answerDueOn: "2027-01-15" });
      const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "complaint.changed"), eq(auditLog.targetId, id)));
      expect(entry!.details).toMatchObject({ before: { status: "new" }, after: { status: "acknowledged", answerDueOn: "2027-01-15" } });

      // The same again changes, and records, nothing.
      await owner.request({ method: "PATCH", url: `/api/admin/complaints/${id}`, payload: { status: "acknowledged" } });
      expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "complaint.changed"))).toHaveLength(1);

      const noted = await owner.request({ method: "POST", url: `/api/admin/complaints/${id}/notes`, payload: { body: "Called Grace; she was on an old list." } });
      expect(noted.statusCode).toBe(201);
      const detail = (await owner.request({ method: "GET", url: `/api/admin/complaints/${id}` })).json<ComplaintDetail>();
      expect(detail.notes).toEqual([expect.objectContaining({ body: "Called Grace; she was on an old list.", by: expect.any(String) })]);
      expect((await owner.request({ method: "GET", url: "/api/admin/complaints/new-count" })).json()).toEqual({ count: 0 });

      const bad = await owner.request({ method: "PATCH", url: `/api/admin/complaints/${id}`, payload: { status: "lost", answerDueOn: "2027-02-30" } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["answerDueOn", "status"]);
    });

    it("is refused to finance and fulfilment", async () => {
      for (const agent of [finance, packer]) {
        for (const request of [
          { method: "GET" as const, url: "/api/admin/complaints" },
          { method: "GET" as const, url: `/api/admin/complaints/${id}` },
          { method: "PATCH" as const, url: `/api/admin/complaints/${id}`, payload: { status: "closed" } },
          { method: "GET" as const, url: "/api/admin/suppressions" },
          { method: "POST" as const, url: "/api/admin/suppressions", payload: { email: "x@example.org" } },
          { method: "PATCH" as const, url: "/api/admin/settings", payload: { softOptIn: true } },
        ]) {
          expect((await agent.request(request)).statusCode, `${agent.email} ${request.method} ${request.url}`).toBe(403);
        }
      }
    });
  });

  describe("the charitable-purpose soft opt-in", () => {
    it("is off until an owner turns it on, and the public setting says so, never cached without asking", async () => {
      const read = await app.inject({ method: "GET", url: "/api/public-settings" });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ softOptIn: false });
      expect(read.headers["cache-control"]).toBe("no-cache");
      expect((await owner.request({ method: "GET", url: "/api/admin/settings" })).json()).toMatchObject({ softOptIn: false });
    });

    it("adds nobody while it is off, whatever the browser sends", async () => {
      await buyWithSandbox(app, donationBody(20, { donorInfo: { firstName: "Off", lastName: "Person", email: "off@example.org" }, newsOptOut: false }));
      expect(await subscriberOf("off@example.org")).toBeUndefined();
    });

    it("once on, joins a donor who left the box unticked when the gift is paid, with no confirmation email", async () => {
      await setSoftOptIn(true);
      const [audited] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "settings.changed"), eq(auditLog.targetId, "newsletter_soft_opt_in")));
      expect(audited!.details).toEqual({ before: false, after: true });
      expect((await app.inject({ method: "GET", url: "/api/public-settings" })).json()).toEqual({ softOptIn: true });

      // Started but never paid: not on the list.
      await buyWithSandbox(app, donationBody(15, { donorInfo: { firstName: "Una", lastName: "Paid", email: "unpaid@example.org" }, newsOptOut: false }), { pay: false });
      expect(await subscriberOf("unpaid@example.org")).toBeUndefined();

      await buyWithSandbox(app, donationBody(25, { donorInfo: { firstName: "Sola", lastName: "Ade", email: "Sola@Example.org" }, newsOptOut: false }));
      const joined = await subscriberOf("sola@example.org");
      expect(joined).toMatchObject({ status: "confirmed", basis: "soft_opt_in", source: "gift", firstName: "Sola", lastName: "Ade", confirmedAt: null });
      expect(joined!.softOptInAt).toBeInstanceOf(Date);
      expect((await emailsTo("sola@example.org")).map((e) => e.kind)).toEqual(["donation-receipt"]);

      await buyWithSandbox(app, { ...merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black" }]), donorInfo: { ...customer, email: "buyer@example.org" }, newsOptOut: false });
      expect(await subscriberOf("buyer@example.org")).toMatchObject({ basis: "soft_opt_in", source: "order" });
    });

    it("leaves out a supporter who ticked the box, one who was not offered it, and one who unsubscribed", async () => {
      await buyWithSandbox(app, donationBody(25, { donorInfo: { firstName: "No", lastName: "Thanks", email: "ticked@example.org" }, newsOptOut: true }));
      expect(await subscriberOf("ticked@example.org")).toBeUndefined();
      await buyWithSandbox(app, donationBody(25, { donorInfo: { firstName: "Not", lastName: "Offered", email: "unoffered@example.org" } }));
      expect(await subscriberOf("unoffered@example.org")).toBeUndefined();

      await database.db.insert(newsletterSubscribers).values({ email: "left@example.org", source: "footer", status: "unsubscribed", unsubscribedAt: new Date() });
      await buyWithSandbox(app, donationBody(25, { donorInfo: { firstName: "Left", lastName: "Before", email: "left@example.org" }, newsOptOut: false }));
      expect(await subscriberOf("left@example.org")).toMatchObject({ status: "unsubscribed", basis: "consent" });
    });

    it("refuses a newsOptOut that is not true or false, naming the field", async () => {
      const response = await app.inject({ method: "POST", url: "/api/create-payment", payload: { ...donationBody(25), newsOptOut: "yes" } });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toEqual(["newsOptOut"]);
    });

    it("shows each subscriber's basis in the list and the CSV", async () => {
      const list = (await owner.request({ method: "GET", url: "/api/admin/subscribers?q=sola" })).json<SubscriberList>();
      expect(list.subscribers).toEqual([expect.objectContaining({ email: "sola@example.org", basis: "soft_opt_in", source: "gift", softOptInAt: expect.any(String) })]);
      const csv = await owner.request({ method: "GET", url: "/api/admin/subscribers.csv" });
      expect(csv.body).toMatch(/"sola@example\.org","Sola","Ade","","gift","soft_opt_in","\d{4}-\d{2}-\d{2}T[^"]+"/);
    });
  });

  describe("the Fundraising Preference Service", () => {
    let suppression: Suppression;

    it("records a request (audited, without the address in the log), unsubscribing the address at once", async () => {
      await database.db.insert(newsletterSubscribers).values({ email: "fps@example.org", source: "connect", status: "confirmed", confirmedAt: new Date(), firstName: "Faith" });
      const recorded = await owner.request({ method: "POST", url: "/api/admin/suppressions", payload: { email: "  FPS@Example.ORG ", name: "Faith Peters", address: "1 High Street, Leeds" } });
      expect(recorded.statusCode, recorded.body).toBe(201);
      suppression = recorded.json<Suppression>();
      expect(suppression).toMatchObject({ email: "fps@example.org", name: "Faith Peters", liftedAt: null });
      expect(await subscriberOf("fps@example.org")).toMatchObject({ status: "unsubscribed" });
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "suppression.recorded"));
      expect(entry!.targetId).toBe(suppression.id);
      expect(JSON.stringify(entry!.details)).not.toContain("fps@example.org");

      const again = await owner.request({ method: "POST", url: "/api/admin/suppressions", payload: { email: "fps@example.org" } });
      expect(again.statusCode).toBe(200);
      expect(again.json<Suppression>().id).toBe(suppression.id);
      const listed = (await owner.request({ method: "GET", url: "/api/admin/suppressions" })).json<SuppressionList>();
      expect(listed.suppressions.map((s) => s.id)).toEqual([suppression.id]);

      const bad = await owner.request({ method: "POST", url: "/api/admin/suppressions", payload: { email: "nobody", name: "A\u0000B" } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["email", "name"]);
    });

    it("refuses a new signup however the address is typed, answering as it would anyway", async () => {
      for (const body of [{ source: "footer", email: "Fps@example.org" }, { source: "connect", firstName: "Faith", lastName: "Peters", email: " fps@EXAMPLE.org" }]) {
        const response = await app.inject({ method: "POST", url: "/api/newsletter", payload: body });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: SIGNUP_ACCEPTED_MESSAGE });
      }
      expect(await subscriberOf("fps@example.org")).toMatchObject({ status: "unsubscribed" });
      expect((await emailsTo("fps@example.org")).filter((e) => e.kind === "newsletter-confirmation")).toHaveLength(0);
    });

    it("keeps them out of the soft opt-in, but their gift's receipt still goes", async () => {
      await buyWithSandbox(app, donationBody(30, { donorInfo: { firstName: "Faith", lastName: "Peters", email: "fps@example.org" }, newsOptOut: false }));
      expect(await subscriberOf("fps@example.org")).toMatchObject({ status: "unsubscribed", basis: "consent" });
      await outboxSettled(app);
      const receipts = inbox.to("fps@example.org").filter((m) => /Thank you for your gift/.test(m.subject));
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text).toMatch(/GF-\d{5,}/);
    });

    it("puts complaints, the request and each subscription's basis into subject access", async () => {
      const sola = await owner.request({ method: "POST", url: "/api/admin/privacy/export", payload: { email: "sola@example.org" } });
      expect(sola.json().newsletter).toEqual([expect.objectContaining({ basis: "soft_opt_in", source: "gift", basisInWords: expect.stringMatching(/^Soft opt-in: collected with your gift on \d{4}-\d{2}-\d{2}/) })]);
      const grace = (await owner.request({ method: "POST", url: "/api/admin/privacy/export", payload: { email: "grace.mensah@example.org" } })).json();
      expect(grace.complaints).toEqual([expect.objectContaining({ message: complaint.message, notes: [expect.objectContaining({ body: "Called Grace; she was on an old list." })] })]);
      const faith = (await owner.request({ method: "POST", url: "/api/admin/privacy/export", payload: { email: "fps@example.org" } })).json();
      expect(faith.fundraisingPreferenceRequests).toEqual([expect.objectContaining({ name: "Faith Peters", address: "1 High Street, Leeds" })]);
      expect(JSON.stringify(faith.fundraisingPreferenceRequests)).not.toMatch(/[0-9a-f]{64}/);
    });

    it("erases complaints, and keeps only the address's hash of a request, which still holds", async () => {
      const grace = await owner.request({ method: "POST", url: "/api/admin/privacy/erase", payload: { email: "grace.mensah@example.org", confirmEmail: "grace.mensah@example.org" } });
      expect(grace.statusCode, grace.body).toBe(200);
      expect(grace.json().erased).toMatchObject({ complaints: 1 });
      expect(await database.db.select().from(complaints)).toHaveLength(0);

      const faith = await owner.request({ method: "POST", url: "/api/admin/privacy/erase", payload: { email: "fps@example.org", confirmEmail: "fps@example.org" } });
      expect(faith.statusCode, faith.body).toBe(200);
      expect(faith.json().erased).toMatchObject({ suppressionDetails: 1, newsletter: 1 });
      const [kept] = await database.db.select().from(marketingSuppressions);
      expect(kept).toMatchObject({ email: null, name: null, address: null, liftedAt: null, emailHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

      // After the erasure, a signup still adds nothing.
      await app.inject({ method: "POST", url: "/api/newsletter", payload: { source: "footer", email: "fps@example.org" } });
      expect(await subscriberOf("fps@example.org")).toBeUndefined();
    });

    it("lifts a request with a reason (audited); signups work again", async () => {
      const refused = await owner.request({ method: "POST", url: `/api/admin/suppressions/${suppression.id}/lift`, payload: { reason: "" } });
      expect(refused.statusCode).toBe(400);
      const lifted = await owner.request({ method: "POST", url: `/api/admin/suppressions/${suppression.id}/lift`, payload: { reason: "She asked to hear from us again." } });
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json<Suppression>()).toMatchObject({ liftedReason: "She asked to hear from us again.", liftedAt: expect.any(String), email: null });
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "suppression.lifted"));
      expect(entry!.details).toEqual({ before: { status: "standing" }, after: { status: "lifted", reason: "She asked to hear from us again." } });

      await app.inject({ method: "POST", url: "/api/newsletter", payload: { source: "footer", email: "fps@example.org" } });
      expect(await subscriberOf("fps@example.org")).toMatchObject({ status: "pending" });
    });
  });
});

describe("the complaint form's rate limit", () => {
  it("answers 429 past the signups' limit per minute, storing nothing more", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database, { env: { RATE_LIMIT_SIGNUPS_PER_MINUTE: "2" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: "POST", url: "/privacy/complaint", ...form({ ...complaint, email: `p${i}@example.org` }) })).statusCode);
      expect(statuses).toEqual([303, 303, 429]);
      expect(await database.db.select().from(complaints)).toHaveLength(2);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
