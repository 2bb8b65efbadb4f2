// The catalogue in the database: seeded once from today's products, never again; edited by owners
// through the back office's API, audited with before and after, refused when stale or wrong.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedLookup, seedProducts } from "../../../core/catalogue-seed";
import { openDatabase } from "../../db/client";
import { auditLog, products } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

describe("seeding the catalogue", () => {
  it("gives a fresh database today's products, and never seeds it again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "catalogue-seed-"));
    try {
      const first = await openDatabase({ dataDir });
      const rows = await first.db.select().from(products).orderBy(products.position);
      expect(rows.map((row) => row.id)).toEqual(seedProducts.map((p) => p.id));
      for (const row of rows) {
        const seeded = seedLookup(row.id)!;
        expect(row).toMatchObject({
          name: seeded.name,
          price: seeded.price,
          salePrice: seeded.salePrice ?? null,
          description: seeded.description,
          category: seeded.category,
          image: seeded.image,
          imageAlt: seeded.imageAlt,
          featured: seeded.featured ?? false,
          status: "active",
        });
      }
      // Staff archive everything and rename one: a restart puts nothing back.
      await first.db.update(products).set({ status: "archived" });
      await first.db.update(products).set({ name: "Renamed" }).where(eq(products.id, seedProducts[0]!.id));
      await first.close();

      const again = await openDatabase({ dataDir });
      const statuses = await again.db.select({ status: products.status }).from(products);
      expect(statuses).toHaveLength(seedProducts.length);
      expect(statuses.every((row) => row.status === "archived")).toBe(true);
      const [renamed] = await again.db.select().from(products).where(eq(products.id, seedProducts[0]!.id));
      expect(renamed!.name).toBe("Renamed");
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabaseKinds)("the back office's products on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let finance: StaffAgent;
  const tee = seedLookup("blessed-tee")!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@shop.test", role: "owner" });
    finance = await joinAsStaff(app, database.db, { email: "finance@shop.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (agent: StaffAgent, id = tee.id) => agent.request({ method: "GET", url: `/api/admin/products/${id}` });
  const patch = (agent: StaffAgent, payload: Record<string, unknown>, id = tee.id) =>
    agent.request({ method: "PATCH", url: `/api/admin/products/${id}`, payload });

  it("lists every product, archived ones too, for any staff member", async () => {
    const response = await finance.request({ method: "GET", url: "/api/admin/products" });
    expect(response.statusCode).toBe(200);
    expect(response.json().products).toHaveLength(seedProducts.length);
  });

  it("saves a change in one go, records before and after, and refuses finance", async () => {
    const { version } = (await get(owner)).json<{ version: number }>();
    expect((await patch(finance, { version, price: 999 })).statusCode).toBe(403);

    const saved = await patch(owner, { version, price: 1299, salePrice: 999, name: "  Blessed Tee (white)  " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: 1299, salePrice: 999, name: "Blessed Tee (white)", version: version + 1 });

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.updated"));
    expect(entry).toMatchObject({
      actorLabel: "owner@shop.test",
      targetType: "product",
      targetId: tee.id,
      details: {
        before: { price: tee.price, salePrice: null, name: tee.name },
        after: { price: 1299, salePrice: 999, name: "Blessed Tee (white)" },
      },
    });
    const catalogue = (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: { id: string; price: number; salePrice?: number }[] }>();
    expect(catalogue.products.find((p) => p.id === tee.id)).toMatchObject({ price: 1299, salePrice: 999 });
  });

  it("refuses a save made from an older copy instead of overwriting someone else's", async () => {
    const { version } = (await get(owner)).json<{ version: number }>();
    expect((await patch(owner, { version, description: "First edit." })).statusCode).toBe(200);
    const stale = await patch(owner, { version, description: "Second edit, from the old copy." });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ issues: [{ field: "version", message: expect.stringContaining("Someone else saved this product") }] });
    expect((await get(owner)).json()).toMatchObject({ description: "First edit." });
  });

  it("answers bad input with a 400 naming the field, and changes nothing", async () => {
    const before = (await get(owner)).json<{ version: number; price: number; name: string }>();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 0 }, "price"],
      [{ price: 12.5 }, "price"],
      [{ salePrice: before.price }, "salePrice"],
      [{ name: "bad\u0000name" }, "name"],
      [{ name: "   " }, "name"],
      [{ category: "socks" }, "category"],
      [{ status: "deleted" }, "status"],
    ];
    for (const [change, field] of cases) {
      const response = await patch(owner, { version: before.version, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().issues.map((issue: { field: string }) => issue.field), JSON.stringify(change)).toContain(field);
    }
    // A valid field beside a bad one: nothing half-saved.
    expect((await patch(owner, { version: before.version, name: "Half saved", salePrice: before.price + 1 })).statusCode).toBe(400);
    expect((await get(owner)).json()).toMatchObject({ version: before.version, price: before.price, name: before.name });
    expect((await get(owner, "no-such-product")).statusCode).toBe(404);
  });

  it("serves the public catalogue compressed, and answers a browser's unchanged copy with 304 until a save changes it", async () => {
    const first = await app.inject({ method: "GET", url: "/api/catalogue", headers: { "accept-encoding": "gzip, br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect((await app.inject({ method: "GET", url: "/api/catalogue", headers: { "if-none-match": etag } })).statusCode).toBe(304);

    const { version } = (await get(owner, "faith-over-fear-t-shirt")).json<{ version: number }>();
    expect((await patch(owner, { version, description: "Bold letters, soft cotton." }, "faith-over-fear-t-shirt")).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const after = await app.inject({ method: "GET", url: "/api/catalogue", headers: { "if-none-match": etag } });
      expect(after.statusCode).toBe(200);
      expect(after.json().products.find((p: { id: string }) => p.id === "faith-over-fear-t-shirt").description).toBe("Bold letters, soft cotton.");
    }, { timeout: 5000 });
  });
});
