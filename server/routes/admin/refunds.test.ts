// Giving money back from the back office, through the sandbox provider: full and partial
// refunds with a reason, the order's status and timeline, the customer's email, the audit
// log, and the rule that no two refunds, however close together, return more than was paid.
import { eq, sum } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "../../../core/schemas/admin-orders";
import { auditLog, outboxEmails, sandboxRefunds } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, customer, mixedCart } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

describe.each(testDatabaseKinds)("refunds in the back office on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let finance: StaffAgent;
  let owner: StaffAgent;
  let packer: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    packer = await joinAsStaff(app, database.db, { email: "packer@team.test", role: "fulfilment" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const detail = async (reference: string) => (await finance.request({ method: "GET", url: `/api/admin/orders/${reference}` })).json<OrderDetail>();
  const refund = (reference: string, body: Record<string, unknown>, agent = finance) =>
    agent.request({ method: "POST", url: `/api/admin/orders/${reference}/refunds`, payload: body });
  const refundedAtProvider = async (sessionId: string) =>
    (await database.db.select({ total: sum(sandboxRefunds.amount).mapWith(Number) }).from(sandboxRefunds).where(eq(sandboxRefunds.paymentReference, sessionId)))[0]?.total ?? 0;
  const refundEmails = async (reference: string) =>
    (await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "refund"))).filter((e) => e.subject.includes(reference));

  it("refunds part of an order with a reason, then the rest; the customer hears each time and the timeline shows who", async () => {
    const { reference, sessionId } = await buyWithSandbox(app, mixedCart);
    const before = await detail(reference);
    expect(before.totals).toMatchObject({ total: 8995, refunded: 0, refundable: 8995 });

    const part = await refund(reference, { amount: 2000, reason: "One tee arrived torn", version: before.version });
    expect(part.statusCode, part.body).toBe(201);
    const afterPart = part.json<OrderDetail>();
    expect(afterPart.payment).toBe("partially_refunded");
    expect(afterPart.totals).toMatchObject({ refunded: 2000, refundable: 6995 });
    expect(afterPart.timeline.at(-1)).toMatchObject({ kind: "refund", title: "Refund of £20.00 made", detail: "One tee arrived torn", by: "finance@team.test" });
    expect(await refundedAtProvider(sessionId)).toBe(2000);
    const [first] = await refundEmails(reference);
    expect(first).toMatchObject({ to: customer.email, subject: `[TEST] Your refund of £20.00 for ${reference}` });
    expect(first!.text).toContain("5 to 10 working days");

    const rest = await refund(reference, { amount: 6995, reason: "Customer cancelled the rest", version: afterPart.version }, owner);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<OrderDetail>()).toMatchObject({ payment: "refunded", totals: { refunded: 8995, refundable: 0 } });
    expect(await refundedAtProvider(sessionId)).toBe(8995);
    expect(await refundEmails(reference)).toHaveLength(2);

    const more = await refund(reference, { amount: 1, reason: "One more penny", version: rest.json<OrderDetail>().version });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toContain("refunded in full");

    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "order.refunded"));
    expect(audited.filter((a) => a.targetId === reference)).toHaveLength(2);
  });

  it("refuses more than is left, a stale page, and bad amounts or reasons, and changes nothing", async () => {
    const { reference, sessionId } = await buyWithSandbox(app, mixedCart);
    const { version } = await detail(reference);
    const tooMuch = await refund(reference, { amount: 8996, reason: "Too much", version });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().issues).toEqual([{ field: "amount", message: `Only £89.95 of ${reference} can still be refunded.` }]);
    expect((await refund(reference, { amount: 100, reason: "Old page", version: version - 1 })).statusCode).toBe(409);
    const bad = await refund(reference, { amount: 12.5, reason: " ", version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["amount", "reason"]);
    expect((await refund(reference, { amount: 0, reason: "Zero", version })).statusCode).toBe(400);
    expect((await refund("PM-99999999", { amount: 100, reason: "Nobody", version: 1 })).statusCode).toBe(404);
    expect(await refundedAtProvider(sessionId)).toBe(0);
    expect(await detail(reference)).toMatchObject({ version, payment: "paid", totals: { refunded: 0 } });
    expect(await refundEmails(reference)).toHaveLength(0);
  });

  it("lets only finance and owners give money back", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const { version } = await detail(reference);
    expect((await refund(reference, { amount: 100, reason: "Packer tries", version }, packer)).statusCode).toBe(403);
    expect((await detail(reference)).totals.refunded).toBe(0);
  });

  it("never returns more than was paid when staff refund the same order at the same moment", async () => {
    const { reference, sessionId } = await buyWithSandbox(app, mixedCart);
    const { version } = await detail(reference);
    // Five people, each sure that £60 of £89.95 is theirs to give back.
    const answers = await Promise.all(
      [finance, owner, finance, owner, finance].map((agent, i) => refund(reference, { amount: 6000, reason: `Refund ${i}`, version }, agent)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await refundedAtProvider(sessionId)).toBe(6000);
    expect(await detail(reference)).toMatchObject({ payment: "partially_refunded", totals: { refunded: 6000, refundable: 2995 } });
    expect(await refundEmails(reference)).toHaveLength(1);
  });
});
