import { describe, expect, it } from "vitest";
import { cartItemFromProduct } from "@core/cart";
import { seedLookup } from "@core/catalogue-seed";
import type { CustomerDetails } from "@core/schemas/customer";
import { createPaymentSchema } from "@core/schemas/payment-request";
import { checkoutTotals, merchandiseRequest } from "./checkout-request";

const product = (id: string) => {
  const p = seedLookup(id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

const details: CustomerDetails = {
  firstName: "Grace",
  lastName: "Campbell",
  email: "grace@example.com",
  address: "12 Hope Road",
  city: "London",
  postalCode: "SE15 4ZX",
  phone: undefined,
  country: "United Kingdom",
};

describe("merchandiseRequest", () => {
  const tee = { ...cartItemFromProduct(product("passport-to-purpose-tee"), { size: "L", color: "Navy", giftWrap: true }), quantity: 2 };
  const hoodieLike = cartItemFromProduct(product("faith-over-fear-t-shirt"), { customerNotes: "Small print please" });

  it("asks for exactly the total shown: items, gift wrap, express shipping and the cart's donation", () => {
    const request = merchandiseRequest([tee, hoodieLike], 500, details, "express");
    // 2 × £16.99 + £2.99 wrap + £15.99 + £4.99 express + £5 donation
    expect(request.amount).toBe(62.95);
    expect(checkoutTotals([tee, hoodieLike], 500, "express").total).toBe(6295);
    expect(request).toMatchObject({
      type: "merchandise",
      currency: "gbp",
      shippingOption: "express",
      donationAmount: 5,
      items: [
        { id: "passport-to-purpose-tee", price: 16.99, quantity: 2, size: "L", color: "Navy", giftWrap: true },
        { id: "faith-over-fear-t-shirt", price: 15.99, quantity: 1, giftWrap: false, customerNotes: "Small print please" },
      ],
    });
  });

  it("is a body the server's schema accepts", () => {
    const parsed = createPaymentSchema.safeParse(JSON.parse(JSON.stringify(merchandiseRequest([tee], 0, details, "standard"))));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("carries the soft opt-in's choice only when the details step offered the box", () => {
    expect(merchandiseRequest([tee], 0, details, "standard")).not.toHaveProperty("newsOptOut");
    for (const choice of [true, false]) {
      const body = merchandiseRequest([tee], 0, details, "standard", choice);
      expect(body.newsOptOut).toBe(choice);
      const parsed = createPaymentSchema.safeParse(JSON.parse(JSON.stringify(body)));
      expect(parsed.success && parsed.data.newsOptOut).toBe(choice);
    }
  });
});
