// Newsletters in the back office: drafts checked on the server, a preview and a test to the person
// writing, the count of who would receive it (each excluded kind of address excluded), a send
// confirmed with that count, pause, resume and cancel, each audited; an erasure takes the
// person's rows with them. Sending itself: server/jobs/newsletter-sender.test.ts.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminNewsletter } from "../../../core/schemas/admin-newsletters";
import { paragraphs } from "../../../core/pages/rich-text";
import { auditLog, marketingSuppressions, newsletterDeliveries, newsletterIssues, newsletterSubscribers, settings } from "../../db/schema/index";
import { addressHash } from "../../services/privacy/suppressions";
import { SOFT_OPT_IN_SETTING } from "../../services/soft-opt-in";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, latestEmail, type StaffAgent } from "../../test-support/staff";

const body = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "News from Kingston" }] },
    { type: "paragraph", content: [{ type: "text", text: "Thank you for praying with us. " }, { type: "text", text: "Read more", marks: [{ type: "link", attrs: { href: "/movement" } }] }] },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Pray for the youth camp" }] }] }] },
  ],
};

describe.each(testDatabaseKinds)("newsletters in the back office on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let editor: StaffAgent;
  let owner: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    editor = await joinAsStaff(app, database.db, { email: "editor@team.test", role: "editor" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(newsletterIssues);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(marketingSuppressions);
    await database.db.delete(settings).where(eq(settings.key, SOFT_OPT_IN_SETTING));
  });

  const subscriber = async (email: string, values: Partial<typeof newsletterSubscribers.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(newsletterSubscribers)
      .values({ email, source: "connect", status: "confirmed", confirmedAt: new Date(), ...values })
      .returning();
    return row!;
  };
  const audienceCount = async () => {
    const response = await editor.request({ method: "GET", url: "/api/admin/newsletters/audience" });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ audienceCount: number }>().audienceCount;
  };
  const draft = async (subject = "Advent letter") => {
    const response = await editor.request({ method: "POST", url: "/api/admin/newsletters", payload: { subject, preview: "Stories from Kingston", body } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminNewsletter>();
  };
  const audit = async (id: string) =>
    (await database.db.select().from(auditLog).where(and(eq(auditLog.targetType, "newsletter"), eq(auditLog.targetId, id)))).map((row) => `${row.action} by ${row.actorLabel}`);

  it("counts confirmed subscribers only: never pending, unsubscribed, bounced, suppressed or erased; soft opt-in only while it is on", async () => {
    await subscriber("grace@example.org");
    await subscriber("pending@example.org", { status: "pending", confirmedAt: null });
    await subscriber("gone@example.org", { status: "unsubscribed", unsubscribedAt: new Date() });
    await subscriber("bounced@example.org", { bouncedAt: new Date() });
    await subscriber("fps@example.org");
    await database.db.insert(marketingSuppressions).values({ email: "fps@example.org", emailHash: addressHash("fps@example.org"), recordedBy: "owner@team.test" });
    await subscriber("donor@example.org", { basis: "soft_opt_in", source: "gift", softOptInAt: new Date(), confirmedAt: null });
    await subscriber("erased@example.org");
    expect(await audienceCount()).toBe(2);

    const erased = await owner.request({ method: "POST", url: "/api/admin/privacy/erase", payload: { email: "erased@example.org", confirmEmail: "erased@example.org" } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await audienceCount()).toBe(1);

    // The soft opt-in's supporters join the audience only while an owner has it turned on.
    const on = await owner.request({ method: "PATCH", url: "/api/admin/settings", payload: { softOptIn: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(await audienceCount()).toBe(2);

    // A lifted suppression lets the address receive newsletters again.
    await database.db.update(marketingSuppressions).set({ liftedAt: new Date(), emailHash: null });
    expect(await audienceCount()).toBe(3);
  });

  it("keeps a draft as checked rich text, refuses what can't be sent by the field, and refuses a save from an older version", async () => {
    const created = await draft();
    expect(created).toMatchObject({ subject: "Advent letter", preview: "Stories from Kingston", status: "draft", version: 1, progress: null, body });

    const hostile = await editor.request({
      method: "PUT",
      url: `/api/admin/newsletters/${created.id}`,
      payload: { version: 1, subject: "Advent letter", body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] } },
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().issues[0].field).toMatch(/^body\./);
    const longSubject = await editor.request({ method: "PUT", url: `/api/admin/newsletters/${created.id}`, payload: { version: 1, subject: "x".repeat(151), body } });
    expect(longSubject.statusCode).toBe(400);
    expect(longSubject.json().issues).toEqual([{ field: "subject", message: "Keep the subject to 150 characters or fewer" }]);
    expect((await editor.request({ method: "GET", url: `/api/admin/newsletters/${created.id}` })).json()).toMatchObject({ version: 1, body });

    const saved = await owner.request({ method: "PUT", url: `/api/admin/newsletters/${created.id}`, payload: { version: 1, subject: "Advent letter 2026", body } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, subject: "Advent letter 2026", updatedBy: "owner@team.test" });
    const stale = await editor.request({ method: "PUT", url: `/api/admin/newsletters/${created.id}`, payload: { version: 1, subject: "Mine", body } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain("owner@team.test saved this newsletter after you opened it");

    const list = await editor.request({ method: "GET", url: "/api/admin/newsletters" });
    expect(list.json().newsletters).toEqual([expect.objectContaining({ id: created.id, subject: "Advent letter 2026", status: "draft" })]);
    const removed = await editor.request({ method: "DELETE", url: `/api/admin/newsletters/${created.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await editor.request({ method: "GET", url: `/api/admin/newsletters/${created.id}` })).statusCode).toBe(404);
    expect(await audit(created.id)).toEqual(["newsletter.created by editor@team.test", "newsletter.saved by owner@team.test", "newsletter.deleted by editor@team.test"]);
  });

  it("previews the email as it will look and sends a test, marked as one, to the signed-in person only", async () => {
    const created = await draft();
    const preview = await editor.request({ method: "GET", url: `/api/admin/newsletters/${created.id}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toContain("text/html");
    expect(preview.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(preview.body).toContain("<h2");
    expect(preview.body).toContain("News from Kingston");
    expect(preview.body).toContain('href="http://shop.test/movement"');
    expect(preview.body).toContain("You are receiving this because you subscribed");

    const test = await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/test`, payload: { to: "someone@else.example" } });
    expect(test.statusCode, test.body).toBe(202);
    const sent = await latestEmail(database.db, "editor@team.test", "newsletter-test");
    expect(sent?.subject).toBe("[Test] Advent letter");
    expect(sent?.text).toContain("Test: only you received this");
    expect(sent?.text).toContain("Pray for the youth camp");
    expect(await latestEmail(database.db, "someone@else.example", "newsletter-test")).toBeUndefined();
    expect(await audit(created.id)).toContain("newsletter.test_sent by editor@team.test");

    const empty = await editor.request({ method: "POST", url: "/api/admin/newsletters", payload: { subject: "", body: paragraphs() } });
    const refused = await editor.request({ method: "POST", url: `/api/admin/newsletters/${empty.json().id}/test`, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((issue: { field: string }) => issue.field)).toEqual(["subject", "body"]);
  });

  it("sends only with the count the person confirmed, keeps that count, and pauses, resumes and cancels, each audited", async () => {
    await subscriber("grace@example.org");
    await subscriber("hope@example.org");
    await subscriber("gone@example.org", { status: "unsubscribed" });
    const created = await draft();
    expect(await audienceCount()).toBe(2);

    await subscriber("late@example.org");
    const changed = await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/send`, payload: { audienceCount: 2 } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().issues).toEqual([{ field: "audienceCount", message: "The number of recipients is now 3" }]);
    expect(await database.db.select().from(newsletterDeliveries)).toEqual([]);

    const sending = await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/send`, payload: { audienceCount: 3 } });
    expect(sending.statusCode, sending.body).toBe(200);
    expect(sending.json()).toMatchObject({ status: "sending", audienceCount: 3, confirmedBy: "editor@team.test", progress: { sent: 0, waiting: 3, failed: 0 } });
    const rows = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, created.id));
    expect(rows.map((row) => row.email).sort()).toEqual(["grace@example.org", "hope@example.org", "late@example.org"]);
    // Each row's unsubscribe token is kept only as a hash: 64 hex characters, all different.
    expect(new Set(rows.map((row) => row.unsubscribeTokenHash)).size).toBe(3);
    rows.forEach((row) => expect(row.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/));

    const again = await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/send`, payload: { audienceCount: 3 } });
    expect(again.statusCode).toBe(409);
    const edit = await editor.request({ method: "PUT", url: `/api/admin/newsletters/${created.id}`, payload: { subject: "Changed", body } });
    expect(edit.statusCode).toBe(409);

    expect((await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/pause`, payload: {} })).json()).toMatchObject({ status: "paused" });
    expect((await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/pause`, payload: {} })).statusCode).toBe(409);
    expect((await owner.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/resume`, payload: {} })).json()).toMatchObject({ status: "sending" });
    const cancelled = await owner.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/cancel`, payload: {} });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", progress: { sent: 0, waiting: 0, cancelled: 3 } });
    const progress = await editor.request({ method: "GET", url: `/api/admin/newsletters/${created.id}/progress` });
    expect(progress.json()).toEqual({ sent: 0, waiting: 0, failed: 0, skipped: 0, cancelled: 3, unsubscribedSince: 0 });

    expect(await audit(created.id)).toEqual([
      "newsletter.created by editor@team.test",
      "newsletter.send_started by editor@team.test",
      "newsletter.paused by editor@team.test",
      "newsletter.resumed by owner@team.test",
      "newsletter.cancelled by owner@team.test",
    ]);
  });

  it("refuses to send to nobody", async () => {
    const created = await draft();
    const response = await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/send`, payload: { audienceCount: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ field: "audienceCount", message: "Nobody would receive it" }]);
  });

  it("erases a person's delivery rows with them", async () => {
    await subscriber("grace@example.org");
    await subscriber("hope@example.org");
    const created = await draft();
    await editor.request({ method: "POST", url: `/api/admin/newsletters/${created.id}/send`, payload: { audienceCount: 2 } });
    // What was sent to them is part of what we hold about them.
    const exported = await owner.request({ method: "POST", url: "/api/admin/privacy/export", payload: { email: "grace@example.org" } });
    expect(exported.json().newslettersSent).toEqual([{ subject: "Advent letter", status: "pending", sentAt: null, unsubscribedAt: null }]);
    const erased = await owner.request({ method: "POST", url: "/api/admin/privacy/erase", payload: { email: "grace@example.org", confirmEmail: "grace@example.org" } });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await database.db.select({ email: newsletterDeliveries.email }).from(newsletterDeliveries);
    expect(rows).toEqual([{ email: "hope@example.org" }]);
  });
});
