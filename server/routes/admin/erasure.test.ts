// Erasure: one person put into every table that can hold them, then erased by an owner. Nothing
// that names them is left outside the records the law keeps (the accounts, Gift Aid, the audit
// log); those stay whole and marked; someone else's records are untouched; erasing twice is
// harmless; a typo in the confirmation, an unknown address or a live monthly gift changes nothing.
import { eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, newsletterSubscribers, orders, speakingRequests } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody, merchandiseBody } from "../../test-support/payments";
import { joinAsStaff, TEST_ORIGIN, type StaffAgent } from "../../test-support/staff";

const PERSON = { firstName: "Abena", lastName: "Owusu", email: "abena@example.test", phone: "07700 900123", home: "3 Rye Lane, London", church: "St Mark's" };
const OTHER = { firstName: "Kwame", lastName: "Mensah", email: "kwame@example.test", phone: "07700 900456", home: "9 Bellenden Road, London", church: "St Giles" };
/** What would identify Abena if it were left anywhere. */
const TRACES = ["abena", "owusu", "07700 900123", "3 rye lane", "st mark"];

describe.each(testDatabaseKinds)("erasure on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let kept: { merchandise: string; gift: string };
  let unpaidReference: string;

  async function leaveTraces({ phone, home, church, ...person }: typeof PERSON) {
    const order = merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Navy" }]);
    const merchandise = await buyWithSandbox(app, { ...order, donorInfo: { ...order.donorInfo, ...person, phone } });
    await owner.request({ method: "POST", url: `/api/admin/orders/${merchandise.reference}/notes`, payload: { body: `${person.firstName} asked for a gift receipt` } });
    const gift = await buyWithSandbox(app, donationBody(20, { donorInfo: { ...person, message: "With love" }, giftAid: { address: home, postcode: "SE15 4ZX" } }));
    // A checkout started and never paid: nothing keeps it.
    const unpaid = await app.inject({ method: "POST", url: "/api/create-payment", payload: donationBody(15, { donorInfo: { ...person, message: `Abandoned by ${person.firstName}` } }) });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: person.email, firstName: person.firstName, lastName: person.lastName } });
    await app.inject({
      method: "POST",
      url: "/api/speaking-requests",
      payload: { name: `${person.firstName} ${person.lastName}`, email: person.email, phone, organisation: church, eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), location: "Croydon", message: `Please come to ${church}.` },
    });
    await app.inject({ method: "POST", url: "/account/sign-in", headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, payload: `email=${encodeURIComponent(person.email)}` });
    // The link is looked up and emailed in the background (server/jobs/sign-in-requests.ts).
    await app.signInRequests.settled();
    return { merchandise: merchandise.reference, gift: gift.reference };
  }

  /** Every row of every table whose text mentions one of the traces, as "table: row". */
  async function rowsMentioning(traces: string[]): Promise<string[]> {
    // Both drivers answer execute() with { rows }; the shared Database type leaves it unknown.
    const select = async <T,>(query: SQL) => ((await database.db.execute(query)) as { rows: T[] }).rows;
    const tables = await select<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const found: string[] = [];
    for (const { table_name } of tables) {
      for (const { row } of await select<{ row: string }>(sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`)) {
        const trace = traces.find((t) => row.toLowerCase().includes(t));
        // The table, the trace and the row's start (ids come first), not whole email bodies.
        if (trace) found.push(`${table_name}: "${trace}" in ${row.slice(0, 160)}`);
      }
    }
    return found;
  }

  const erase = (email: string, confirmEmail = email, agent = owner) => agent.request({ method: "POST", url: "/api/admin/privacy/erase", payload: { email, confirmEmail } });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    kept = await leaveTraces(PERSON);
    await leaveTraces(OTHER);
    const [unpaid] = await database.db.select({ reference: orders.reference }).from(orders).where(sql`lower(${orders.email}) = ${PERSON.email} and ${orders.status} = 'pending'`);
    unpaidReference = unpaid!.reference;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("refuses a confirmation that does not match, an unknown address, and anyone but an owner, changing nothing", async () => {
    const before = await rowsMentioning(TRACES);
    const typo = await erase(PERSON.email, "abena@example.tst");
    expect(typo.statusCode).toBe(400);
    expect(typo.json().issues).toEqual([{ field: "confirmEmail", message: "Type the same address again to confirm the erasure" }]);
    const unknown = await erase("nobody@example.test");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Nothing is held about nobody@example.test");
    const finance = await joinAsStaff(app, database.db, { email: `finance-${kind}@team.test`, role: "finance" });
    expect((await erase(PERSON.email, PERSON.email, finance)).statusCode).toBe(403);
    expect(await rowsMentioning(TRACES)).toEqual(before);
  });

  it("erases everything outside the kept records, keeps those whole and marked, and leaves others alone", async () => {
    const response = await erase(" ABENA@example.test ", "abena@example.test");
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.kept).toEqual(
      expect.arrayContaining([
        { reference: kept.merchandise, type: "merchandise", reason: "accounts" },
        { reference: kept.gift, type: "donation", reason: "gift_aid" },
      ]),
    );
    expect(result.kept).toHaveLength(2);
    expect(result.erased).toMatchObject({ orders: 1, newsletter: 1, speakingRequests: 1, signIns: 1 });
    expect(result.erased.emails).toBeGreaterThan(0);

    // What is left that names Abena: only the kept orders (and their lines, payments and events),
    // the Gift Aid records they belong to, and the audit log.
    const keptIds = (await database.db.select({ id: orders.id }).from(orders).where(sql`${orders.reference} in (${kept.merchandise}, ${kept.gift})`)).map((o) => o.id);
    const outside = (await rowsMentioning(TRACES)).filter((row) => {
      const [table] = row.split(":");
      if (table === "audit_log" || table === "gift_aid_cancellations") return false;
      return !keptIds.some((id) => row.includes(id));
    });
    expect(outside).toEqual([]);

    // The unpaid checkout is anonymised, not deleted: its amount stays.
    const [unpaid] = await database.db.select().from(orders).where(eq(orders.reference, unpaidReference));
    expect(unpaid).toMatchObject({ firstName: "", email: "", message: null, total: 1500, anonymisedAt: expect.any(Date) });

    // The kept records are whole, and say why they are held.
    const keptRows = await database.db.select().from(orders).where(sql`${orders.id} in (${sql.join(keptIds.map((id) => sql`${id}`), sql`, `)})`);
    for (const row of keptRows) {
      expect(row).toMatchObject({ firstName: "Abena", lastName: "Owusu", email: PERSON.email, erasureRequestedAt: expect.any(Date), anonymisedAt: null });
    }
    expect(keptRows.find((r) => r.reference === kept.gift)).toMatchObject({ heldReason: "gift_aid", giftAidPostcode: "SE15 4ZX" });
    expect(keptRows.find((r) => r.reference === kept.merchandise)).toMatchObject({ heldReason: "accounts", phone: "07700 900123" });

    // Staff opening the kept order are told it is held, and why.
    const detail = (await owner.request({ method: "GET", url: `/api/admin/orders/${kept.merchandise}` })).json();
    expect(detail.privacy).toEqual({ heldReason: "accounts", erasureRequestedAt: expect.any(String), anonymisedAt: null });

    // Kwame is untouched.
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, OTHER.email))).toHaveLength(1);
    expect(await database.db.select().from(speakingRequests).where(eq(speakingRequests.email, OTHER.email))).toHaveLength(1);
    expect((await rowsMentioning(["kwame"])).length).toBeGreaterThan(5);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "privacy.erased"));
    expect(entry).toMatchObject({ actorLabel: "owner@team.test", targetType: "person", details: expect.objectContaining({ newsletter: 1, speakingRequests: 1 }) });

    // A subject access request now finds only the kept records, marked.
    const exported = (await owner.request({ method: "POST", url: "/api/admin/privacy/export", payload: { email: PERSON.email } })).json();
    expect(exported.newsletter).toEqual([]);
    expect(exported.speakingRequests).toEqual([]);
    expect([...exported.orders, ...exported.gifts].map((o: { heldReason: string }) => o.heldReason).sort()).toEqual(["accounts", "gift_aid"]);
  });

  it("erasing again is harmless: the same kept records, nothing more erased", async () => {
    const again = await erase(PERSON.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().kept).toHaveLength(2);
    expect(Object.values(again.json().erased).every((n) => n === 0)).toBe(true);
    const [gift] = await database.db.select().from(orders).where(eq(orders.reference, kept.gift));
    expect(gift).toMatchObject({ firstName: "Abena", heldReason: "gift_aid" });
  });

  it("will not erase a donor whose monthly gift is still being taken", async () => {
    const monthly = { firstName: "Esi", lastName: "Boateng", email: "esi@example.test" };
    const plan = await buyWithSandbox(app, donationBody(10, { frequency: "monthly", donorInfo: { ...monthly, message: "" } }));
    const refused = await erase(monthly.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(`${plan.reference} is a monthly gift still being taken: cancel it first, then erase`);
    const [row] = await database.db.select().from(orders).where(eq(orders.reference, plan.reference));
    expect(row).toMatchObject({ firstName: "Esi", heldReason: null, erasureRequestedAt: null });
  });
});
