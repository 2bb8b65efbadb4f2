// Running the shop from the back office: references, the order list (filters, search,
// keyset paging, CSV), an order's page and timeline, dispatch with tracking, notes, and
// the customer's own order page.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail, OrderList } from "../../../core/schemas/admin-orders";
import { auditLog, outboxEmails } from "../../db/schema/index";
import { orderToken } from "../../services/orders/order-link";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test-support/database";
import { buyWithSandbox, customer, donationBody, merchandiseBody, mixedCart } from "../../test-support/payments";
import { joinAsStaff, latestEmail, type StaffAgent } from "../../test-support/staff";

const TOKEN_SECRET = "orders-test-secret-0123456789abcdefghij";

describe.each(testDatabaseKinds)("orders in the back office on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let packer: StaffAgent;
  let finance: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { env: { TOKEN_SECRET } });
    packer = await joinAsStaff(app, database.db, { email: "packer@team.test", role: "fulfilment" });
    finance = await joinAsStaff(app, database.db, { email: "finance@team.test", role: "finance" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const list = async (query = "") => {
    const response = await packer.request({ method: "GET", url: `/api/admin/orders${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderList>();
  };
  const detail = async (reference: string) => {
    const response = await packer.request({ method: "GET", url: `/api/admin/orders/${reference}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderDetail>();
  };
  const dispatch = (carrier: string, items: { reference: string; version: number; trackingNumber: string }[], agent = packer) =>
    agent.request({ method: "POST", url: "/api/admin/orders/dispatch", payload: { carrier, orders: items } });

  it("gives orders PM- references and gifts GF- references from sequences, on the success page and in every email", async () => {
    const first = await buyWithSandbox(app, mixedCart);
    const second = await buyWithSandbox(app, mixedCart);
    const gift = await buyWithSandbox(app, donationBody(20));
    expect(first.reference).toMatch(/^PM-\d{5,}$/);
    expect(Number(second.reference.slice(3))).toBe(Number(first.reference.slice(3)) + 1);
    expect(gift.reference).toMatch(/^GF-\d{5,}$/);
    const confirmation = await latestEmail(database.db, customer.email, "order-confirmation");
    expect(confirmation?.subject).toContain(second.reference);
    const receipt = await latestEmail(database.db, "daniel@example.test", "donation-receipt");
    expect(receipt?.text).toContain(gift.reference);
  });

  it("lists orders to dispatch first (paid, not sent, oldest first) and finds them by reference, name, email or postcode", async () => {
    const unpaid = await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1 }]), { pay: false });
    const toDispatch = await list();
    expect(toDispatch.orders.length).toBeGreaterThanOrEqual(2);
    expect(toDispatch.orders.every((o) => o.payment === "paid" && o.fulfilment === "unfulfilled")).toBe(true);
    expect(toDispatch.orders.map((o) => o.reference)).not.toContain(unpaid.reference);
    const times = toDispatch.orders.map((o) => o.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(toDispatch.totals.count).toBe(toDispatch.orders.length);
    // Each row counts its items: two bundles and a tee.
    expect(toDispatch.orders.map((o) => o.items)).toEqual(toDispatch.orders.map(() => 3));

    const all = await list("?view=all&payment=pending");
    expect(all.orders.map((o) => o.reference)).toEqual([unpaid.reference]);
    // Gifts are never orders.
    expect((await list("?view=all")).orders.every((o) => o.reference.startsWith("PM-"))).toBe(true);

    const first = toDispatch.orders[0]!;
    for (const q of [first.reference.toLowerCase(), "amara camp", "AMARA@example.test", "se155jr", "SE15 5JR"]) {
      const found = await list(`?view=all&q=${encodeURIComponent(q)}`);
      expect(found.orders.length, q).toBeGreaterThan(0);
      expect(found.orders.every((o) => o.email === customer.email), q).toBe(true);
    }
    expect((await list("?view=all&q=nobody-at-all")).orders).toEqual([]);
  });

  it("pages with a keyset cursor, and refuses a forged one and bad filters with the field named", async () => {
    for (let i = 0; i < 3; i++) await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1 }]));
    const everything = await list("?view=all");
    const { ORDER_PAGE_SIZE } = await import("../../services/orders/order-admin");
    expect(everything.orders.length).toBeLessThanOrEqual(ORDER_PAGE_SIZE);
    // Walk page by page with a small page: the admin service pages the same way at any size.
    const { createOrderAdmin } = await import("../../services/orders/order-admin");
    const { createAuditLog } = await import("../../services/staff/audit-log");
    const admin = createOrderAdmin({ db: database.db, outbox: { notify() {} }, audit: createAuditLog(database.db), publicUrl: "http://shop.test", orderLinkSecret: TOKEN_SECRET });
    const seen: string[] = [];
    for await (const page of admin.each({ view: "all" }, 2)) seen.push(...page.map((o) => o.reference));
    expect(seen).toEqual(everything.orders.map((o) => o.reference));
    expect(new Set(seen).size).toBe(seen.length);

    const forged = await packer.request({ method: "GET", url: "/api/admin/orders?after=not-a-cursor" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().issues).toEqual([{ field: "after", message: "Not a page cursor" }]);
    const bad = await packer.request({ method: "GET", url: "/api/admin/orders?payment=stolen&from=yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(["from", "payment"]);
  });

  it("exports the filtered set as CSV a spreadsheet opens safely: BOM, quoted fields, formulas inert", async () => {
    const sneaky = merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, customerNotes: "=HYPERLINK(\"http://evil.test\")" }]);
    sneaky.donorInfo = { ...sneaky.donorInfo, firstName: "=cmd|' /C calc'!A0", email: "formula@example.test" };
    const { reference } = await buyWithSandbox(app, sneaky);
    const response = await packer.request({ method: "GET", url: `/api/admin/orders.csv?view=all&q=${reference}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"Reference","Placed","Payment"/);
    expect(lines[1]).toContain(`"${reference}"`);
    expect(lines[1]).toContain(`"'=cmd|' /C calc'!A0 Campbell"`);
    expect(lines[1]).not.toMatch(/,"=/);
  });

  it("shows an order's lines, totals, customer, delivery and a timeline of what happened", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const order = await detail(reference);
    expect(order).toMatchObject({
      reference,
      payment: "paid",
      fulfilment: "unfulfilled",
      test: true,
      customer: { name: "Amara Campbell", email: customer.email },
      delivery: { postcode: "SE15 5JR", country: "United Kingdom" },
      shipping: { name: "Express Shipping", price: 499 },
      totals: { total: 8995, refunded: 0, refundable: 8995 },
      dispatch: null,
    });
    expect(order.lines[0]).toMatchObject({ size: "L", color: "Navy", giftWrap: true, notes: "Print on the back please" });
    const kinds = order.timeline.map((t) => t.kind);
    expect(kinds.slice(0, 2)).toEqual(["created", "paid"]);
    expect(kinds.filter((k) => k === "email")).toHaveLength(2);
    expect((await packer.request({ method: "GET", url: "/api/admin/orders/PM-999999999" })).statusCode).toBe(404);
    expect((await packer.request({ method: "GET", url: "/api/admin/orders/GF-10001" })).statusCode).toBe(400);
  });

  it("a whole reference typed finds its order from every view and filter: a dispatched or unpaid order looked up isn't lost", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const unpaid = await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1 }]), { pay: false });
    const before = await detail(reference);
    expect((await dispatch("Royal Mail", [{ reference, version: before.version, trackingNumber: "AB123" }])).statusCode).toBe(200);

    // Every view and filter the page offers, each of which would hide one of them.
    const views = ["", "?view=all", "?view=all&payment=refunded", "?view=all&fulfilment=unfulfilled", "?view=all&fulfilment=dispatched", "?view=all&from=2001-01-01&to=2001-01-31", "?view=all&mode=live"];
    for (const order of [reference, unpaid.reference]) {
      for (const view of views) {
        for (const typed of [order, order.toLowerCase(), order.replace("-", " ")]) {
          const found = await list(`${view}${view ? "&" : "?"}q=${encodeURIComponent(typed)}`);
          expect(found.orders.map((o) => o.reference), `${typed} on "${view}"`).toEqual([order]);
          expect(found.totals.count).toBe(1);
          // Already found in every state: nothing more to point to.
          expect(found.moreInAll).toBeUndefined();
        }
      }
    }
    // The CSV of what the page shows has it too.
    const csv = await packer.request({ method: "GET", url: `/api/admin/orders.csv?q=${reference}` });
    expect(csv.body).toContain(`"${reference}"`);
    // A reference of no order finds nothing, whatever the view.
    expect((await list("?q=PM-999999999")).orders).toEqual([]);
  });

  it("any other search on To dispatch says how many more orders match in All orders", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    await buyWithSandbox(app, merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1 }]), { pay: false });
    const before = await detail(reference);
    expect((await dispatch("Royal Mail", [{ reference, version: before.version, trackingNumber: "AB124" }])).statusCode).toBe(200);
    await buyWithSandbox(app, mixedCart);
    // The customer's email matches orders in every state: the sent and the unpaid are elsewhere.
    const byEmail = await list(`?q=${encodeURIComponent(customer.email)}`);
    expect(byEmail.orders.every((o) => o.fulfilment === "unfulfilled" && o.payment === "paid")).toBe(true);
    expect(byEmail.moreInAll).toBe((await list(`?view=all&q=${encodeURIComponent(customer.email)}`)).totals.count - byEmail.totals.count);
    expect(byEmail.moreInAll).toBeGreaterThanOrEqual(2);
    // On All orders the count is already everything.
    expect((await list(`?view=all&q=${encodeURIComponent(customer.email)}`)).moreInAll).toBeUndefined();
    // Without a search nothing is counted.
    expect((await list()).moreInAll).toBeUndefined();
  });

  it("dispatches one order: the customer is emailed the tracking number and link, once; the order can't be sent twice", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const before = await detail(reference);
    const sent = await dispatch("Royal Mail", [{ reference, version: before.version, trackingNumber: "ab 1234 5678 gb" }]);
    expect(sent.statusCode, sent.body).toBe(200);

    const after = await detail(reference);
    expect(after.fulfilment).toBe("dispatched");
    expect(after.dispatch).toMatchObject({ carrier: "Royal Mail", trackingNumber: "AB 1234 5678 GB" });
    expect(after.dispatch?.trackingUrl).toBe("https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB");
    expect(after.timeline.at(-1)).toMatchObject({ kind: "dispatched", by: "packer@team.test" });

    const email = await latestEmail(database.db, customer.email, "order-dispatched");
    expect(email?.subject).toBe(`[TEST] Your order ${reference} is on its way`);
    expect(email?.text).toContain("AB 1234 5678 GB");
    expect(email?.text).toContain("https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB");

    const again = await dispatch("Royal Mail", [{ reference, version: after.version, trackingNumber: "XX1" }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already been dispatched/);
    const emails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "order-dispatched"));
    expect(emails.filter((e) => e.subject.includes(reference))).toHaveLength(1);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "order.dispatched"));
    expect(audited.at(-1)).toMatchObject({ actorLabel: "packer@team.test", targetId: reference });
  });

  it("dispatches a selection at once, or none of it when one order is stale, unpaid or has a malformed tracking number", async () => {
    const a = await buyWithSandbox(app, mixedCart);
    const b = await buyWithSandbox(app, mixedCart);
    const unpaid = await buyWithSandbox(app, mixedCart, { pay: false });
    const [va, vb, vu] = [(await detail(a.reference)).version, (await detail(b.reference)).version, (await detail(unpaid.reference)).version];

    const stale = await dispatch("DPD", [
      { reference: a.reference, version: va, trackingNumber: "1" },
      { reference: b.reference, version: vb - 1, trackingNumber: "2" },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain(`${b.reference} changed since this page was opened`);
    const notPaid = await dispatch("DPD", [
      { reference: a.reference, version: va, trackingNumber: "1" },
      { reference: unpaid.reference, version: vu, trackingNumber: "3" },
    ]);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toContain("not paid");
    const malformed = await dispatch("DPD", [{ reference: a.reference, version: va, trackingNumber: "15501<script>" }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues).toEqual([{ field: "orders.0.trackingNumber", message: "A tracking number has only letters, digits, spaces and dashes" }]);
    expect((await detail(a.reference)).fulfilment).toBe("unfulfilled");
    expect(await latestEmail(database.db, customer.email, "order-dispatched").then((e) => e?.subject.includes(a.reference))).not.toBe(true);

    const both = await dispatch("DPD", [
      { reference: a.reference, version: va, trackingNumber: "15501234567890" },
      { reference: b.reference, version: vb, trackingNumber: "15501234567891" },
    ]);
    expect(both.json()).toEqual({ dispatched: [a.reference, b.reference] });
    expect((await detail(b.reference)).dispatch?.trackingUrl).toBe("https://track.dpd.co.uk/parcels/15501234567891");
  });

  it("dispatches untracked post with no number, and corrects a dispatched order's carrier and tracking, emailing the customer only when asked", async () => {
    const correct = (reference: string, body: Record<string, unknown>, agent = packer) =>
      agent.request({ method: "POST", url: `/api/admin/orders/${reference}/dispatch`, payload: body });
    const dispatchedEmails = async (reference: string) =>
      (await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "order-dispatched")).orderBy(outboxEmails.createdAt)).filter((e) => e.subject.includes(reference));

    const { reference } = await buyWithSandbox(app, mixedCart);
    const sent = await dispatch("Royal Mail", [{ reference, version: (await detail(reference)).version, trackingNumber: "" }]);
    expect(sent.statusCode, sent.body).toBe(200);
    const untracked = await detail(reference);
    expect(untracked.dispatch).toMatchObject({ carrier: "Royal Mail", trackingNumber: null, trackingUrl: null });
    expect(untracked.timeline.at(-1)).toMatchObject({ kind: "dispatched", detail: "No tracking number (untracked post)" });
    const [first] = await dispatchedEmails(reference);
    // The plain-text part wraps its lines.
    const words = first?.text.replace(/\s+/g, " ");
    expect(words).toContain("It is sent without tracking");
    expect(words).not.toContain("tracking number is");

    // Finance reads orders but does not touch their dispatch; a stale version is refused.
    expect((await correct(reference, { version: untracked.version, carrier: "DPD", trackingNumber: "1", emailCustomer: false }, finance)).statusCode).toBe(403);
    const stale = await correct(reference, { version: untracked.version - 1, carrier: "DPD", trackingNumber: "1", emailCustomer: false });
    expect(stale.statusCode).toBe(409);
    const unsaid = await correct(reference, { version: untracked.version, carrier: "DPD" });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().issues).toEqual([{ field: "emailCustomer", message: "Say whether to email the customer" }]);

    // Corrected quietly: the order changes, the customer hears nothing more.
    const quiet = await correct(reference, { version: untracked.version, carrier: "DPD", trackingNumber: "15501234567892", emailCustomer: false });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json<OrderDetail>().dispatch).toMatchObject({ carrier: "DPD", trackingNumber: "15501234567892", trackingUrl: "https://track.dpd.co.uk/parcels/15501234567892" });
    expect(await dispatchedEmails(reference)).toHaveLength(1);

    // Corrected again and told: one more email, saying it corrects the first.
    const told = await correct(reference, { version: quiet.json<OrderDetail>().version, carrier: "Evri", trackingNumber: "h0012345", emailCustomer: true });
    expect(told.statusCode, told.body).toBe(200);
    const after = told.json<OrderDetail>();
    expect(after.dispatch).toMatchObject({ carrier: "Evri", trackingNumber: "H0012345" });
    expect(after.timeline.filter((e) => e.kind === "dispatch_corrected").map((e) => e.title)).toEqual([
      "Dispatch details corrected: DPD",
      "Dispatch details corrected: Evri, customer emailed",
    ]);
    const emails = await dispatchedEmails(reference);
    expect(emails).toHaveLength(2);
    const correction = emails.find((e) => e.subject === `[TEST] Corrected delivery details for your order ${reference}`);
    expect(correction?.text).toContain("H0012345");
    const audited = (await database.db.select().from(auditLog).where(eq(auditLog.action, "order.dispatch_corrected")).orderBy(auditLog.id)).filter((a) => a.targetId === reference);
    expect(audited.map((a) => a.details)).toEqual([
      { before: { carrier: "Royal Mail", trackingNumber: null }, after: { carrier: "DPD", trackingNumber: "15501234567892" }, emailedCustomer: false },
      { before: { carrier: "DPD", trackingNumber: "15501234567892" }, after: { carrier: "Evri", trackingNumber: "H0012345" }, emailedCustomer: true },
    ]);

    // An order not yet sent has nothing to correct.
    const waiting = await buyWithSandbox(app, mixedCart);
    const early = await correct(waiting.reference, { version: (await detail(waiting.reference)).version, carrier: "DPD", trackingNumber: "", emailCustomer: false });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/not been dispatched/);
  });

  it("pages through orders placed within one millisecond without losing or repeating any", async () => {
    // Live orders (the sandbox's are test ones), 60 of them a microsecond apart.
    await database.db.execute(sql`
      insert into orders (type, status, provider, test, total, first_name, last_name, email, created_at)
      select 'merchandise', 'paid', 'stripe', false, 1000, 'Same', 'Moment', 'same' || n || '@example.test',
        '2026-03-01T10:00:00.123Z'::timestamptz + n * interval '1 microsecond'
      from generate_series(1, 60) as n`);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: OrderList = await list(`?view=all&mode=live${after ? `&after=${encodeURIComponent(after)}` : ""}`);
      seen.push(...page.orders.map((o) => o.reference));
      after = page.next;
    } while (after);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

    it("lets finance read orders but not dispatch them", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    expect((await finance.request({ method: "GET", url: `/api/admin/orders/${reference}` })).statusCode).toBe(200);
    const refused = await dispatch("Evri", [{ reference, version: 1, trackingNumber: "H0001" }], finance);
    expect(refused.statusCode).toBe(403);
  });

  it("keeps staff notes in the timeline, with who wrote them", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const added = await packer.request({ method: "POST", url: `/api/admin/orders/${reference}/notes`, payload: { body: "Customer asked for a box, not a bag" } });
    expect(added.statusCode).toBe(201);
    const empty = await packer.request({ method: "POST", url: `/api/admin/orders/${reference}/notes`, payload: { body: "  " } });
    expect(empty.json().issues).toEqual([{ field: "body", message: "Write the note" }]);
    expect((await detail(reference)).timeline.at(-1)).toMatchObject({ kind: "note", detail: "Customer asked for a box, not a bag", by: "packer@team.test" });
  });

  it("shows the customer their order from the emailed link, and answers any wrong token as if the order did not exist", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const confirmation = (await database.db.select().from(outboxEmails).where(sql`${outboxEmails.subject} like ${`%${reference}`}`)).find(
      (e) => e.kind === "order-confirmation",
    );
    const link = new RegExp(`http://shop\\.test/orders/${reference}\\?token=([A-Za-z0-9_-]{22})`).exec(confirmation!.text);
    expect(link).not.toBeNull();
    const page = await app.inject({ method: "GET", url: `/api/orders/${reference}?token=${link![1]}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.json()).toMatchObject({ reference, payment: "paid", fulfilment: "unfulfilled", total: 8995, dispatch: null });

    const wrong = await app.inject({ method: "GET", url: `/api/orders/${reference}?token=${"A".repeat(22)}` });
    const unknown = await app.inject({ method: "GET", url: `/api/orders/PM-99999999?token=${orderToken(TOKEN_SECRET, "PM-99999999")}` });
    const none = await app.inject({ method: "GET", url: `/api/orders/${reference}` });
    const other = await app.inject({ method: "GET", url: `/api/orders/${reference}?token=${orderToken("another-secret", reference)}` });
    for (const response of [wrong, unknown, none, other]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(wrong.json());
    }
  });

  it("gives the customer a printable order page from the emailed link: being prepared, then on its way with tracking, then any refund", async () => {
    const { reference } = await buyWithSandbox(app, mixedCart);
    const token = orderToken(TOKEN_SECRET, reference);
    const open = () => app.inject({ method: "GET", url: `/orders/${reference}?token=${token}` });
    const first = await open();
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["referrer-policy"]).toBe("same-origin");
    expect(first.body).toContain('<meta name="robots" content="noindex">');
    expect(first.body).toContain(`<h1>Order ${reference}</h1>`);
    expect(first.body).toContain("We are packing your order.");
    expect(first.body).toContain("£89.95");

    const { version } = await detail(reference);
    expect((await dispatch("Royal Mail", [{ reference, version, trackingNumber: "AB123456789GB" }])).statusCode).toBe(200);
    const sent = await open();
    expect(sent.body).toContain("Sent with Royal Mail");
    expect(sent.body).toContain("<strong>AB123456789GB</strong>");
    const refunded = await finance.request({ method: "POST", url: `/api/admin/orders/${reference}/refunds`, payload: { amount: 500, reason: "Late", version: version + 1 } });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((await open()).body).toContain("Refunded to your card");

    for (const url of [`/orders/${reference}?token=${"A".repeat(22)}`, `/orders/${reference}`, `/orders/PM-99999999?token=${orderToken(TOKEN_SECRET, "PM-99999999")}`]) {
      const missing = await app.inject({ method: "GET", url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain("We couldn't find that order");
      expect(missing.body, url).not.toContain("AB123456789GB");
    }
  });
});
