import { describe, expect, it } from "vitest";
import { createPaymentSchema } from "@core/schemas/payment-request";
import { amountProblem, checkDonor, donationRequest, emptyDonationForm, giftAmount, type DonationForm } from "./donation-form";

const donor: DonationForm = { ...emptyDonationForm, firstName: "Ruth", lastName: "Brown", email: "ruth@example.com" };

describe("giftAmount and amountProblem", () => {
  it("takes a preset over the custom box, and reads the custom box in pounds", () => {
    expect(giftAmount({ preset: 2500, custom: "7" })).toBe(2500);
    expect(giftAmount({ preset: null, custom: "12.50" })).toBe(1250);
    expect(giftAmount({ preset: null, custom: "£1,000" })).toBe(100_000);
  });

  it("counts unparsable or negative input as 0 (docs/product-rules.md#validation)", () => {
    for (const custom of ["", "abc", "-5", "0"]) expect(giftAmount({ preset: null, custom })).toBe(0);
  });

  it("explains a gift under £1 or over £10,000, and passes the rest (docs/deviations.md, point 11)", () => {
    expect(amountProblem(0)).toMatch(/Choose an amount/);
    expect(amountProblem(50)).toBe("The smallest gift we can take online is £1.00. Please enter £1.00 or more.");
    expect(amountProblem(100)).toBeNull();
    expect(amountProblem(1_000_000)).toBeNull();
    expect(amountProblem(1_000_001)).toMatch(/largest gift/);
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
