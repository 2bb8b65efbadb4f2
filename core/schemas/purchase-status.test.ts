import { describe, expect, it } from "vitest";
import { readPurchaseStatus as parsePurchaseStatus } from "./purchase-status";

const order = {
  type: "merchandise",
  items: [{ name: "Blessed Tee", quantity: 2, size: "M", color: "White", giftWrap: true, lineTotal: 3297 }],
  totals: { items: 2998, giftWrap: 299, subtotal: 3297, shipping: 499, donation: 0, total: 3796 },
  test: true,
};

describe("readPurchaseStatus: the one reader of send-purchase-email's answer", () => {
  it("reads a paid order with its email state", () => {
    expect(parsePurchaseStatus({ status: "paid", email: { to: "a@example.com", state: "sent" }, order })).toEqual({
      status: "paid",
      email: { to: "a@example.com", state: "sent" },
      order,
    });
  });

  it("keeps what it can read and drops what it can't, rather than failing the page", () => {
    expect(parsePurchaseStatus({ status: "paid", email: { to: "a@example.com", state: "bounced?" }, order: { nope: 1 } })).toEqual({
      status: "paid",
    });
    expect(parsePurchaseStatus({ status: "bogus" })).toEqual({ status: "unknown" });
    expect(parsePurchaseStatus(null)).toEqual({ status: "unknown" });
    expect(parsePurchaseStatus({ status: "pending", email: { to: "a@example.com", state: "queued" } })).toEqual({
      status: "pending",
      email: { to: "a@example.com", state: "queued" },
    });
  });

  it("passes on every state the server can answer, cancelled and refunded included", () => {
    for (const status of ["cancelled", "refunded", "partially_refunded", "needs_review", "failed"]) {
      expect(parsePurchaseStatus({ status, reference: "PM-10001" })).toEqual({ status, reference: "PM-10001" });
    }
  });

  it("reads a monthly gift, with null sizes left out", () => {
    const gift = {
      type: "donation",
      items: [{ name: "Monthly donation", quantity: 1, size: null, color: null, giftWrap: false, lineTotal: 2500 }],
      totals: { items: 2500, giftWrap: 0, subtotal: 2500, shipping: 0, donation: 2500, total: 2500 },
      frequency: "monthly",
      test: false,
    };
    expect(parsePurchaseStatus({ status: "paid", order: gift }).order).toEqual({
      ...gift,
      items: [{ name: "Monthly donation", quantity: 1, size: undefined, color: undefined, giftWrap: false, lineTotal: 2500 }],
    });
  });

  it("reads a monthly gift's next payment and its Gift Aid, and drops an order whose next payment is no date rather than show a wrong one", () => {
    const gift = {
      type: "donation",
      items: [{ name: "Monthly gift to Purpose Movement", quantity: 1, giftWrap: false, lineTotal: 2500 }],
      totals: { items: 0, giftWrap: 0, subtotal: 0, shipping: 0, donation: 2500, total: 2500 },
      frequency: "monthly",
      nextPaymentAt: "2025-04-12T10:00:00.000Z",
      giftAid: { value: 625 },
      test: true,
    };
    expect(parsePurchaseStatus({ status: "paid", reference: "GF-10001", order: gift })).toEqual({ status: "paid", reference: "GF-10001", order: gift });
    expect(parsePurchaseStatus({ status: "paid", order: { ...gift, nextPaymentAt: "next Tuesday" } }).order).toBeUndefined();
  });
});
