// Gift Aid claims from the back office: every eligibility rule, the schedule read back from the
// .ods file itself, the 1,000-row split, refunds after a claim as adjustments, HMRC-refused
// details flagged (never dropped), marking a claim submitted, and two claims built at once.
import * as XLSX from "@e965/xlsx";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleColumns } from "../../../core/hmrc-schedule";
import type { ClaimDetail, ClaimPreview, ClaimSummary } from "../../../core/schemas/admin-giving";
import { auditLog, giftAidCancellations, giftAidClaimItems, orders, payments, refunds } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const DAY = 86_400_000;

describe.each(testDatabaseKinds)("Gift Aid claims on %s", (kind) => {
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

  interface GiftOptions {
    amount?: number;
    daysAgo?: number;
    declared?: { name: string; address: string; postcode: string } | null;
    test?: boolean;
    status?: "paid" | "pending";
    email?: string;
  }

  /** A gift as fulfilment stores it: the order (with its declaration) and its payment. */
  async function gift(options: GiftOptions = {}) {
    const paidAt = new Date(Date.now() - (options.daysAgo ?? 10) * DAY);
    const declared = options.declared === undefined ? { name: "Ruth Okafor", address: "12 Peckham Road, London", postcode: "se155jr" } : options.declared;
    const [order] = await database.db
      .insert(orders)
      .values({
        type: "donation",
        provider: "stripe",
        test: options.test ?? false,
        status: options.status ?? "paid",
        total: options.amount ?? 1250,
        donationTotal: options.amount ?? 1250,
        frequency: "one-time",
        firstName: "Ruth",
        lastName: "Okafor",
        email: options.email ?? `donor${++count}@example.test`,
        ...(declared && {
          giftAidName: declared.name,
          giftAidAddress: declared.address,
          giftAidPostcode: declared.postcode,
          giftAidWordingVersion: "hmrc-model-2024-1",
          giftAidText: "I want to Gift Aid my donation…",
          giftAidDeclaredAt: paidAt,
        }),
        createdAt: paidAt,
        paidAt,
      })
      .returning();
    const [payment] = await database.db
      .insert(payments)
      .values({ orderId: order!.id, provider: "stripe", providerReference: `cs_test_${order!.id}`, amount: options.amount ?? 1250, paidAt, orderType: "donation", test: options.test ?? false })
      .returning();
    return { order: order!, payment: payment! };
  }

  const preview = async (test = false) => (await finance.request({ method: "GET", url: `/api/admin/gift-aid/preview${test ? "?test=1" : ""}` })).json<ClaimPreview>();
  const build = (test = false) => finance.request({ method: "POST", url: "/api/admin/gift-aid/claims", payload: { test } });
  const detail = async (id: string) => (await finance.request({ method: "GET", url: `/api/admin/gift-aid/claims/${id}` })).json<ClaimDetail>();

  /** Claims whatever is waiting, so a test starts from nothing eligible. */
  async function claimEverything() {
    for (const test of [false, true]) if ((await preview(test)).gifts.length) expect((await build(test)).statusCode).toBe(201);
  }

  it("claims exactly the eligible gifts, flags details HMRC would refuse, and never claims a gift twice", async () => {
    await claimEverything();
    const ready = await gift({ amount: 1250 });
    await gift({ declared: null });
    const testGift = await gift({ test: true });
    await gift({ daysAgo: 4 * 366 + 2 });
    const refunded = await gift();
    await database.db.insert(refunds).values({ orderId: refunded.order.id, paymentId: refunded.payment.id, amount: 1250, reason: "Asked", status: "succeeded", createdByLabel: "Stripe dashboard" });
    await gift({ status: "pending" });
    // A declaration cancelled mid-year: the gift before it is claimable, the one after is not.
    const email = `cancelled-${kind}@example.test`;
    const before = await gift({ email, daysAgo: 40, amount: 2000 });
    await gift({ email, daysAgo: 5 });
    await database.db.insert(giftAidCancellations).values({ email, cancelledAt: new Date(Date.now() - 20 * DAY), method: "phone", recordedBy: "finance@team.test" });
    const badName = await gift({ declared: { name: "R2D2 Okafor", address: "Flat 3, 7 Rye Lane", postcode: "SE15 4ZX" } });
    const oneName = await gift({ declared: { name: "Cher", address: "1 High Street", postcode: "SW1A 1AA" } });

    const waiting = await preview();
    expect(waiting.gifts.map((g) => g.reference).sort()).toEqual([ready.order.reference, before.order.reference].sort());
    expect(waiting).toMatchObject({ total: 3250, giftAidDue: 812 });
    expect(waiting.gifts.find((g) => g.reference === ready.order.reference)).toMatchObject({ firstName: "Ruth", lastName: "Okafor", house: "12", postcode: "SE15 5JR", problems: [] });
    const flagged = Object.fromEntries(waiting.needsFixing.map((g) => [g.reference, g.problems]));
    expect(flagged[badName.order.reference]).toEqual([expect.stringContaining('The first name "R2D2" has characters HMRC refuses')]);
    expect(flagged[oneName.order.reference]).toEqual(["The last name is missing: the declaration gives one name only"]);
    expect((await preview(true)).gifts.map((g) => g.reference)).toContain(testGift.order.reference);

    const built = await build();
    expect(built.statusCode, built.body).toBe(201);
    expect(built.json<ClaimSummary>()).toMatchObject({ giftCount: 2, total: 3250, giftAidDue: 812, status: "built", test: false, parts: 1 });
    expect((await preview()).gifts).toEqual([]);
    const again = await build();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("There is nothing to claim: no gift is eligible and ready.");
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "gift_aid.claim_built"));
    expect(audited.some((a) => a.targetId === built.json<ClaimSummary>().id)).toBe(true);
  });

  it("writes HMRC's schedule as .ods with its columns and formats, read back from the file, and the same as CSV", async () => {
    await claimEverything();
    await gift({ amount: 1250, daysAgo: 3, declared: { name: "Grace  Mensah-Brown", address: "Rose Cottage, Church Lane", postcode: "b11aa" } });
    const claim = (await build()).json<ClaimSummary>();
    const file = await finance.request({ method: "GET", url: `/api/admin/gift-aid/claims/${claim.id}/schedule/1` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/vnd.oasis.opendocument.spreadsheet");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="gift-aid-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-part-1-of-1\.ods"$/);

    const book = XLSX.read(file.rawPayload, { type: "buffer" });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: "" });
    expect(rows[0]).toEqual([...scheduleColumns]);
    const donated = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "2-digit", timeZone: "Europe/London" }).format(new Date(Date.now() - 3 * DAY));
    expect(rows[1]).toEqual(["", "Grace", "Mensah-Brown", "Rose Cottage", "B1 1AA", "", "", donated, "12.50"]);
    expect(sheet.I2).toMatchObject({ t: "n", v: 12.5 });

    const csv = await finance.request({ method: "GET", url: `/api/admin/gift-aid/claims/${claim.id}/schedule.csv` });
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    expect(csv.body).toContain(`"","Grace","Mensah-Brown","Rose Cottage","B1 1AA","","","${donated}","12.50"`);
    expect((await finance.request({ method: "GET", url: `/api/admin/gift-aid/claims/${claim.id}/schedule/2` })).statusCode).toBe(404);
  });

  it("splits a claim of more than 1,000 gifts into files of 1,000", async () => {
    await claimEverything();
    for (let i = 0; i < 1001; i++) await gift({ amount: 500, daysAgo: 2 });
    const claim = (await build()).json<ClaimSummary>();
    expect(claim).toMatchObject({ giftCount: 1001, total: 500_500, giftAidDue: 125_125, parts: 2 });
    const rowsOf = async (part: number) => {
      const file = await finance.request({ method: "GET", url: `/api/admin/gift-aid/claims/${claim.id}/schedule/${part}` });
      const book = XLSX.read(file.rawPayload, { type: "buffer" });
      return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false }).length - 1;
    };
    expect([await rowsOf(1), await rowsOf(2)]).toEqual([1000, 1]);
    expect((await detail(claim.id)).gifts).toHaveLength(1001);
  });

  it("sets a claimed gift refunded afterwards against the next claim, once", async () => {
    await claimEverything();
    const claimed = await gift({ amount: 4000 });
    await build();
    await database.db.insert(refunds).values({ orderId: claimed.order.id, paymentId: claimed.payment.id, amount: 4000, reason: "Donor asked", status: "succeeded", createdByLabel: "finance@team.test" });
    await gift({ amount: 2000 });
    const waiting = await preview();
    expect(waiting).toMatchObject({ total: 2000, adjustmentsTotal: 4000, adjustments: [{ reference: claimed.order.reference, amount: 4000 }], giftAidDue: 0 });
    const next = (await build()).json<ClaimSummary>();
    expect(next).toMatchObject({ giftCount: 1, total: 2000, adjustmentsTotal: 4000 });
    expect((await detail(next.id)).adjustments).toEqual([{ reference: claimed.order.reference, amount: 4000 }]);
    expect((await preview()).adjustments).toEqual([]);
  });

  it("marks a claim submitted with HMRC's reference, once; a test claim never", async () => {
    await claimEverything();
    await gift();
    const claim = (await build()).json<ClaimSummary>();
    const submit = (payload: object, id = claim.id) => finance.request({ method: "POST", url: `/api/admin/gift-aid/claims/${id}/submitted`, payload });
    const bad = await submit({ hmrcReference: "<script>", submittedOn: "yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["hmrcReference", "submittedOn"]);
    const londonDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
    const today = londonDay(new Date());
    // Not a day still to come, nor one before the claim was built.
    for (const day of [londonDay(new Date(Date.now() + DAY)), londonDay(new Date(Date.now() - 2 * DAY))]) {
      const wrong = await submit({ hmrcReference: "CHA-123456", submittedOn: day });
      expect(wrong.statusCode, day).toBe(400);
      expect(wrong.json().issues.map((i: { field: string }) => i.field)).toEqual(["submittedOn"]);
    }
    const done = await submit({ hmrcReference: "CHA-123456", submittedOn: today });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ClaimSummary>()).toMatchObject({ status: "submitted", hmrcReference: "CHA-123456", submittedBy: "finance@team.test" });
    // The claim says when HMRC received it, its reference and who marked it; the audit log keeps the same.
    const shown = await detail(claim.id);
    expect(londonDay(new Date(shown.submittedAt!))).toBe(today);
    expect(shown).toMatchObject({ hmrcReference: "CHA-123456", submittedBy: "finance@team.test" });
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.action, "gift_aid.claim_submitted")).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toMatchObject({ targetId: claim.id, actorLabel: "finance@team.test", details: { hmrcReference: "CHA-123456", submittedOn: today } });
    expect((await submit({ hmrcReference: "CHA-999", submittedOn: today })).statusCode).toBe(409);
    await gift({ test: true });
    const testClaim = (await build(true)).json<ClaimSummary>();
    expect(testClaim.test).toBe(true);
    expect((await submit({ hmrcReference: "CHA-1", submittedOn: today }, testClaim.id)).statusCode).toBe(409);
  });

  it("builds two claims at the same moment without a gift in both", async () => {
    await claimEverything();
    for (let i = 0; i < 20; i++) await gift({ amount: 1000 });
    const answers = await Promise.all([build(), build(), build()]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    const winner = answers.find((a) => a.statusCode === 201)!.json<ClaimSummary>();
    expect(winner.giftCount).toBe(20);
    const items = await database.db.select({ paymentId: giftAidClaimItems.paymentId }).from(giftAidClaimItems);
    expect(new Set(items.map((i) => i.paymentId)).size).toBe(items.length);
  });

  it("is for finance and owners only", async () => {
    const packer = await joinAsStaff(app, database.db, { email: `packer-${kind}@team.test`, role: "fulfilment" });
    expect((await packer.request({ method: "GET", url: "/api/admin/gift-aid/preview" })).statusCode).toBe(403);
    expect((await packer.request({ method: "POST", url: "/api/admin/gift-aid/claims", payload: {} })).statusCode).toBe(403);
    const editor = await joinAsStaff(app, database.db, { email: `editor-${kind}@team.test`, role: "editor" });
    const [claim] = (await finance.request({ method: "GET", url: "/api/admin/gift-aid/claims" })).json<{ claims: ClaimSummary[] }>().claims;
    for (const refused of [packer, editor]) {
      const tried = await refused.request({ method: "POST", url: `/api/admin/gift-aid/claims/${claim!.id}/submitted`, payload: { hmrcReference: "X1", submittedOn: "2026-01-01" } });
      expect(tried.statusCode).toBe(403);
      expect((await refused.request({ method: "GET", url: `/api/admin/gift-aid/claims/${claim!.id}` })).statusCode).toBe(403);
    }
  });

  it("says how many parts a schedule has in words, one part or several", async () => {
    await claimEverything();
    await gift();
    const claim = (await build()).json<ClaimSummary>();
    const missing = await finance.request({ method: "GET", url: `/api/admin/gift-aid/claims/${claim.id}/schedule/2` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("This claim's schedule has 1 part");
  });
});
