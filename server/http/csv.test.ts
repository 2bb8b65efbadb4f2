import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv";

describe("csv", () => {
  it("quotes every field and doubles quotes inside", () => {
    expect(csvRow(["Amara", 'She said "hi"', 12, null])).toBe('"Amara","She said ""hi""","12",""\r\n');
  });

  it("makes formulas inert, whatever they start with", () => {
    for (const formula of ["=HYPERLINK(\"http://evil\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(csvField(formula)).toMatch(/^"'/);
    }
    expect(csvField(-5)).toBe('"-5"');
    expect(csvField("O'Brien")).toBe('"O\'Brien"');
  });
});
