// The audit log as an owner reads it: one entry per save (a stock grid of 14 counts is one entry
// listing them), sentences with the person's name and the product's, old rows written one per
// variant still naming their size and colour, filters by person, action and UK days (a bad one
// refused naming its field), and only owners may read it.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditSentence, type AuditSentence } from "../../../core/audit-sentences";
import type { AuditPage } from "../../../core/schemas/admin";
import { auditLog } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const HOODIE = "faith-over-fear-hoodie";
const words = (sentence: AuditSentence) => sentence.parts.map((part) => (typeof part === "string" ? part : part.text)).join("");

describe.each(testDatabaseKinds)("the audit log on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  const others: Record<string, StaffAgent> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "ruth@shop.test", role: "owner", name: "Ruth Adeyemi" });
    for (const role of ["finance", "fulfilment", "editor"] as const) others[role] = await joinAsStaff(app, database.db, { email: `${role}@shop.test`, role });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const read = async (query = "", who = owner) => {
    const response = await who.request({ method: "GET", url: `/api/admin/audit${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };
  const count = async () => Number((await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n);
  const version = async () => (await owner.request({ method: "GET", url: `/api/admin/products/${HOODIE}` })).json<{ version: number }>().version;

  it("writes one entry for one save of the stock grid, listing every count, and reads it as a sentence", async () => {
    const levels = ["XS", "S", "M", "L", "XL", "XXL", "3XL"].flatMap((size) => ["Black", "Navy"].map((color, i) => ({ size, color, onHand: 3 + i })));
    expect(levels).toHaveLength(14);
    const before = await count();
    const saved = await owner.request({
      method: "PATCH",
      url: `/api/admin/products/${HOODIE}`,
      payload: { version: await version(), stock: [{ action: "track", lowStockLevel: 2 }, { action: "set-levels", reason: "counted", note: "Stocktake", levels }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await count()).toBe(before + 1);

    const [entry] = (await read()).entries;
    expect(entry).toMatchObject({ actor: "ruth@shop.test", who: "Ruth Adeyemi", action: "product.stock_tracked", target: { type: "product", id: HOODIE, name: "Faith Over Fear Hoodie" } });
    const sentence = auditSentence(entry!);
    expect(words(sentence)).toBe("Ruth Adeyemi started counting the stock of Faith Over Fear Hoodie");
    expect(sentence.parts).toContainEqual({ text: "Faith Over Fear Hoodie", to: `/products/${HOODIE}` });
    expect(sentence.changes).toHaveLength(14);
    expect(sentence.changes[0]).toEqual({ label: "Stock, XS, Black", before: "0", after: "3 (counted, “Stocktake”)" });

    // A save that changes one count and the price: one entry, both listed, the price in pounds.
    const again = await owner.request({
      method: "PATCH",
      url: `/api/admin/products/${HOODIE}`,
      payload: { version: await version(), price: 3999, stock: [{ action: "set-levels", reason: "correction", levels: [{ size: "M", color: "Black", onHand: 1 }] }] },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await count()).toBe(before + 2);
    const changed = auditSentence((await read()).entries[0]!);
    expect(words(changed)).toBe("Ruth Adeyemi changed Faith Over Fear Hoodie");
    expect(changed.changes).toEqual([
      { label: "Price", before: expect.stringMatching(/^£\d+\.\d\d$/), after: "£39.99" },
      { label: "Stock, M, Black", before: "3", after: "1 (a correction)" },
    ]);

    // The stock alone, as fulfilment saves it: one entry, one count said in the sentence.
    const alone = await others.fulfilment!.request({ method: "POST", url: `/api/admin/products/${HOODIE}/stock`, payload: { action: "set", size: "M", color: "Black", onHand: 0, reason: "damaged" } });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(words(auditSentence((await read()).entries[0]!))).toBe("fulfilment changed the stock of Faith Over Fear Hoodie, M, Black from 1 to 0 (damaged)");
  });

  it("reads rows written one per variant before, with the size and colour looked up by SKU", async () => {
    await database.db.insert(auditLog).values({
      actorLabel: "ruth@shop.test",
      action: "product.stock_changed",
      targetType: "product",
      targetId: HOODIE,
      details: { sku: `${HOODIE}-l-navy`, reason: "received", before: { onHand: 3 }, after: { onHand: 9 } },
    });
    const page = await read("?action=product.stock_changed");
    expect(page.variants[`${HOODIE}-l-navy`]).toBe("L, Navy");
    // No staff member is linked to the row: it reads with the address it recorded.
    expect(words(auditSentence(page.entries[0]!, page))).toBe("ruth@shop.test changed the stock of Faith Over Fear Hoodie, L, Navy from 3 to 9 (received)");
  });

  it("filters by person (name or email), by action and by UK days, and refuses a bad filter naming it", async () => {
    const at = (iso: string, action: string, actorLabel = "old@shop.test") => database.db.insert(auditLog).values({ at: new Date(iso), actorLabel, action, details: {} });
    // 23:30 on 30 June in UTC is 00:30 on 1 July in the UK (summer time).
    await at("2026-06-30T23:30:00Z", "backup.taken");
    await at("2026-06-29T10:00:00Z", "backup.taken");
    await at("2026-07-03T10:00:00Z", "sign_out");

    expect((await read("?from=2026-07-01&to=2026-07-01")).entries.map((e) => e.at)).toEqual(["2026-06-30T23:30:00.000Z"]);
    expect((await read("?from=2026-06-29&to=2026-06-30")).entries.map((e) => e.at)).toEqual(["2026-06-29T10:00:00.000Z"]);
    expect((await read("?from=2026-06-29&to=2026-07-31&action=backup.taken")).entries).toHaveLength(2);
    expect((await read("?to=2026-07-31&actor=old@")).entries).toHaveLength(3);

    const byName = await read("?actor=adeyemi");
    expect(byName.entries.length).toBeGreaterThan(0);
    expect(byName.entries.every((e) => e.who === "Ruth Adeyemi" || e.actor === "ruth@shop.test")).toBe(true);
    // By address too, whatever the case: the row written without a link to her is found by the address it recorded.
    const byEmail = await read("?actor=RUTH@SHOP");
    expect(byEmail.entries.every((e) => e.actor === "ruth@shop.test")).toBe(true);
    expect(byEmail.entries).toHaveLength(byName.entries.length + 1);
    expect((await read("?actor=nobody-at-all")).entries).toEqual([]);
    expect((await read("?action=sign_in")).entries.every((e) => e.action === "sign_in")).toBe(true);
    expect((await read()).actions).toEqual(expect.arrayContaining(["backup.taken", "product.stock_changed", "product.updated", "sign_in"]));

    const backwards = await owner.request({ method: "GET", url: "/api/admin/audit?from=2026-07-02&to=2026-07-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toEqual([expect.objectContaining({ field: "to", message: "The end date must be on or after the start date" })]);
    const noSuchDay = await owner.request({ method: "GET", url: "/api/admin/audit?from=2026-02-30" });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().issues).toEqual([expect.objectContaining({ field: "from" })]);
    const notADate = await owner.request({ method: "GET", url: "/api/admin/audit?to=yesterday" });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().issues).toEqual([expect.objectContaining({ field: "to" })]);
  });

  it("is for owners only: every other role is refused", async () => {
    for (const role of ["finance", "fulfilment", "editor"]) {
      const refused = await others[role]!.request({ method: "GET", url: "/api/admin/audit" });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await app.inject({ method: "GET", url: "/api/admin/audit" })).statusCode).toBe(401);
  });
});
