import { describe, expect, it } from "vitest";
import { donationText, parseDonationInput } from "./donation-input";

describe("cart custom donation input", () => {
  it("reads pounds as whole pence", () => {
    expect(parseDonationInput("12.5")).toEqual({ ok: true, amount: 1250 });
    expect(parseDonationInput(" 7 ")).toEqual({ ok: true, amount: 700 });
    expect(parseDonationInput("0.1")).toEqual({ ok: true, amount: 10 });
    expect(parseDonationInput("19.99")).toEqual({ ok: true, amount: 1999 });
    expect(parseDonationInput("3.333")).toEqual({ ok: true, amount: 333 });
  });

  it("counts empty or unparsable input as 0", () => {
    for (const text of ["", "   ", "abc", "£", "."]) expect(parseDonationInput(text)).toEqual({ ok: true, amount: 0 });
  });

  it("refuses negative and huge amounts with a message", () => {
    const negative = parseDonationInput("-5");
    expect(negative.ok).toBe(false);
    expect(!negative.ok && negative.error).toMatch(/negative/);
    const huge = parseDonationInput("10000.01");
    expect(huge.ok).toBe(false);
    expect(!huge.ok && huge.error).toContain("£10,000.00");
    expect(parseDonationInput("10000")).toEqual({ ok: true, amount: 1_000_000 });
  });

  it("shows an amount as the field would hold it", () => {
    expect(donationText(0)).toBe("");
    expect(donationText(500)).toBe("5.00");
    expect(donationText(1999)).toBe("19.99");
  });
});
