import { describe, expect, it } from "vitest";
import { hmrcCharityReference } from "./hmrc-charity-reference";

describe("the charity's HMRC reference", () => {
  it("takes letters and digits as typed, in capitals without spaces", () => {
    expect(hmrcCharityReference("AB12345")).toBe("AB12345");
    expect(hmrcCharityReference(" ab 12345 ")).toBe("AB12345");
    expect(hmrcCharityReference("X1234")).toBe("X1234");
    expect(hmrcCharityReference("XR98765")).toBe("XR98765");
  });

  it("refuses what is plainly not a reference", () => {
    for (const junk of ["", "n/a", "none", "12345", "ABCDE", "AB-12345", "<script>", "AB1", "AB1234567890123", "tbc 2026!"]) {
      expect(hmrcCharityReference(junk), junk).toBeUndefined();
    }
  });
});
