// The retention run against real databases: each kind of record just past its period goes (or
// loses what identifies it), the same record just inside stays, the law's exceptions hold (a Gift
// Aid declaration behind a recent gift, a monthly gift still taken), the run reports itself in the
// audit log, and running again changes nothing.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  newsletterSubscribers,
  orders,
  outboxEmails,
  payments,
  speakingRequests,
  complaints,
  complaintNotes,
  staff,
  staffSessions,
  supporterSignInLinks,
} from "../../db/schema/index";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { createAuditLog } from "../staff/audit-log";
import { applyRetention } from "./retention";

const DAY = 86_400_000;
const NOW = new Date("2026-11-25T03:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe.each(testDatabaseKinds)("the retention run on %s", (kind) => {
  let database: TestDatabase;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function order(options: { email: string; placed: Date; paid?: Date[]; giftAid?: boolean; plan?: "active" | "cancelled" }) {
    const [row] = await database.db
      .insert(orders)
      .values({
        type: "donation",
        provider: "stripe",
        test: false,
        status: options.paid ? "paid" : "pending",
        total: 1000,
        donationTotal: 1000,
        frequency: options.plan ? "monthly" : "one-time",
        subscriptionStatus: options.plan ?? null,
        firstName: `Donor${++n}`,
        lastName: "Asante",
        email: options.email,
        phone: "07700 900999",
        message: "Bless you",
        ...(options.giftAid && { giftAidName: "Ama Asante", giftAidAddress: "4 Rye Lane", giftAidPostcode: "SE15 4ZX", giftAidDeclaredAt: options.placed }),
        createdAt: options.placed,
        paidAt: options.paid?.[0] ?? null,
      })
      .returning();
    for (const paidAt of options.paid ?? []) {
      await database.db.insert(payments).values({ orderId: row!.id, provider: "stripe", providerReference: `in_${crypto.randomUUID()}`, amount: 1000, paidAt, orderType: "donation", test: false });
    }
    return row!;
  }

  const row = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("removes what has passed its period, keeps what has not, and reports it in the audit log", async () => {
    // The financial year ending 31 March 2020 is six years gone on 25 November 2026; the next is not.
    const oldPaid = await order({ email: "old@example.test", placed: new Date("2020-03-30T10:00:00Z"), paid: [new Date("2020-03-30T10:00:00Z")] });
    const nextYear = await order({ email: "next@example.test", placed: new Date("2020-04-02T10:00:00Z"), paid: [new Date("2020-04-02T10:00:00Z")] });
    // An old Gift Aid gift whose donor gave again with Gift Aid last year: the declaration is still needed.
    const coveredDeclaration = await order({ email: "ama@example.test", placed: new Date("2019-06-01T10:00:00Z"), paid: [new Date("2019-06-01T10:00:00Z")], giftAid: true });
    await order({ email: "ama@example.test", placed: ago(300), paid: [ago(300)], giftAid: true });
    const lapsedDeclaration = await order({ email: "kofi@example.test", placed: new Date("2019-06-01T10:00:00Z"), paid: [new Date("2019-06-01T10:00:00Z")], giftAid: true });
    // A monthly gift set up eight years ago and still taken.
    const livePlan = await order({ email: "plan@example.test", placed: new Date("2018-05-01T10:00:00Z"), paid: [new Date("2018-05-01T10:00:00Z"), ago(20)], plan: "active" });

    await database.db.insert(newsletterSubscribers).values([
      { email: "gone@example.test", firstName: "Yaw", lastName: "Darko", status: "unsubscribed", source: "connect", unsubscribedAt: ago(2) },
      { email: "never@example.test", status: "pending", source: "footer", createdAt: ago(31), confirmationSentAt: ago(31) },
      { email: "recent@example.test", status: "pending", source: "footer", createdAt: ago(29), confirmationSentAt: ago(29) },
      { email: "reader@example.test", firstName: "Efua", status: "confirmed", source: "connect", createdAt: ago(4000), confirmedAt: ago(4000) },
    ]);
    const request = (updatedAt: Date) => ({ name: "Nana", email: "nana@example.test", organisation: "Hope Church", eventDate: "2024-01-01", location: "Leeds", message: "Come", createdAt: updatedAt, updatedAt });
    await database.db.insert(speakingRequests).values([request(ago(2 * 366)), { ...request(ago(800)), updatedAt: ago(100), organisation: "Still talking" }]);
    // Complaints: two years after the last contact (a staff change counts), then deleted with their notes.
    const complaint = (name: string, createdAt: Date, updatedAt = createdAt) => ({ name, email: "nana@example.test", message: "You lost my letter", answerDueOn: "2024-02-01", createdAt, updatedAt });
    const [oldComplaint] = await database.db.insert(complaints).values([complaint("Old", ago(2 * 366)), complaint("Answered lately", ago(800), ago(100))]).returning();
    await database.db.insert(complaintNotes).values({ complaintId: oldComplaint!.id, body: "Replied by post", actorLabel: "owner@team.test", at: ago(2 * 366) });

    const email = (kind: string, sentAt: Date, status: "sent" | "pending" = "sent") => ({
      kind,
      to: "someone@example.test",
      subject: kind,
      html: "<p>x</p>",
      text: "x",
      status,
      dedupeKey: crypto.randomUUID(),
      createdAt: sentAt,
      sentAt: status === "sent" ? sentAt : null,
    });
    await database.db.insert(outboxEmails).values([
      email("account-sign-in", ago(2)),
      email("staff-sign-in-code", new Date(NOW.getTime() - 3_600_000)),
      email("donation-receipt", ago(2)),
      email("donation-receipt", ago(400)),
      email("order-confirmation", ago(400), "pending"),
    ]);
    await database.db.insert(supporterSignInLinks).values([
      { tokenHash: "old", email: "ama@example.test", createdAt: ago(40), expiresAt: ago(40) },
      { tokenHash: "new", email: "ama@example.test", createdAt: ago(3), expiresAt: ago(3) },
    ]);
    const [member] = await database.db.insert(staff).values({ email: "packer@team.test", name: "Pat Packer", role: "fulfilment" }).returning();
    await database.db.insert(staffSessions).values([
      { tokenHash: "ended", staffId: member!.id, method: "code", ip: "203.0.113.9", createdAt: ago(120), expiresAt: ago(119), endedAt: ago(119) },
      { tokenHash: "recent", staffId: member!.id, method: "code", ip: "203.0.113.9", createdAt: ago(10), expiresAt: ago(9) },
    ]);
    await database.db.insert(auditLog).values([
      { actorLabel: "old@team.test", action: "order.dispatched", at: ago(7 * 366) },
      { actorLabel: "old@team.test", action: "order.dispatched", at: ago(5 * 365) },
    ]);

    const report = await applyRetention(database.db, createAuditLog(database.db), NOW);
    expect(report).toEqual({
      ordersAnonymised: 2,
      giftAidClaimItemsAnonymised: 0,
      unsubscribedNamesRemoved: 1,
      unconfirmedSignupsDeleted: 1,
      speakingRequestsDeleted: 1,
      complaintsDeleted: 1,
      signInEmailsDeleted: 1,
      emailsDeleted: 1,
      accountSignInsDeleted: 1,
      staffSignInsDeleted: 1,
      auditEntriesDeleted: 1,
    });

    expect(await row(oldPaid.id)).toMatchObject({ firstName: "", email: "", phone: null, message: null, total: 1000, anonymisedAt: NOW });
    expect(await row(lapsedDeclaration.id)).toMatchObject({ giftAidName: null, giftAidAddress: null, giftAidPostcode: null, anonymisedAt: NOW });
    for (const keptOrder of [nextYear, coveredDeclaration, livePlan]) expect((await row(keptOrder.id)).anonymisedAt).toBeNull();
    expect(await row(coveredDeclaration.id)).toMatchObject({ giftAidPostcode: "SE15 4ZX", email: "ama@example.test" });

    const subscribers = await database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.email);
    expect(subscribers.map((s) => [s.email, s.status, s.firstName])).toEqual([
      ["gone@example.test", "unsubscribed", null],
      ["reader@example.test", "confirmed", "Efua"],
      ["recent@example.test", "pending", null],
    ]);
    expect((await database.db.select().from(speakingRequests)).map((r) => r.organisation)).toEqual(["Still talking"]);
    expect((await database.db.select().from(complaints)).map((c) => c.name)).toEqual(["Answered lately"]);
    expect(await database.db.select().from(complaintNotes)).toEqual([]);
    expect((await database.db.select().from(outboxEmails)).map((e) => `${e.kind} ${e.status}`).sort()).toEqual([
      "donation-receipt sent",
      "order-confirmation pending",
      "staff-sign-in-code sent",
    ]);
    expect((await database.db.select().from(supporterSignInLinks)).map((l) => l.tokenHash)).toEqual(["new"]);
    expect((await database.db.select().from(staffSessions)).map((s) => s.tokenHash)).toEqual(["recent"]);

    const entries = await database.db.select().from(auditLog).where(inArray(auditLog.action, ["order.dispatched", "retention.applied"]));
    expect(entries.map((e) => e.action).sort()).toEqual(["order.dispatched", "retention.applied"]);
    expect(entries.find((e) => e.action === "retention.applied")).toMatchObject({ actorId: null, actorLabel: "retention job", details: report });
  });

  it("changes nothing when run again, and the audit log still refuses any other delete", async () => {
    const again = await applyRetention(database.db, createAuditLog(database.db), NOW);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await database.db.select().from(auditLog)).length).toBe(3);
  });
});
