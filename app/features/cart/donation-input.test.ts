import { describe, expect, it } from "vitest";
import { cartDonationRule, donationText, parseDonationInput } from "./donation-input";

describe("cart custom donation input", () => {
  it("reads pounds and pence as whole pence", () => {
    expect(parseDonationInput("12.5")).toEqual({ ok: true, amount: 1250 });
    expect(parseDonationInput(" 7 ")).toEqual({ ok: true, amount: 700 });
    expect(parseDonationInput("1")).toEqual({ ok: true, amount: 100 });
    expect(parseDonationInput("19.99")).toEqual({ ok: true, amount: 1999 });
    expect(parseDonationInput("10000")).toEqual({ ok: true, amount: 1_000_000 });
  });

  it("takes an empty field as no donation", () => {
    for (const text of ["", "   "]) expect(parseDonationInput(text)).toEqual({ ok: true, amount: 0 });
  });

  it("refuses, with the rule, what it would otherwise have to round, guess or drop", () => {
    for (const text of ["25.999", "3.333", "1e3", "0", "0.00", "0.99", "-5", "10000.01", "abc", "£", ".", "12,50"]) {
      expect(parseDonationInput(text), text).toEqual({ ok: false, error: cartDonationRule });
    }
    // The number field's own way of saying it holds something it can't read.
    expect(parseDonationInput("", true)).toEqual({ ok: false, error: cartDonationRule });
    expect(cartDonationRule).toBe("Enter an amount from £1 to £10,000 in pounds and pence, like 5 or 12.50, or leave it empty for no donation.");
  });

  it("shows an amount as the field would hold it", () => {
    expect(donationText(0)).toBe("");
    expect(donationText(500)).toBe("5.00");
    expect(donationText(1999)).toBe("19.99");
  });
});
