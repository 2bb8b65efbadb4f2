import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@core/order-totals";
import { quantityFromTyped, quantityRule } from "./typed-quantity";

describe("quantityFromTyped", () => {
  it("reads a whole number from 1 to 99", () => {
    expect(["1", "2", " 7 ", "99", "05"].map((t) => quantityFromTyped(t, 1, MAX_LINE_QUANTITY))).toEqual([1, 2, 7, 99, 5]);
  });

  it("refuses zero, fractions, text, exponents, signs and anything out of range, rather than making them 1", () => {
    for (const typed of ["0", "00", "100", "1.5", "2.0", "1,000", "1e3", "two", "", "  ", "-4", "+3", "0x10", "Infinity"]) {
      expect(quantityFromTyped(typed, 1, MAX_LINE_QUANTITY), typed).toBeUndefined();
    }
  });

  it("states the rule in words", () => {
    expect(quantityRule(1, MAX_LINE_QUANTITY)).toBe("Enter a whole number from 1 to 99.");
  });
});
