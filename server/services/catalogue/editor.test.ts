// The product editor's rules as staff and buyers meet them: each product's own sizes, colours and
// print notes (checked when a payment is priced), a sale that ends on its own (prices and the
// public catalogue follow), drafts made from a name with ids never reused, roles, a save that adds
// a size and counts it in one transaction, and the CSV export and previewed import of prices, sale
// ends and stock (refused rows, all-or-nothing, stale previews).
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedLookup } from "../../../core/catalogue-seed";
import type { Product } from "../../../core/product";
import type { ProductStock } from "../../../core/schemas/admin-stock";
import { auditLog, orderLines, products, productVariants } from "../../db/schema/index";
import { buildTestApp, waitFor } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { merchandiseBody } from "../../test-support/payments";
import { joinAsStaff, type StaffAgent } from "../../test-support/staff";

const HOODIE = "faith-over-fear-hoodie";
const TEE = "blessed-tee";
const JOURNAL = "passport-to-purpose-devotional-journal";

describe.each(testDatabaseKinds)("the product editor on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let packer: StaffAgent;
  let finance: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database);
    owner = await joinAsStaff(app, database.db, { email: "owner@shop.test", role: "owner" });
    packer = await joinAsStaff(app, database.db, { email: "packer@shop.test", role: "fulfilment" });
    finance = await joinAsStaff(app, database.db, { email: "finance@shop.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async (id: string) => (await owner.request({ method: "GET", url: `/api/admin/products/${id}` })).json<{ version: number; sizes: string[]; colors: string[]; printNotes: boolean; saleEndsAt: string | null; status: string; id: string }>();
  const patch = (id: string, payload: Record<string, unknown>, who = owner) => who.request({ method: "PATCH", url: `/api/admin/products/${id}`, payload });
  const publicProduct = async (id: string) =>
    (await app.inject({ method: "GET", url: "/api/catalogue" })).json<{ products: Product[] }>().products.find((p) => p.id === id);
  const pay = (payload: object) => app.inject({ method: "POST", url: "/api/create-payment", payload });
  const changeStock = (id: string, payload: object, who = packer) => who.request({ method: "POST", url: `/api/admin/products/${id}/stock`, payload });

  it("starts every product with what it offered before: apparel in every size and colour, the journal in one form", async () => {
    expect(await get(HOODIE)).toMatchObject({ sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"], colors: ["Black", "White", "Navy", "Red", "Green", "Purple", "Yellow", "Pink"], printNotes: false });
    expect(await get(TEE)).toMatchObject({ printNotes: true });
    expect(await get(JOURNAL)).toMatchObject({ sizes: [], colors: [], printNotes: false });
    // Unchanged, the public catalogue carries none of it (its pages stay as the seed made them).
    expect(Object.keys((await publicProduct(HOODIE))!)).not.toContain("sizes");
  });

  it("keeps a product's own sizes and colours: the payment refuses others, and notes only where offered", async () => {
    const { version } = await get(TEE);
    const saved = await patch(TEE, { version, sizes: ["L", "S", "M"], colors: ["White", "Black"], printNotes: false });
    expect(saved.statusCode, saved.body).toBe(200);
    // Stored in the store's order, whatever order they were sent in.
    expect(saved.json()).toMatchObject({ sizes: ["S", "M", "L"], colors: ["Black", "White"], printNotes: false });
    expect(await publicProduct(TEE)).toMatchObject({ sizes: ["S", "M", "L"], colors: ["Black", "White"], printNotes: false });

    const wrongSize = await pay(merchandiseBody([{ id: TEE, quantity: 1, size: "XS", color: "Black" }]));
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().issues).toEqual([expect.objectContaining({ field: "items.0.size", message: expect.stringContaining("doesn't come in XS") })]);
    const wrongColour = await pay(merchandiseBody([{ id: TEE, quantity: 1, size: "M", color: "Navy" }]));
    expect(wrongColour.json().issues).toEqual([expect.objectContaining({ field: "items.0.color" })]);
    const journalSized = await pay(merchandiseBody([{ id: JOURNAL, quantity: 1, size: "M" }]));
    expect(journalSized.json().issues).toEqual([expect.objectContaining({ field: "items.0.size", message: expect.stringContaining("one size") })]);

    const fine = await pay(merchandiseBody([{ id: TEE, quantity: 1, size: "M", color: "White", customerNotes: "Name on the back" }]));
    expect(fine.statusCode, fine.body).toBe(200);
    // The tee no longer offers notes: what the buyer typed is not kept for the printer.
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.productId, TEE));
    expect(lines.at(-1)).toMatchObject({ size: "M", color: "White", notes: null });
  });

  it("refuses sizes, a sale end and a sale price that break the rules, naming each field, and keeps before and after", async () => {
    const { version } = await get(HOODIE);
    const bad = await patch(HOODIE, { version, sizes: [], colors: [], salePrice: 99999, saleEndsAt: "2020-01-01T00:00:00Z" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["colors", "saleEndsAt", "salePrice", "sizes"]);
    expect((await patch(JOURNAL, { version: (await get(JOURNAL)).version, sizes: ["M"] })).json().issues).toEqual([expect.objectContaining({ field: "sizes" })]);
    expect((await patch(HOODIE, { version, saleEndsAt: "next tuesday" })).json().issues).toEqual([expect.objectContaining({ field: "saleEndsAt" })]);
    // Fulfilment counts stock but can't save the product itself.
    expect((await patch(HOODIE, { version, printNotes: true }, packer)).statusCode).toBe(403);
    expect((await get(HOODIE)).version).toBe(version);

    const ok = await patch(HOODIE, { version, sizes: ["M", "L"], printNotes: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const [entry] = (await database.db.select().from(auditLog).where(eq(auditLog.targetId, HOODIE))).filter((e) => e.action === "product.updated");
    expect(entry!.details).toMatchObject({ before: { sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"], printNotes: false }, after: { sizes: ["M", "L"], printNotes: true } });
  });

  it("ends a sale on its own: pricing stops using it at once and the public catalogue drops it when it ends", async () => {
    const before = await publicProduct(TEE);
    const { version } = await get(TEE);
    const endsAt = new Date(Date.now() + 2500).toISOString();
    const saved = await patch(TEE, { version, salePrice: before!.price - 300, saleEndsAt: endsAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicProduct(TEE)).toMatchObject({ salePrice: before!.price - 300, saleEndsAt: endsAt });
    const onSale = await pay(merchandiseBody([{ id: TEE, quantity: 1, size: "M", color: "Black" }]));
    // merchandiseBody prices from the seed (no sale): the server, charging the sale, says so.
    expect(onSale.statusCode).toBe(409);

    // When it ends, this process's timer drops the sale: no save, no notification.
    await waitFor(async () => (await publicProduct(TEE))!.salePrice === undefined, 10_000);
    expect(await publicProduct(TEE)).not.toHaveProperty("saleEndsAt");
    const full = await pay(merchandiseBody([{ id: TEE, quantity: 1, size: "M", color: "Black" }]));
    expect(full.statusCode, full.body).toBe(200);
    // The back office still shows what was set, for staff to clear or extend.
    expect(await get(TEE)).toMatchObject({ saleEndsAt: endsAt });
  });

  it("creates drafts from a name, seen only in the back office, with ids never reused", async () => {
    expect((await finance.request({ method: "POST", url: "/api/admin/products", payload: { name: "Hope Hat", category: "dad-hat", price: 1800 } })).statusCode).toBe(403);
    const created = await owner.request({ method: "POST", url: "/api/admin/products", payload: { name: "Hope Hat!", category: "dad-hat", price: 1800 } });
    expect(created.statusCode, created.body).toBe(201);
    // No sizes or colours ticked: the owner chooses what it comes in.
    expect(created.json()).toMatchObject({ id: "hope-hat", status: "draft", sizes: [], colors: [], printNotes: true });
    expect(await publicProduct("hope-hat")).toBeUndefined();
    // Archived, its id stays taken: the next one with that name gets its own.
    const first = await get("hope-hat");
    expect((await patch("hope-hat", { version: first.version, status: "archived" })).statusCode).toBe(200);
    const again = await owner.request({ method: "POST", url: "/api/admin/products", payload: { name: "Hope hat", category: "dad-hat", price: 1800 } });
    expect(again.json()).toMatchObject({ id: "hope-hat-2", status: "draft" });
    const bad = await owner.request({ method: "POST", url: "/api/admin/products", payload: { name: " ", category: "socks", price: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["category", "name", "price"]);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.created"));
    expect(audit).toMatchObject({ targetId: "hope-hat", details: { before: null, after: expect.objectContaining({ status: "draft" }) } });
  });

  it("has an Other category, in one form or in sizes and colours (both or neither), on sale like any other", async () => {
    const created = await owner.request({ method: "POST", url: "/api/admin/products", payload: { name: "Purpose Mug", category: "other", price: 1200 } });
    expect(created.statusCode, created.body).toBe(201);
    const mug = created.json<{ id: string; version: number }>();
    expect(created.json()).toMatchObject({ category: "other", sizes: [], colors: [] });
    // Sizes without colours (or colours without sizes) is refused, naming the field missing.
    expect((await patch(mug.id, { version: mug.version, sizes: ["M"] })).json().issues).toEqual([expect.objectContaining({ field: "colors" })]);
    expect((await patch(mug.id, { version: mug.version, colors: ["White"] })).json().issues).toEqual([expect.objectContaining({ field: "sizes" })]);
    // An Other product needs a picture like any other: an upload is another test's; here it borrows the seeded illustration.
    await database.db.update(products).set({ image: "/images/products/blessed-tee.svg", imageAlt: "A mug" }).where(eq(products.id, mug.id));
    const active = await patch(mug.id, { version: mug.version, status: "active" });
    expect(active.statusCode, active.body).toBe(200);
    await vi.waitFor(async () => expect(await publicProduct(mug.id)).toMatchObject({ category: "other" }), { timeout: 5000 });
    // The seed's pricing doesn't know it: the body is priced here (£12, free standard delivery).
    const mugBody = (item: Record<string, unknown>) => ({ ...merchandiseBody([]), amount: 12, items: [{ id: mug.id, quantity: 1, giftWrap: false, ...item }] });
    // In one form: bought with no size or colour, and refused with one.
    expect((await pay(mugBody({}))).statusCode).toBe(200);
    expect((await pay(mugBody({ size: "M" }))).json().issues).toEqual([expect.objectContaining({ field: "items.0.size" })]);

    // In sizes and colours both: the payment takes one it comes in.
    const inColours = await patch(mug.id, { version: (await get(mug.id)).version, sizes: ["M"], colors: ["White"] });
    expect(inColours.statusCode, inColours.body).toBe(200);
    await vi.waitFor(async () => expect(await publicProduct(mug.id)).toMatchObject({ sizes: ["M"], colors: ["White"] }), { timeout: 5000 });
    expect((await pay(mugBody({ size: "M", color: "Black" }))).json().issues).toEqual([expect.objectContaining({ field: "items.0.color" })]);
    expect((await patch(mug.id, { version: (await get(mug.id)).version, status: "archived" })).statusCode).toBe(200);
  });

  it("counts stock from the grid in one go, by fulfilment, and shows it sold out; not tracked holds nothing", async () => {
    expect((await changeStock(HOODIE, { action: "track", lowStockLevel: 2 })).statusCode).toBe(200);
    // Only the sizes it comes in now (M and L, from the test above).
    const grid = (await changeStock(HOODIE, { action: "set-levels", reason: "counted", levels: [{ size: "M", color: "Black", onHand: 1 }, { size: "L", color: "Navy", onHand: 5 }] })).json<ProductStock>();
    expect(grid.variants).toHaveLength(2 * 8);
    expect(grid.variants.find((v) => v.size === "M" && v.color === "Black")).toMatchObject({ onHand: 1 });
    expect(grid.lowStockLevel).toBe(2);
    // All or nothing: one bad count refuses the lot.
    const bad = await changeStock(HOODIE, { action: "set-levels", reason: "counted", levels: [{ size: "M", color: "Black", onHand: 7 }, { size: "XS", color: "Black", onHand: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ field: "levels.1" })]);
    expect((await database.db.select().from(productVariants).where(eq(productVariants.sku, `${HOODIE}-m-black`)))[0]!.onHand).toBe(1);
    expect((await changeStock(HOODIE, { action: "set-levels", reason: "counted", levels: [{ size: "M", color: "Black", onHand: 0 }] }, finance)).statusCode).toBe(403);

    // A new size starts at 0 on the shelf.
    const { version } = await get(HOODIE);
    expect((await patch(HOODIE, { version, sizes: ["M", "L", "XL"] })).statusCode).toBe(200);
    const stock = (await owner.request({ method: "GET", url: `/api/admin/products/${HOODIE}/stock` })).json<ProductStock>();
    expect(stock.variants.find((v) => v.size === "XL" && v.color === "Pink")).toMatchObject({ onHand: 0, lowStockLevel: 2 });
    expect((await publicProduct(HOODIE))!.soldOutOptions).toContain("XL Pink");

    // Made to order: nothing is sold out, nothing held; counting again picks up the kept counts.
    expect((await changeStock(HOODIE, { action: "untrack" })).json<ProductStock>()).toMatchObject({ tracked: false });
    expect(await publicProduct(HOODIE)).not.toHaveProperty("soldOutOptions");
    const list = (await finance.request({ method: "GET", url: "/api/admin/products" })).json<{ stock: Record<string, { tracked: boolean }> }>();
    expect(list.stock[HOODIE]).toMatchObject({ tracked: false });
    expect((await changeStock(HOODIE, { action: "track" })).json<ProductStock>().variants.find((v) => v.size === "M" && v.color === "Black")).toMatchObject({ onHand: 1 });
    const summary = (await finance.request({ method: "GET", url: "/api/admin/products" })).json<{ stock: Record<string, { tracked: boolean; soldOut: number; low: number }> }>();
    expect(summary.stock[HOODIE]).toMatchObject({ tracked: true, soldOut: 3 * 8 - 2, low: 1 });
  });

  it("counts a size added in the same save, in one transaction, audited; a refused count undoes the product's change too", async () => {
    const stockOf = async (id: string) => (await owner.request({ method: "GET", url: `/api/admin/products/${id}/stock` })).json<ProductStock>();
    const variantsOf = async (sku: string) => database.db.select().from(productVariants).where(eq(productVariants.sku, sku));
    const before = await get(HOODIE); // counted, in M, L and XL (the tests above)
    const withXxl = [...before.sizes, "XXL"];
    const counts = { action: "set-levels", reason: "received", note: "First XXLs", levels: [{ size: "XXL", color: "Black", onHand: 4 }, { size: "XXL", color: "Navy", onHand: 2 }] };

    // On its own, a count for a size it doesn't come in yet is refused.
    const alone = await changeStock(HOODIE, counts, owner);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().issues).toEqual([expect.objectContaining({ field: "levels.0", message: expect.stringContaining("isn't one of this product's options") })]);

    // In one save with the new size: one bad count refuses the lot, the new size included.
    const bad = await patch(HOODIE, { version: before.version, sizes: withXxl, stock: [{ ...counts, levels: [...counts.levels, { size: "XS", color: "Black", onHand: 1 }] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ field: "stock.0.levels.2", message: expect.stringContaining("XS, Black") })]);
    expect(await get(HOODIE)).toMatchObject({ version: before.version, sizes: before.sizes });
    expect(await variantsOf(`${HOODIE}-xxl-black`)).toEqual([]);
    // Fulfilment counts stock, but not through a product save.
    expect((await patch(HOODIE, { version: before.version, sizes: withXxl, stock: [counts] }, packer)).statusCode).toBe(403);

    const [last] = await database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const auditedBefore = last?.id ?? 0;
    const saved = await patch(HOODIE, { version: before.version, sizes: withXxl, stock: [counts] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sizes: withXxl, version: before.version + 1 });
    const stock = await stockOf(HOODIE);
    expect(stock.variants.filter((v) => v.size === "XXL").map((v) => [v.color, v.onHand])).toEqual([
      ["Black", 4],
      ["White", 0],
      ["Navy", 2],
      ["Red", 0],
      ["Green", 0],
      ["Purple", 0],
      ["Yellow", 0],
      ["Pink", 0],
    ]);
    expect(stock.movements.filter((m) => m.size === "XXL").map((m) => [m.color, m.change, m.reason, m.note])).toEqual(
      expect.arrayContaining([
        ["Black", 4, "received", "First XXLs"],
        ["Navy", 2, "received", "First XXLs"],
      ]),
    );
    // One save, one entry: the new size and both counts are listed in it.
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, HOODIE)).orderBy(asc(auditLog.id));
    const ofTheSave = entries.filter((e) => e.id > auditedBefore);
    expect(ofTheSave.map((e) => e.action)).toEqual(["product.updated"]);
    expect(ofTheSave[0]!.details).toEqual({
      before: { sizes: before.sizes },
      after: { sizes: withXxl },
      stock: {
        counts: [
          { sku: `${HOODIE}-xxl-black`, size: "XXL", color: "Black", reason: "received", note: "First XXLs", before: 0, after: 4 },
          { sku: `${HOODIE}-xxl-navy`, size: "XXL", color: "Navy", reason: "received", note: "First XXLs", before: 0, after: 2 },
        ],
      },
    });
    // The shop sees it at once: XXL Black can be bought, XXL White can't.
    const shown = (await publicProduct(HOODIE))!.soldOutOptions;
    expect(shown).toContain("XXL White");
    expect(shown).not.toContain("XXL Black");
  });

  it("starts counting a product in the same save that changes its colours", async () => {
    const tee = await get(TEE); // made to order, in S, M and L, Black and White (the tests above)
    const saved = await patch(TEE, {
      version: tee.version,
      colors: ["Black", "White", "Navy"],
      stock: [
        { action: "track", lowStockLevel: 1 },
        { action: "set-levels", reason: "counted", levels: [{ size: "M", color: "Navy", onHand: 3 }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stock = (await owner.request({ method: "GET", url: `/api/admin/products/${TEE}/stock` })).json<ProductStock>();
    expect(stock).toMatchObject({ tracked: true, lowStockLevel: 1 });
    expect(stock.variants).toHaveLength(3 * 3);
    expect(stock.variants.find((v) => v.size === "M" && v.color === "Navy")).toMatchObject({ onHand: 3 });
    // One entry for the save: the colour, counting started, and the count typed.
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, TEE)).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "product.updated", details: { before: { colors: ["Black", "White"] }, after: { colors: ["Black", "White", "Navy"] } } });
    expect(entry!.details.stock).toEqual({
      tracked: { before: false, after: true },
      counts: [{ sku: `${TEE}-m-navy`, size: "M", color: "Navy", reason: "counted", before: 0, after: 3 }],
    });
  });

  describe("CSV", () => {
    const preview = (csv: string, who = owner) => who.request({ method: "POST", url: "/api/admin/products/import/preview", payload: { csv } });
    const apply = (csv: string, token: string, who = owner) => who.request({ method: "POST", url: "/api/admin/products/import/apply", payload: { csv, token } });

    it("exports every product and variant with stock, for every role, recorded as an export", async () => {
      for (const who of [owner, finance, packer]) {
        const response = await who.request({ method: "GET", url: "/api/admin/products.csv" });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-disposition"]).toMatch(/products-.*\.csv/);
      }
      const text = (await finance.request({ method: "GET", url: "/api/admin/products.csv" })).body;
      const lines = text.replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(lines[0]).toBe('"sku","product_id","name","status","category","size","colour","price","sale_price","sale_ends_at","tracked","on_hand","held","available","low_stock_level"');
      expect(lines.find((l) => l.startsWith(`"${HOODIE}-m-black"`))).toContain('"M","Black"');
      expect(lines.find((l) => l.startsWith(`"${JOURNAL}"`))).toContain('"no"');
      const exports = await database.db.select().from(auditLog).where(eq(auditLog.action, "data.exported"));
      expect(exports.some((e) => e.targetId === "products")).toBe(true);
    });

    it("previews every change and every refused row, then applies them in one transaction", async () => {
      const hoodie = seedLookup(HOODIE)!;
      const csv = [
        "sku,price,sale_price,on_hand",
        `${HOODIE}-m-black,30.00,,4`,
        `${HOODIE}-l-navy,30.00,,5`, // no change to its count
        `${HOODIE}-l-black,31.00,,1`, // disagrees with the first row's price
        "no-such-sku,10,,1",
        `${TEE},12.00,12.00,`, // sale not below price
        `${JOURNAL},9.99,,3`, // made to order: not counted
        `${HOODIE}-m-black,30.00,,9`, // the same SKU again
        `${HOODIE}-xl-red,abc,,1`,
      ].join("\r\n");
      expect((await preview(csv, packer)).statusCode).toBe(403);
      const shown = await preview(csv);
      expect(shown.statusCode, shown.body).toBe(200);
      const body = shown.json<{ token: string; changes: { line: number; field: string; from: string; to: string }[]; refused: { line: number; reason: string }[] }>();
      expect(body.changes).toEqual([
        expect.objectContaining({ line: 2, field: "price", from: (hoodie.price / 100).toFixed(2), to: "30.00" }),
        expect.objectContaining({ line: 2, field: "onHand", from: "1", to: "4" }),
      ]);
      expect(body.refused.map((r) => r.line)).toEqual([4, 5, 6, 7, 8, 9]);
      expect(body.refused.find((r) => r.line === 5)!.reason).toMatch(/No product or variant/);
      expect(body.refused.find((r) => r.line === 6)!.reason).toMatch(/below the price/);
      expect(body.refused.find((r) => r.line === 7)!.reason).toMatch(/made to order/);
      // Nothing changed yet.
      expect((await get(HOODIE)) as unknown).toMatchObject({ version: expect.any(Number) });
      expect((await publicProduct(HOODIE))!.price).toBe(hoodie.price);

      // Someone counts stock meanwhile: the preview is stale and applying is refused, changing nothing.
      expect((await changeStock(HOODIE, { action: "set-levels", reason: "counted", levels: [{ size: "L", color: "Navy", onHand: 6 }] })).statusCode).toBe(200);
      const stale = await apply(csv, body.token);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatch(/changed since the preview/);
      expect((await publicProduct(HOODIE))!.price).toBe(hoodie.price);

      const fresh = (await preview(csv)).json<{ token: string }>();
      const applied = await apply(csv, fresh.token);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toEqual({ applied: 3, refused: 6 });
      expect((await publicProduct(HOODIE))!.price).toBe(3000);
      expect((await database.db.select().from(productVariants).where(eq(productVariants.sku, `${HOODIE}-m-black`)))[0]!.onHand).toBe(4);
      expect((await database.db.select().from(productVariants).where(eq(productVariants.sku, `${HOODIE}-l-navy`)))[0]!.onHand).toBe(5);
      const imported = await database.db.select().from(auditLog).where(eq(auditLog.action, "products.imported"));
      expect(imported).toHaveLength(1);
      expect((await database.db.select().from(products).where(eq(products.id, HOODIE)))[0]!.price).toBe(3000);
    });

    it("refuses to apply a file whose outcome changed since its preview (a sale's end passed meanwhile): 409, asking for a new preview, nothing changed", async () => {
      const HAT = "chosen-dad-hat";
      const stored = async () => (await database.db.select().from(products).where(eq(products.id, HAT)))[0]!;
      const before = await stored();
      const ends = new Date(Math.ceil((Date.now() + 60 * 1000) / 1000) * 1000);
      const csv = ["sku,price,sale_price,sale_ends_at", `${HAT},40.00,35.00,${ends.toISOString()}`].join("\r\n");
      const shown = (await preview(csv)).json<{ token: string; changes: unknown[]; refused: unknown[] }>();
      expect(shown.changes.length).toBeGreaterThan(0);
      expect(shown.refused).toEqual([]);
      // Three minutes later (the clock moved on, nothing else): the sale's end has passed, so the row
      // would now be refused, and less applied than was shown.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 60 * 1000 });
      try {
        const stale = await apply(csv, shown.token);
        expect(stale.statusCode).toBe(409);
        expect(stale.json<{ error: string }>().error).toMatch(/preview the file again/);
      } finally {
        vi.useRealTimers();
      }
      expect(await stored()).toMatchObject({ price: before.price, salePrice: before.salePrice, version: before.version });
    });

    it("imports a sale's end: one in the future, or empty to end none; a bad or past one is refused with why; audited", async () => {
      type Preview = { token: string; changes: { line: number; sku: string; field: string; from: string; to: string }[]; refused: { line: number; reason: string }[] };
      const stored = async (id: string) => (await database.db.select().from(products).where(eq(products.id, id)))[0]!;
      const before = await stored(TEE); // on sale, its end passed (the sale test above)
      expect(before.salePrice).not.toBeNull();

      // The export, imported as it is, changes nothing and refuses nothing: the end already stored
      // passes, though it is over.
      const exported = (await owner.request({ method: "GET", url: "/api/admin/products.csv" })).body.replace(/^\uFEFF/, "");
      expect(exported).toContain(before.saleEndsAt!.toISOString());
      expect((await preview(exported)).json<Preview>()).toMatchObject({ changes: [], refused: [] });

      const ends = new Date(Math.ceil((Date.now() + 7 * 24 * 60 * 60 * 1000) / 1000) * 1000).toISOString();
      const csv = [
        "sku,sale_ends_at",
        `${TEE},${ends}`,
        `chosen-dad-hat,${ends}`, // no sale price to end
        `${JOURNAL},next tuesday`,
        "passport-to-purpose-tee,2020-01-01T00:00:00Z",
      ].join("\r\n");
      const shown = await preview(csv);
      expect(shown.statusCode, shown.body).toBe(200);
      const body = shown.json<Preview>();
      expect(body.changes).toEqual([{ line: 2, sku: TEE, item: expect.any(String), field: "saleEndsAt", from: before.saleEndsAt!.toISOString(), to: ends }]);
      expect(body.refused.map((r) => [r.line, r.reason])).toEqual([
        [3, expect.stringMatching(/needs a sale price/)],
        [4, expect.stringMatching(/"next tuesday" isn't a date and time/)],
        [5, expect.stringMatching(/has already passed/)],
      ]);
      expect((await stored(TEE)).saleEndsAt).toEqual(before.saleEndsAt);

      const applied = await apply(csv, body.token);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toEqual({ applied: 1, refused: 3 });
      expect((await stored(TEE)).saleEndsAt?.toISOString()).toBe(ends);
      expect((await stored("chosen-dad-hat")).saleEndsAt).toBeNull();
      // The sale runs again on every page, until its new end.
      expect(await publicProduct(TEE)).toMatchObject({ salePrice: before.salePrice, saleEndsAt: ends });
      const audited = (await database.db.select().from(auditLog).where(eq(auditLog.targetId, TEE)).orderBy(asc(auditLog.id))).filter((e) => e.action === "product.updated").at(-1)!;
      expect(audited.details).toEqual({
        source: "csv-import",
        before: { price: before.price, salePrice: before.salePrice, saleEndsAt: before.saleEndsAt!.toISOString() },
        after: { price: before.price, salePrice: before.salePrice, saleEndsAt: ends },
      });

      // Empty ends it no more: the sale price applies until it is cleared.
      const clear = `sku,sale_ends_at\r\n${TEE},\r\n`;
      const cleared = (await preview(clear)).json<Preview>();
      expect(cleared.changes).toEqual([expect.objectContaining({ field: "saleEndsAt", from: ends, to: "" })]);
      expect((await apply(clear, cleared.token)).json()).toEqual({ applied: 1, refused: 0 });
      expect((await stored(TEE)).saleEndsAt).toBeNull();
      expect(await publicProduct(TEE)).not.toHaveProperty("saleEndsAt");
    });

    it("answers a file it can't read with a 400 naming the file", async () => {
      for (const csv of ["", "name,price\nx,1", "sku\nabc"]) {
        const response = await preview(csv);
        expect(response.statusCode, csv).toBe(400);
        expect(response.json().issues).toEqual([expect.objectContaining({ field: "csv" })]);
      }
    });
  });
});
