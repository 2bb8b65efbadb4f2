// Every action the server writes to the audit log reads as a sentence (the list is found in the
// server's own code, so a new action without words fails here), old rows written one per variant
// read as well as the grouped ones, money reads in pounds, and an unknown action still reads.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel, auditSentence, isKnownAuditAction, type AuditEntryForWords, type AuditNames, type AuditSentence } from "./audit-sentences";

const words = (sentence: AuditSentence) => sentence.parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
const links = (sentence: AuditSentence) => sentence.parts.filter((part) => typeof part !== "string");
const lines = (sentence: AuditSentence) => sentence.changes.map((line) => ("text" in line ? `${line.label}: ${line.text}` : `${line.label}: ${line.before} → ${line.after}`));

function entry(action: string, details: Record<string, unknown> = {}, target: AuditEntryForWords["target"] = null, who = "Ruth"): AuditEntryForWords {
  return { action, who, target, details };
}
const hoodie = { type: "product", id: "grace-wins-hoodie", name: "Grace Wins Hoodie" };
const order = { type: "order", id: "PM-10042", name: null };

/** Each action with an entry as its writer stores it, and the sentence it must read as. */
const cases: [string, AuditEntryForWords, string, string[]?][] = [
  ["sign_in", entry("sign_in", { method: "passkey" }, { type: "staff", id: "s1", name: "Ruth" }), "Ruth signed in with a passkey"],
  ["sign_in.code_sent", entry("sign_in.code_sent", {}, { type: "staff", id: "s1", name: "Ruth" }), "Ruth asked for a sign-in code, which was emailed"],
  ["sign_in.passkey", entry("sign_in.passkey", { name: "Work laptop" }), "Ruth used the passkey “Work laptop”"],
  ["sign_in.failed", entry("sign_in.failed", { method: "code", reason: "wrong code" }), "A sign-in with an emailed code as Ruth failed: wrong code"],
  ["sign_out", entry("sign_out"), "Ruth signed out"],
  ["sign_out.everywhere", entry("sign_out.everywhere", { sessionsEnded: 2 }), "Ruth signed out everywhere (2 sessions ended)"],
  ["staff.setup_link_issued", entry("staff.setup_link_issued", { email: "new@team.test", role: "owner" }, null, "command line"), "command line made a setup link for new@team.test as owner"],
  ["staff.joined", entry("staff.joined", { role: "finance", by: "invitation" }), "Ruth joined the team as finance, by invitation"],
  ["staff.invited", entry("staff.invited", { email: "pat@team.test", role: "fulfilment" }), "Ruth invited pat@team.test to join as fulfilment"],
  ["staff.invite_withdrawn", entry("staff.invite_withdrawn", { email: "pat@team.test", role: "fulfilment" }), "Ruth withdrew the invitation for pat@team.test (fulfilment)"],
  ["staff.role_changed", entry("staff.role_changed", { email: "pat@team.test", before: "fulfilment", after: "finance", sessionsEnded: 1 }), "Ruth changed the role of pat@team.test from fulfilment to finance", ["Signed out: 1 session"]],
  ["staff.removed", entry("staff.removed", { email: "pat@team.test", role: "fulfilment", sessionsEnded: 0 }), "Ruth removed pat@team.test (fulfilment) from the team"],
  ["passkey.added", entry("passkey.added", { name: "Phone", backedUp: true }), "Ruth added a passkey, “Phone”"],
  ["passkey.renamed", entry("passkey.renamed", { before: "Phone", after: "Old phone" }), "Ruth renamed a passkey from “Phone” to “Old phone”"],
  ["passkey.removed", entry("passkey.removed", { name: "Old phone" }), "Ruth removed the passkey “Old phone”"],
  ["settings.changed", entry("settings.changed", { before: 10, after: 5 }, { type: "setting", id: "order_limit_per_variant", name: null }), "Ruth changed Order limit per size and colour from 10 to 5"],
  [
    "charity_details.changed",
    entry("charity_details.changed", { before: { phone: null, email: "old@example.org" }, after: { phone: "01234 567890", email: "hello@example.org" } }),
    "Ruth changed the charity's details",
    ["Phone number: none → 01234 567890", "Email address: old@example.org → hello@example.org"],
  ],
  ["backup.taken", entry("backup.taken", {}, { type: "backup", id: "backup-2026-03-01.sql.gz", name: null }), "Ruth took a backup of the database (backup-2026-03-01.sql.gz)"],
  ["data.exported", entry("data.exported", { path: "/api/admin/orders.csv", filters: { view: "all" }, searched: true }, { type: "export", id: "orders", name: null }), "Ruth downloaded the orders CSV, from a search", ["View: all"]],
  ["retention.applied", entry("retention.applied", { ordersAnonymised: 3, emailsDeleted: 0 }, null, "system"), "The nightly clear-out applied the retention rules", ["Orders anonymised: 3"]],
  ["product.created", entry("product.created", { before: null, after: { id: "hope-hat", price: 1500, status: "draft" } }, { type: "product", id: "hope-hat", name: "Hope Hat" }), "Ruth added a new product, Hope Hat, at £15.00"],
  ["product.updated", entry("product.updated", { before: { price: 2500 }, after: { price: 2000 } }, hoodie), "Ruth changed the price of Grace Wins Hoodie from £25.00 to £20.00"],
  [
    "product.stock_changed",
    entry("product.stock_changed", { counts: [{ sku: "grace-wins-hoodie-m-black", size: "M", color: "Black", reason: "counted", before: 3, after: 1 }] }, hoodie),
    "Ruth changed the stock of Grace Wins Hoodie, M, Black from 3 to 1 (counted)",
  ],
  ["product.stock_tracked", entry("product.stock_tracked", { tracked: { before: false, after: true } }, hoodie), "Ruth started counting the stock of Grace Wins Hoodie"],
  ["product.stock_untracked", entry("product.stock_untracked", { tracked: { before: true, after: false } }, hoodie), "Ruth set Grace Wins Hoodie to made to order: its stock is no longer counted"],
  ["product.low_stock_level_changed", entry("product.low_stock_level_changed", { lowStockLevel: { before: 2, after: 3 } }, hoodie), "Ruth changed the low-stock level of Grace Wins Hoodie from 2 to 3"],
  ["product.image.uploaded", entry("product.image.uploaded", { before: null, after: { id: "p1" } }, hoodie), "Ruth added a photo to Grace Wins Hoodie"],
  ["product.image.described", entry("product.image.described", { before: { imageId: "p1", alt: "" }, after: { imageId: "p1", alt: "A black hoodie" } }, hoodie), "Ruth changed the alt text of a photo of Grace Wins Hoodie", ["Alt text: none → A black hoodie"]],
  ["product.image.color_set", entry("product.image.color_set", { before: { imageId: "p1", color: null }, after: { imageId: "p1", color: "Navy" } }, hoodie), "Ruth changed which colour a photo of Grace Wins Hoodie shows", ["Colour: none → Navy"]],
  ["product.images.reordered", entry("product.images.reordered", { before: { order: ["a", "b"] }, after: { order: ["b", "a"] } }, hoodie), "Ruth changed the order of the photos of Grace Wins Hoodie"],
  ["product.image.removed", entry("product.image.removed", { before: { id: "p1" }, after: null }, hoodie), "Ruth removed a photo from Grace Wins Hoodie"],
  ["products.imported", entry("products.imported", { rows: 40, changes: 3, refused: 1 }, { type: "import", id: "abc", name: null }), "Ruth imported a products CSV: 3 changes applied", ["Rows read: 40", "Rows refused: 1"]],
  ["order.dispatched", entry("order.dispatched", { carrier: "Royal Mail", trackingNumber: "AB123456789GB" }, order), "Ruth dispatched order PM-10042 by Royal Mail, tracking number AB123456789GB"],
  [
    "order.dispatch_corrected",
    entry("order.dispatch_corrected", { before: { carrier: "Royal Mail", trackingNumber: null }, after: { carrier: "DPD", trackingNumber: "123" }, emailedCustomer: true }, order),
    "Ruth corrected the dispatch of order PM-10042, and emailed the customer",
    ["Carrier: Royal Mail → DPD", "Tracking number: none → 123"],
  ],
  ["order.note_added", entry("order.note_added", {}, order), "Ruth added a note to order PM-10042"],
  ["order.refunded", entry("order.refunded", { amount: "£5.00", status: "succeeded", reason: "Damaged in the post" }, order), "Ruth refunded £5.00 of order PM-10042 (Damaged in the post)"],
  ["order.refund_failed", entry("order.refund_failed", { amount: "£5.00", why: "The card has expired" }, order), "A refund of £5.00 of order PM-10042 by Ruth failed: The card has expired"],
  ["order.restocked", entry("order.restocked", { before: { restocked: 0 }, after: { restocked: 2 } }, order), "Ruth put 2 items from order PM-10042 back in stock"],
  [
    "gift_aid.claim_built",
    entry("gift_aid.claim_built", { gifts: 12, total: 60000, adjustments: 0, giftAidDue: 15000, test: false, needsFixing: 0 }, { type: "gift_aid_claim", id: "c1", name: null }),
    "Ruth built a Gift Aid claim: 12 gifts, £600.00, Gift Aid due £150.00",
  ],
  ["gift_aid.claim_submitted", entry("gift_aid.claim_submitted", { hmrcReference: "X123", submittedOn: "2026-03-02" }, { type: "gift_aid_claim", id: "c1", name: null }), "Ruth marked a Gift Aid claim as sent to HMRC, reference X123, on 2026-03-02"],
  [
    "gift_aid.declaration_cancelled",
    entry("gift_aid.declaration_cancelled", { method: "phone", cancelledOn: "2026-03-01" }, { type: "donor", id: "ann@example.org", name: null }),
    "Ruth recorded that ann@example.org cancelled their Gift Aid declaration (by phone), from 2026-03-01",
  ],
  ["plan.amount_changed", entry("plan.amount_changed", { from: "£10.00", to: "£15.00" }, { type: "gift", id: "GF-10007", name: null }, "supporter ann@example.org"), "supporter ann@example.org changed monthly gift GF-10007 from £10.00 to £15.00"],
  ["plan.cancelled", entry("plan.cancelled", { by: "donor, online" }, { type: "gift", id: "GF-10007", name: null }), "Ruth cancelled monthly gift GF-10007 (donor, online)"],
  ["newsletter.created", entry("newsletter.created", { subject: "Spring news" }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth started a newsletter, “Spring news”"],
  ["newsletter.saved", entry("newsletter.saved", { version: 3 }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth saved the newsletter “Spring news”"],
  ["newsletter.deleted", entry("newsletter.deleted", { subject: "Old draft" }, { type: "newsletter", id: "n2", name: null }), "Ruth deleted the draft newsletter “Old draft”"],
  ["newsletter.test_sent", entry("newsletter.test_sent", { version: 3 }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth sent a test of the newsletter “Spring news”"],
  ["newsletter.send_started", entry("newsletter.send_started", { audienceCount: 120, subject: "Spring news" }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth started sending the newsletter “Spring news” to 120 subscribers"],
  ["newsletter.paused", entry("newsletter.paused", { from: "sending", to: "paused" }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth paused sending the newsletter “Spring news”"],
  ["newsletter.resumed", entry("newsletter.resumed", { from: "paused", to: "sending" }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth resumed sending the newsletter “Spring news”"],
  ["newsletter.cancelled", entry("newsletter.cancelled", { from: "paused", to: "cancelled" }, { type: "newsletter", id: "n1", name: "Spring news" }), "Ruth stopped sending the newsletter “Spring news”"],
  ["subscriber.unsubscribed", entry("subscriber.unsubscribed", { from: "confirmed" }, { type: "subscriber", id: "x", name: null }), "Ruth unsubscribed a newsletter subscriber (who was confirmed)"],
  [
    "page.draft_saved",
    entry("page.draft_saved", { changed: 22, changes: [{ where: "Hero › Heading", before: "Welcome", after: "Welcome home" }] }, { type: "page", id: "home", name: "Home" }),
    "Ruth saved a draft of the Home page",
    ["Hero › Heading: Welcome → Welcome home", "And: 21 more changes"],
  ],
  ["page.published", entry("page.published", { version: 4, how: "now", changed: 0, changes: [] }, { type: "page", id: "home", name: "Home" }), "Ruth published the Home page"],
  ["page.scheduled", entry("page.scheduled", { at: "2026-04-01T08:00:00.000Z", uk: "Wednesday 1 April 2026 at 09:00", changed: 0, changes: [] }, { type: "page", id: "home", name: "Home" }), "Ruth scheduled the Home page to be published on Wednesday 1 April 2026 at 09:00"],
  ["page.schedule_cancelled", entry("page.schedule_cancelled", { was: "2026-04-01T08:00:00.000Z" }, { type: "page", id: "home", name: "Home" }), "Ruth cancelled the scheduled publishing of the Home page"],
  ["page.restored", entry("page.restored", { restored: 2, changed: 0, changes: [] }, { type: "page", id: "home", name: "Home" }), "Ruth restored the Home page to version 2 (as a draft)"],
  ["page.image.uploaded", entry("page.image.uploaded", { before: null, after: { label: "choir.jpg" } }, { type: "page_image", id: "i1", name: null }), "Ruth uploaded a photo for the site's pages, “choir.jpg”"],
  ["request.status_changed", entry("request.status_changed", { from: "new", to: "booked" }, { type: "speaking_request", id: "r1", name: null }), "Ruth moved a speaking request from New to Booked"],
  ["request.note_added", entry("request.note_added", {}, { type: "speaking_request", id: "r1", name: null }), "Ruth added a note to a speaking request"],
  ["complaint.changed", entry("complaint.changed", { before: { status: "new" }, after: { status: "acknowledged" } }, { type: "complaint", id: "c1", name: null }), "Ruth changed a complaint", ["Status: new → acknowledged"]],
  ["complaint.note_added", entry("complaint.note_added", {}, { type: "complaint", id: "c1", name: null }), "Ruth added a note to a complaint"],
  ["privacy.exported", entry("privacy.exported", {}, { type: "person", id: "ann@example.org", name: null }), "Ruth downloaded everything held about ann@example.org"],
  ["privacy.erased", entry("privacy.erased", { orders: 2, subscribers: 0, kept: ["GF-10007 (Gift Aid)"] }, { type: "person", id: "ann@example.org", name: null }), "Ruth erased what was held about ann@example.org", ["Orders: 2", "Kept: GF-10007 (Gift Aid)"]],
  ["suppression.recorded", entry("suppression.recorded", { before: null, after: { status: "standing" } }, { type: "suppression", id: "s1", name: null }), "Ruth recorded a Fundraising Preference Service request"],
  ["suppression.lifted", entry("suppression.lifted", { before: { status: "standing" }, after: { status: "lifted", reason: "Asked in writing" } }, { type: "suppression", id: "s1", name: null }), "Ruth lifted a Fundraising Preference Service request: Asked in writing"],
];

/** Every action name the server's code writes, read from the code itself. */
function actionsTheServerWrites(): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) {
        const source = readFileSync(path, "utf8");
        for (const match of source.matchAll(/action:\s*"([a-z_]+(?:\.[a-z_]+)*)"/g)) found.add(match[1]!);
        // Chosen by a condition: `action: x ? "order.refund_failed" : "order.refunded"`.
        for (const match of source.matchAll(/action:[^\n]*\?\s*"([a-z_.]+)"\s*:\s*"([a-z_.]+)"/g)) {
          found.add(match[1]!);
          found.add(match[2]!);
        }
        // The newsletter's sending steps: `newsletter.${action}` from transition(…, "paused", …).
        if (source.includes("action: `newsletter.${action}`")) {
          for (const match of source.matchAll(/transition\([^;]*?,\s*"[a-z]+",\s*"([a-z]+)",\s*actor/g)) found.add(`newsletter.${match[1]}`);
        }
      }
    }
  };
  visit(join(import.meta.dirname, "..", "server"));
  return found;
}

describe("the audit log's sentences", () => {
  it("has words for every action the server writes, and a case here for each", () => {
    const written = actionsTheServerWrites();
    expect(written.size).toBeGreaterThan(60);
    expect([...written].filter((action) => !isKnownAuditAction(action))).toEqual([]);
    expect([...written].filter((action) => !cases.some(([name]) => name === action))).toEqual([]);
    expect(written).toContain("newsletter.paused");
    expect(written).toContain("order.refunded");
  });

  it.each(cases)("%s", (_action, stored, sentence, changeLines = []) => {
    const said = auditSentence(stored);
    expect(words(said)).toBe(sentence);
    expect(lines(said)).toEqual(changeLines);
    expect(auditActionLabel(stored.action)).not.toBe(stored.action);
  });

  it("links to what an entry is about", () => {
    expect(links(auditSentence(entry("product.updated", { before: { price: 2500 }, after: { price: 2000 } }, hoodie)))).toEqual([{ text: "Grace Wins Hoodie", to: "/products/grace-wins-hoodie" }]);
    expect(links(auditSentence(entry("order.dispatched", { carrier: "DPD" }, order)))).toEqual([{ text: "order PM-10042", to: "/orders/PM-10042" }]);
    expect(links(auditSentence(entry("order.refunded", { amount: 500 }, { type: "order", id: "GF-10003", name: null })))).toEqual([{ text: "gift GF-10003", to: "/giving/gifts?q=GF-10003" }]);
    expect(links(auditSentence(entry("page.published", {}, { type: "page", id: "home", name: "Home" })))).toEqual([{ text: "the Home page", to: "/pages/home" }]);
    expect(links(auditSentence(entry("newsletter.saved", {}, { type: "newsletter", id: "n 1", name: "Spring" })))).toEqual([{ text: "“Spring”", to: "/newsletters/n%201" }]);
    expect(links(auditSentence(entry("gift_aid.claim_built", { total: 100 }, { type: "gift_aid_claim", id: "c1", name: null })))).toEqual([{ text: "a Gift Aid claim", to: "/giving/claims/c1" }]);
    expect(links(auditSentence(entry("request.note_added", {}, { type: "speaking_request", id: "r1", name: null })))).toEqual([{ text: "a speaking request", to: "/requests/r1" }]);
    expect(links(auditSentence(entry("complaint.note_added", {}, { type: "complaint", id: "c1", name: null })))).toEqual([{ text: "a complaint", to: "/complaints/c1" }]);
  });

  it("lists each change of one product save: its fields in pounds, and every stock count", () => {
    const saved = auditSentence(
      entry(
        "product.updated",
        {
          before: { price: 2500, salePrice: null, sizes: ["M", "L"] },
          after: { price: 2400, salePrice: 1999, sizes: ["M", "L", "XL"] },
          stock: {
            counts: [
              { sku: "grace-wins-hoodie-m-black", size: "M", color: "Black", reason: "received", note: "Box from the printer", before: 3, after: 8 },
              { sku: "grace-wins-hoodie-xl-black", size: "XL", color: "Black", reason: "received", note: "Box from the printer", before: 0, after: 4 },
            ],
            lowStockLevel: { before: 2, after: 3 },
          },
        },
        hoodie,
      ),
    );
    expect(words(saved)).toBe("Ruth changed Grace Wins Hoodie");
    expect(lines(saved)).toEqual([
      "Price: £25.00 → £24.00",
      "Sale price: none → £19.99",
      "Sizes: M, L → M, L, XL",
      "Stock, M, Black: 3 → 8 (received, “Box from the printer”)",
      "Stock, XL, Black: 0 → 4 (received, “Box from the printer”)",
      "Low-stock level: 2 → 3",
    ]);
    const stockOnly = auditSentence(entry("product.stock_changed", { counts: [{ sku: "a", size: "S", color: "Red", reason: "counted", before: 1, after: 0 }, { sku: "b", size: "M", color: "Red", reason: "counted", before: 2, after: 0 }] }, hoodie));
    expect(words(stockOnly)).toBe("Ruth changed the stock of Grace Wins Hoodie");
    expect(lines(stockOnly)).toEqual(["Stock, S, Red: 1 → 0 (counted)", "Stock, M, Red: 2 → 0 (counted)"]);
    const startedCounting = auditSentence(entry("product.stock_tracked", { tracked: { before: false, after: true }, counts: [{ sku: "t", size: "M", color: "Navy", reason: "counted", before: 0, after: 3 }] }, hoodie));
    expect(lines(startedCounting)).toEqual(["Stock, M, Navy: 0 → 3 (counted)"]);
  });

  it("reads old rows, written one per variant, with the size and colour the server looks up by SKU", () => {
    const names: AuditNames = { variants: { "grace-wins-hoodie-m-black": "M, Black" } };
    const old = entry("product.stock_changed", { sku: "grace-wins-hoodie-m-black", reason: "correction", before: { onHand: 3 }, after: { onHand: 1 } }, hoodie);
    expect(words(auditSentence(old, names))).toBe("Ruth changed the stock of Grace Wins Hoodie, M, Black from 3 to 1 (a correction)");
    // A variant gone since: its SKU stands in for the options.
    expect(words(auditSentence(old))).toBe("Ruth changed the stock of Grace Wins Hoodie, grace-wins-hoodie-m-black from 3 to 1 (a correction)");
    const csv = entry("product.updated", { source: "csv-import", before: { price: 2500, saleEndsAt: null }, after: { price: 2200, saleEndsAt: "2026-07-01T11:00:00.000Z" } }, hoodie);
    expect(words(auditSentence(csv))).toBe("Ruth changed Grace Wins Hoodie (from a CSV import)");
    expect(lines(auditSentence(csv))).toEqual(["Price: £25.00 → £22.00", "Sale ends: none → 1 July 2026 at 12:00"]);
    const levels = entry("product.low_stock_level_changed", { before: { a: 2, b: 2 }, after: { a: 4, b: 4 } }, hoodie);
    expect(words(auditSentence(levels))).toBe("Ruth changed the low-stock level of Grace Wins Hoodie from 2 to 4");
    const tracked = entry("product.stock_tracked", { before: { tracked: false }, after: { tracked: true, variants: 24, onHand: 0, lowStockLevel: 2 } }, hoodie);
    expect(words(auditSentence(tracked))).toBe("Ruth started counting the stock of Grace Wins Hoodie");
  });

  it("names a product by its id when it has no name now, and says something without a subject", () => {
    expect(words(auditSentence(entry("product.image.removed", {}, { type: "product", id: "gone-tee", name: null })))).toBe("Ruth removed a photo from gone-tee");
    expect(words(auditSentence(entry("order.note_added")))).toBe("Ruth added a note to an order");
  });

  it("reads an action it doesn't know as words, with its details listed", () => {
    const unknown = auditSentence(entry("shop.holiday_mode_set", { on: true, until: "2026-08-01T00:00:00.000Z", amount: 250 }, { type: "shop_setting", id: "holiday", name: null }));
    expect(words(unknown)).toBe("Ruth: shop holiday mode set, shop setting holiday");
    expect(lines(unknown)).toEqual(["On: yes", "Until: 1 August 2026 at 01:00", "Amount: £2.50"]);
    expect(auditActionLabel("shop.holiday_mode_set")).toBe("shop holiday mode set");
  });

  it("keeps what staff typed as plain text, markup and all", () => {
    const typed = "<img src=x onerror=alert(1)> “quoted”";
    const said = auditSentence(entry("passkey.added", { name: typed }));
    expect(said.parts.every((part) => typeof part === "string")).toBe(true);
    expect(words(said)).toBe(`Ruth added a passkey, “${typed}”`);
  });
});
