import { describe, expect, it } from "vitest";
import { purchaseInfoFor } from "./purchase-info";

const customer = {
  firstName: " Grace ",
  lastName: "Campbell",
  email: "grace@example.com ",
  address: "12 Hope Road",
  city: "London",
  postalCode: "SE15 4ZX",
  country: "United Kingdom",
};

describe("purchaseInfoFor (lastPurchaseInfo (docs/product-rules.md#stored-in-the-browser))", () => {
  it("lists each line with gift wrap, then shipping and the donation, adding up to the total", () => {
    const info = purchaseInfoFor({
      type: "merchandise",
      amount: 62.95,
      currency: "gbp",
      items: [
        { id: "passport-to-purpose-tee", name: "Passport to Purpose Tee", price: 16.99, quantity: 2, giftWrap: true },
        { id: "faith-over-fear-t-shirt", name: "Faith Over Fear T-Shirt", price: 15.99, quantity: 1, giftWrap: false },
      ],
      donorInfo: customer,
      shippingOption: "express",
      donationAmount: 5,
    });
    expect(info).toEqual({
      customerEmail: "grace@example.com",
      customerName: "Grace Campbell",
      orderTotal: "62.95",
      orderItems: [
        { name: "Passport to Purpose Tee", quantity: 2, price: "16.99", total: "36.97" },
        { name: "Faith Over Fear T-Shirt", quantity: 1, price: "15.99", total: "15.99" },
        { name: "Express Shipping", quantity: 1, price: "4.99", total: "4.99" },
        { name: "Donation", quantity: 1, price: "5.00", total: "5.00" },
      ],
      currency: "gbp",
    });
    const sum = info.orderItems.reduce((s, i) => s + Math.round(Number(i.total) * 100), 0);
    expect(sum).toBe(6295);
  });

  it("records a gift as one line", () => {
    expect(
      purchaseInfoFor({
        type: "donation",
        amount: 25,
        frequency: "monthly",
        items: [{ name: "Monthly donation", price: 25, quantity: 1 }],
        donorInfo: { firstName: "Ruth", lastName: "Brown", email: "ruth@example.com" },
      }),
    ).toEqual({
      customerEmail: "ruth@example.com",
      customerName: "Ruth Brown",
      orderTotal: "25.00",
      orderItems: [{ name: "Monthly donation", quantity: 1, price: "25.00", total: "25.00" }],
      currency: "gbp",
    });
  });
});
