import { describe, expect, it } from "vitest";
import { seedProducts } from "../catalogue-seed";
import { createPaymentSchema } from "./payment-request";

const tee = seedProducts.find((p) => p.category === "tee")!;
const customer = {
  firstName: " Grace ",
  lastName: "Campbell",
  email: "grace@example.org",
  address: "1 Church Lane",
  city: "London",
  postalCode: "SE15 4ZX",
  country: "United Kingdom",
};

function fields(result: ReturnType<typeof createPaymentSchema.safeParse>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

describe("createPaymentSchema", () => {
  it("accepts an order and fills the defaults", () => {
    const result = createPaymentSchema.safeParse({
      type: "merchandise",
      amount: 14.99,
      items: [{ id: tee.id, quantity: 1, size: "M", color: "Black", customerNotes: "  " }],
      donorInfo: customer,
    });
    expect(result.success).toBe(true);
    if (!result.success || result.data.type !== "merchandise") return;
    expect(result.data.currency).toBe("gbp");
    expect(result.data.shippingOption).toBe("standard");
    expect(result.data.donationAmount).toBe(0);
    expect(result.data.items[0]!.giftWrap).toBe(false);
    expect(result.data.items[0]!.customerNotes).toBeUndefined();
    expect(result.data.donorInfo.firstName).toBe("Grace");
  });

  it("treats a body without a type as a donation (docs/product-rules.md#data-shapes)", () => {
    const result = createPaymentSchema.safeParse({
      amount: 25,
      donorInfo: { firstName: "A", lastName: "B", email: "a@b.co" },
    });
    expect(result.success && result.data.type).toBe("donation");
    expect(result.success && result.data.type === "donation" && result.data.frequency).toBe("one-time");
  });

  it("names every bad field", () => {
    const result = createPaymentSchema.safeParse({
      type: "merchandise",
      amount: 14.999,
      items: [{ id: tee.id, quantity: 0, size: "HUGE", giftWrap: "yes", customerNotes: "x".repeat(201) }],
      donorInfo: { ...customer, email: "not an email", country: "Atlantis", firstName: "" },
      shippingOption: "teleport",
    });
    expect(fields(result).sort()).toEqual(
      [
        "amount",
        "donorInfo.country",
        "donorInfo.email",
        "donorInfo.firstName",
        "items.0.customerNotes",
        "items.0.giftWrap",
        "items.0.quantity",
        "items.0.size",
        "shippingOption",
      ].sort(),
    );
  });

  it("keeps gifts between £1 and £10,000 and checks Gift Aid's postcode", () => {
    const donor = { firstName: "A", lastName: "B", email: "a@b.co" };
    expect(fields(createPaymentSchema.safeParse({ type: "donation", amount: 0.5, donorInfo: donor }))).toEqual(["amount"]);
    expect(fields(createPaymentSchema.safeParse({ type: "donation", amount: 10_001, donorInfo: donor }))).toEqual(["amount"]);
    const bad = createPaymentSchema.safeParse({
      type: "donation",
      amount: 10,
      donorInfo: donor,
      giftAid: { address: "1 Lane", postcode: "12345" },
    });
    expect(fields(bad)).toEqual(["giftAid.postcode"]);
    const good = createPaymentSchema.safeParse({
      type: "donation",
      amount: 10,
      frequency: "monthly",
      donorInfo: donor,
      giftAid: { address: "1 Lane", postcode: "se15  4zx" },
    });
    expect(good.success && good.data.type === "donation" && good.data.giftAid?.postcode).toBe("SE15 4ZX");
  });

  it("takes an order's donation as none, or £1 to £10,000 in pounds and pence, as the cart's field does", () => {
    const order = (donationAmount: number) =>
      createPaymentSchema.safeParse({ type: "merchandise", amount: 14.99, items: [{ id: tee.id, quantity: 1 }], donorInfo: customer, donationAmount });
    for (const ok of [0, 1, 12.5, 10_000]) expect(fields(order(ok)), String(ok)).toEqual([]);
    for (const bad of [0.5, 0.99, 25.999, 10_000.01, -1]) expect(fields(order(bad)), String(bad)).toEqual(["donationAmount"]);
    const refused = order(0.5);
    expect(!refused.success && refused.error.issues[0]!.message).toBe("A donation added to an order is £1 to £10,000, or 0 for none");
  });

  it("takes a quantity of 1 to 99 whole units, as the add-to-cart dialog does", () => {
    const order = (quantity: number) => createPaymentSchema.safeParse({ type: "merchandise", amount: 1, items: [{ id: tee.id, quantity }], donorInfo: customer });
    for (const bad of [0, 1.5, 100, -1]) expect(fields(order(bad)), String(bad)).toEqual(["items.0.quantity"]);
    expect(fields(order(99))).toEqual([]);
  });

  it("refuses a body that is not an object, and an unknown type", () => {
    expect(createPaymentSchema.safeParse(null).success).toBe(false);
    expect(createPaymentSchema.safeParse([]).success).toBe(false);
    expect(createPaymentSchema.safeParse({ type: "raffle", amount: 1 }).success).toBe(false);
  });
});
