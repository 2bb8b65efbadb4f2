// The donors list: one row per address (whatever its case) with what the donor gave, found by
// address or name, paged by address, and exported as CSV with nothing a spreadsheet would run.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DonorList, GiftList } from "../../../core/schemas/admin-giving";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, donationBody } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

describe.each(testDatabaseKinds)("the donors list on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let finance: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async <T>(url: string) => {
    const response = await finance.request({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const give = (amount: number, donorInfo: { firstName: string; lastName: string; email: string }, options: { monthly?: boolean; giftAid?: boolean } = {}) =>
    buyWithSandbox(
      app,
      donationBody(amount, {
        frequency: options.monthly ? "monthly" : "one-time",
        donorInfo: { ...donorInfo, message: "" },
        ...(options.giftAid && { giftAid: { address: "12 Peckham Road, London", postcode: "SE15 5JR" } }),
      }),
    );

  it("gives one row per address with gifts, total, refunds, monthly gift, Gift Aid and last gift, found by address or name", async () => {
    const ada = { firstName: "Ada", lastName: "Nwosu", email: "Ada.Nwosu@Example.test" };
    const first = await give(25, ada, { giftAid: true });
    // The same person with the address typed in another case, now giving monthly as "Adaeze".
    await give(10, { ...ada, firstName: "Adaeze", email: "ada.nwosu@example.test" }, { monthly: true });
    await give(5, { firstName: "Bola", lastName: "Nwosu", email: "bola@example.test" });

    const byName = await get<DonorList>("/api/admin/donors?q=nwosu");
    expect(byName.donors.map((d) => d.email)).toEqual(["ada.nwosu@example.test", "bola@example.test"]);
    const [adaRow, bolaRow] = byName.donors;
    expect(adaRow).toMatchObject({ name: "Adaeze Nwosu", gifts: 2, given: 3500, refunded: 0, activePlan: true, giftAid: true, test: true });
    expect(bolaRow).toMatchObject({ name: "Bola Nwosu", gifts: 1, given: 500, activePlan: false, giftAid: false });
    const gifts = await get<GiftList>("/api/admin/gifts?q=ada.nwosu@");
    expect(adaRow!.lastGiftAt).toBe(gifts.gifts[0]!.paidAt);
    expect(byName.next).toBeNull();

    expect((await get<DonorList>("/api/admin/donors?q=ADA.NW")).donors.map((d) => d.email)).toEqual(["ada.nwosu@example.test"]);
    expect((await get<DonorList>("/api/admin/donors?q=bola@")).donors.map((d) => d.email)).toEqual(["bola@example.test"]);
    expect((await get<DonorList>("/api/admin/donors?q=adaeze")).donors.map((d) => d.email)).toEqual(["ada.nwosu@example.test"]);
    expect((await get<DonorList>(`/api/admin/donors?q=${first.reference}`)).donors.map((d) => d.email)).toEqual(["ada.nwosu@example.test"]);
    // The sandbox's gifts are test gifts: no live donor yet.
    expect((await get<DonorList>("/api/admin/donors?mode=live")).donors).toEqual([]);

    // A refund shows beside the total; a Gift Aid cancellation the donor phoned in turns Gift Aid off.
    const oneOff = gifts.gifts.find((g) => g.reference === first.reference)!;
    expect((await finance.request({ method: "POST", url: `/api/admin/gifts/${oneOff.id}/refunds`, payload: { amount: 500, reason: "Asked for part back" } })).statusCode).toBe(201);
    const cancelled = await finance.request({
      method: "POST",
      url: "/api/admin/declarations/cancellations",
      payload: { email: ada.email, cancelledOn: new Date().toISOString().slice(0, 10), method: "phone" },
    });
    expect(cancelled.statusCode).toBe(201);
    const [after] = (await get<DonorList>("/api/admin/donors?q=ada.nwosu@")).donors;
    expect(after).toMatchObject({ gifts: 2, given: 3500, refunded: 500, activePlan: true, giftAid: false });
  });

  it("pages 50 at a time by address and exports the whole filtered set as CSV, formulas made inert", async () => {
    // 51 donors with one gift each, one of them named like a spreadsheet formula.
    await database.db.execute(sql`
      insert into orders (type, status, provider, test, total, donation_total, frequency, first_name, last_name, email, paid_at)
      select 'donation', 'paid', 'stripe', false, 1000 * n, 1000 * n, 'one-time',
        case when n = 7 then '=SUM(1+1)' else 'Paged' end, 'Pager', 'pager' || lpad(n::text, 2, '0') || '@example.test', now()
      from generate_series(1, 51) as n`);
    await database.db.execute(sql`
      insert into payments (order_id, provider, provider_reference, amount, order_type, test)
      select id, 'stripe', 'pi_donors_' || id, total, type, test from orders where last_name = 'Pager'`);

    const first = await get<DonorList>("/api/admin/donors?q=pager&mode=live");
    expect(first.donors).toHaveLength(50);
    expect(first.next).toEqual(expect.any(String));
    const second = await get<DonorList>(`/api/admin/donors?q=pager&mode=live&after=${encodeURIComponent(first.next!)}`);
    expect(second.donors.map((d) => d.email)).toEqual(["pager51@example.test"]);
    expect(second.next).toBeNull();
    const emails = [...first.donors, ...second.donors].map((d) => d.email);
    expect(emails).toEqual(Array.from({ length: 51 }, (_, i) => `pager${String(i + 1).padStart(2, "0")}@example.test`));
    expect(first.donors[6]).toMatchObject({ name: "=SUM(1+1) Pager", gifts: 1, given: 7000, test: false });

    const csv = await finance.request({ method: "GET", url: "/api/admin/donors.csv?q=pager&mode=live" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="donors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe('\uFEFF"Email","Name","Gifts","Given","Refunded","Active monthly gift","Gift Aid declaration","Last gift","Test"');
    expect(lines).toHaveLength(52);
    expect(lines[7]).toMatch(/^"pager07@example.test","'=SUM\(1\+1\) Pager","1","70","0","no","no","\d{4}-[^"]+","no"$/);

    for (const after of ["%25%25", Buffer.from("pager01@example.test\u0000").toString("base64url")]) {
      const forged = await finance.request({ method: "GET", url: `/api/admin/donors?after=${after}` });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().issues).toEqual([{ field: "after", message: "Not a page cursor" }]);
    }
    // A NUL typed (or pasted) into the search box is refused by name, before the database sees it.
    for (const url of ["/api/admin/donors?q=%00", "/api/admin/donors.csv?q=a%00", "/api/admin/plans.csv?q=a%00", "/api/admin/gifts?q=%1B"]) {
      const refused = await finance.request({ method: "GET", url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().issues, url).toEqual([{ field: "q", message: "Search for letters, numbers and punctuation only" }]);
    }
    const bad = await finance.request({ method: "GET", url: "/api/admin/donors.csv?mode=both" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: "mode", message: "Choose live or test" }]);
  });

  it("is for finance and owners: fulfilment staff are refused the list and its CSV", async () => {
    const packer = await joinAsStaff(app, database.db, { email: `packer-${kind}@team.test`, role: "fulfilment" });
    const owner = await joinAsStaff(app, database.db, { email: `owner-${kind}@team.test`, role: "owner" });
    for (const url of ["/api/admin/donors", "/api/admin/donors.csv", "/api/admin/plans.csv"]) {
      expect((await packer.request({ method: "GET", url })).statusCode, url).toBe(403);
      expect((await owner.request({ method: "GET", url })).statusCode, url).toBe(200);
    }
  });
});
