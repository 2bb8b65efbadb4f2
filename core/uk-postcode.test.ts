import { describe, expect, it } from "vitest";
import { ukPostcode } from "./uk-postcode";

describe("ukPostcode", () => {
  it("reads every shape of UK postcode, in any case and spacing, and writes it as Royal Mail does", () => {
    const cases: [string, string][] = [
      ["b11aa", "B1 1AA"],
      ["B1 1AA", "B1 1AA"],
      ["  se15   4zx ", "SE15 4ZX"],
      ["M601NW", "M60 1NW"],
      ["cr26xh", "CR2 6XH"],
      ["dn551pt", "DN55 1PT"],
      ["W1A 1HQ", "W1A 1HQ"],
      ["ec1a1bb", "EC1A 1BB"],
    ];
    for (const [typed, stored] of cases) expect(ukPostcode(typed), typed).toBe(stored);
  });

  it("refuses what isn't a UK postcode's shape", () => {
    for (const typed of ["12345", "90210", "", "   ", "SE15", "4ZX", "SE15 4Z", "SE15 ZZX", "ABC1 1AA", "1A 1AA", "SE15-4ZX", "SE1 54ZX", "SE15 4ZX X"]) {
      expect(ukPostcode(typed), typed).toBeUndefined();
    }
  });
});
