import { describe, expect, it } from "vitest";
import { seedProducts, seedLookup } from "./catalogue-seed";
import { effectiveUnitPrice, GIFT_WRAP_PRICE, isOnSale } from "./product";
import { lineTotal, priceOrder, UnknownProductError } from "./pricing";

const bundle = seedProducts.find((p) => p.category === "bundle")!;
const tee = seedProducts.find((p) => p.category === "tee" && p.salePrice === undefined)!;

describe("pricing", () => {
  it("prefers the sale price", () => {
    const { lines } = priceOrder({ lines: [{ productId: bundle.id, quantity: 2, giftWrap: false }] }, seedLookup);
    expect(lines[0]!.unitPrice).toBe(2999);
    expect(lines[0]!.lineTotal).toBe(5998);
  });

  it("adds gift wrap once per line, not per unit", () => {
    expect(lineTotal(1499, 3, true)).toBe(1499 * 3 + GIFT_WRAP_PRICE);
    const { totals } = priceOrder({
      lines: [
        { productId: tee.id, quantity: 3, giftWrap: true },
        { productId: bundle.id, quantity: 1, giftWrap: true },
      ],
    }, seedLookup);
    expect(totals.giftWrap).toBe(2 * GIFT_WRAP_PRICE);
    expect(totals.items).toBe(tee.price * 3 + 2999);
    expect(totals.subtotal).toBe(totals.items + totals.giftWrap);
  });

  it("adds express shipping and a donation to the total", () => {
    const { totals } = priceOrder({
      lines: [{ productId: bundle.id, quantity: 1, giftWrap: true }],
      shipping: "express",
      donation: 500,
    }, seedLookup);
    expect(totals).toEqual({ items: 2999, giftWrap: 299, subtotal: 3298, shipping: 499, donation: 500, total: 4297 });
  });

  it("never drifts: a hundred £14.99 lines add to exactly £1,499.00", () => {
    const cheap = seedProducts.find((p) => p.price === 1499)!;
    const { totals } = priceOrder({
      lines: Array.from({ length: 100 }, () => ({ productId: cheap.id, quantity: 1, giftWrap: false })),
    }, seedLookup);
    expect(totals.total).toBe(149_900);
  });

  it("refuses an unknown product", () => {
    expect(() => priceOrder({ lines: [{ productId: "nope", quantity: 1, giftWrap: false }] }, seedLookup)).toThrow(
      UnknownProductError,
    );
    expect(seedLookup("nope")).toBeUndefined();
  });
});

describe("a sale with an end", () => {
  it("applies until its end and not after, in pricing as on pages", () => {
    const product = { price: 2000, salePrice: 1500, saleEndsAt: "2030-01-01T00:00:00.000Z" };
    const before = Date.parse("2029-12-31T23:59:59Z");
    const after = Date.parse("2030-01-01T00:00:00Z");
    expect(isOnSale(product, before)).toBe(true);
    expect(effectiveUnitPrice(product, before)).toBe(1500);
    expect(isOnSale(product, after)).toBe(false);
    expect(effectiveUnitPrice(product, after)).toBe(2000);
    expect(effectiveUnitPrice({ price: 2000, salePrice: 1500 }, after)).toBe(1500);
  });
});
