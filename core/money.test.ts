import { describe, expect, it } from "vitest";
import { formatPence, groupThousands, penceFromTyped, penceToDecimalString, poundsToPence } from "./money";

describe("money", () => {
  it("formats pence as pounds with two decimals", () => {
    expect(formatPence(1499)).toBe("£14.99");
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(1_000_000)).toBe("£10,000.00");
    expect(formatPence(-500)).toBe("-£5.00");
  });

  it("writes what Intl's en-GB pound formatter writes", () => {
    const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    for (const pence of [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, -1, -1234, -123_456_789]) {
      expect(formatPence(pence)).toBe(intl.format(pence / 100));
    }
  });

  it("groups whole numbers in thousands", () => {
    expect(groupThousands(7)).toBe("7");
    expect(groupThousands(100_000)).toBe("100,000");
    expect(groupThousands(1_234_567)).toBe("1,234,567");
  });

  it("converts float pounds to pence without drift", () => {
    expect(poundsToPence(14.99)).toBe(1499);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(poundsToPence(29.99 * 3)).toBe(8997);
  });

  it("writes the stored two-decimal strings", () => {
    expect(penceToDecimalString(3499)).toBe("34.99");
    expect(penceToDecimalString(5)).toBe("0.05");
    expect(penceToDecimalString(10000)).toBe("100.00");
  });

  it("reads a typed amount exactly, and nothing that only looks like one", () => {
    expect(["15", "15.5", "15.50", "£15.50", " 0.07 ", "999999.99"].map(penceFromTyped)).toEqual([1500, 1550, 1550, 1550, 7, 99_999_999]);
    for (const typed of ["1e3", "15.999", "-5", "", "£", "12,50", "1000000", "0x10"]) expect(penceFromTyped(typed), typed).toBeUndefined();
  });
});
