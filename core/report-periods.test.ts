import { describe, expect, it } from "vitest";
import { monthsOf, periodYearBefore, presetPeriod, taxYearStart, yearBefore } from "./report-periods";

describe("report periods", () => {
  it("starts the tax year on 6 April", () => {
    expect(taxYearStart("2026-04-05")).toBe("2025-04-06");
    expect(taxYearStart("2026-04-06")).toBe("2026-04-06");
    expect(taxYearStart("2027-01-15")).toBe("2026-04-06");
  });

  it("gives each preset up to today", () => {
    expect(presetPeriod("this-month", "2026-12-06")).toEqual({ from: "2026-12-01", to: "2026-12-06" });
    expect(presetPeriod("last-12-months", "2026-12-06")).toEqual({ from: "2026-01-01", to: "2026-12-06" });
    expect(presetPeriod("tax-year", "2026-12-06")).toEqual({ from: "2026-04-06", to: "2026-12-06" });
  });

  it("lists the months a period touches and the same period a year before", () => {
    expect(monthsOf({ from: "2025-04-06", to: "2025-07-01" })).toEqual(["2025-04", "2025-05", "2025-06", "2025-07"]);
    expect(periodYearBefore({ from: "2028-02-29", to: "2028-03-31" })).toEqual({ from: "2027-02-28", to: "2027-03-31" });
    expect(yearBefore("2026-01-01")).toBe("2025-01-01");
  });
});
