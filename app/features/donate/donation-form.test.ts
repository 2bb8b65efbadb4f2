import { describe, expect, it } from "vitest";
import { createPaymentSchema } from "@core/schemas/payment-request";
import { amountProblem, donationRequest, emptyDonationForm, giftAmount, giftAmountRule, typedAmountProblem, type DonationForm } from "./donation-form";
import { checkDonor } from "./donor-check";

const donor: DonationForm = { ...emptyDonationForm, firstName: "Ruth", lastName: "Brown", email: "ruth@example.com" };

describe("giftAmount and amountProblem", () => {
  it("takes a preset over the custom box, and reads the custom box as pounds and pence", () => {
    expect(giftAmount({ preset: 2500, custom: "7" })).toBe(2500);
    expect(giftAmount({ preset: null, custom: "12.50" })).toBe(1250);
    expect(giftAmount({ preset: null, custom: " 12.5 " })).toBe(1250);
    expect(giftAmount({ preset: null, custom: "10000" })).toBe(1_000_000);
  });

  it("never rounds or guesses: what can't be read exactly counts as no amount", () => {
    for (const custom of ["", "abc", "-5", "0", "25.999", "1e3", "1,000"]) expect(giftAmount({ preset: null, custom }), custom).toBe(0);
  });

  it("explains a gift under £1 or over £10,000 with the rule, and passes the rest (docs/deviations.md, point 11)", () => {
    expect(amountProblem(0)).toMatch(/Choose an amount/);
    expect(amountProblem(50)).toBe("Enter an amount from £1 to £10,000 in pounds and pence, like 25 or 12.50.");
    expect(amountProblem(100)).toBeNull();
    expect(amountProblem(1_000_000)).toBeNull();
    expect(amountProblem(1_000_001, "office@purpose.test")).toBe(
      "Enter an amount from £1 to £10,000 in pounds and pence, like 25 or 12.50. For a larger gift, please contact us at office@purpose.test.",
    );
    // No saved email to name (production before launch): the sentence still ends properly.
    expect(amountProblem(1_000_001)).toMatch(/For a larger gift, please contact us\.$/);
  });
});

describe("typedAmountProblem (the amount step)", () => {
  it("states the rule for £25.999, 1e3, £0 and the rest, rather than rounding them or asking for an amount", () => {
    for (const custom of ["25.999", "1e3", "0", "0.00", "0.5", "-5", "abc", "10000.01"]) {
      expect(typedAmountProblem({ preset: null, custom }), custom).toMatch(/^Enter an amount from £1 to £10,000 in pounds and pence/);
    }
    expect(typedAmountProblem({ preset: null, custom: "" }, true)).toBe(giftAmountRule);
  });

  it("asks for an amount when there is none, and passes a good one or a preset", () => {
    expect(typedAmountProblem({ preset: null, custom: " " })).toBe("Choose an amount, or enter your own.");
    expect(typedAmountProblem({ preset: null, custom: "25.50" })).toBeNull();
    expect(typedAmountProblem({ preset: 5000, custom: "" })).toBeNull();
  });
});

describe("checkDonor", () => {
  it("needs first name, last name and email; phone and message are optional", () => {
    expect(checkDonor(donor)).toMatchObject({ ok: true, donor: { firstName: "Ruth", phone: undefined, message: undefined } });
    const result = checkDonor({ ...donor, lastName: "" });
    expect(result).toMatchObject({ ok: false, notice: { title: "Missing Information" }, firstInvalid: "lastName" });
  });

  it("says Invalid Email for a malformed address", () => {
    expect(checkDonor({ ...donor, email: "ruth@example" })).toMatchObject({
      ok: false,
      notice: { title: "Invalid Email", description: "Please enter a valid email address." },
      errors: { email: expect.stringMatching(/valid email/) },
    });
  });

  it("asks for a home address and a UK postcode once Gift Aid is ticked", () => {
    const ticked = { ...donor, giftAid: true };
    expect(checkDonor(ticked)).toMatchObject({
      ok: false,
      notice: { title: "Missing Information" },
      errors: { giftAidAddress: "Enter your home address", giftAidPostcode: expect.any(String) },
      firstInvalid: "giftAidAddress",
    });
    expect(checkDonor({ ...ticked, giftAidAddress: "1 High St", giftAidPostcode: "90210" })).toMatchObject({
      ok: false,
      errors: { giftAidPostcode: "Enter a UK postcode, like SE15 4ZX" },
    });
    expect(checkDonor({ ...ticked, giftAidAddress: "1 High St", giftAidPostcode: "se15  4zx" })).toMatchObject({
      ok: true,
      giftAid: { address: "1 High St", postcode: "SE15 4ZX" },
    });
    // The checkout's rule (core/uk-postcode.ts): no space needed, one added.
    expect(checkDonor({ ...ticked, giftAidAddress: "1 High St", giftAidPostcode: "b11aa" })).toMatchObject({
      ok: true,
      giftAid: { postcode: "B1 1AA" },
    });
  });

  it("ignores the Gift Aid address when the box is not ticked", () => {
    const result = checkDonor({ ...donor, giftAidPostcode: "nonsense" });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.giftAid).toBeFalsy();
  });
});

describe("donationRequest", () => {
  it("is a monthly body with Gift Aid that the server's schema accepts", () => {
    const check = checkDonor({ ...donor, giftAid: true, giftAidAddress: "1 High St", giftAidPostcode: "SE15 4ZX" });
    if (!check.ok) throw new Error("should pass");
    const body = donationRequest(2500, "monthly", check.donor, check.giftAid);
    expect(body).toMatchObject({ type: "donation", amount: 25, frequency: "monthly", items: [{ name: "Monthly donation", price: 25, quantity: 1 }] });
    const parsed = createPaymentSchema.safeParse(JSON.parse(JSON.stringify(body)));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
