import { describe, expect, it } from "vitest";
import { monthsOf, periodYearBefore, presetPeriod, splitAtMonths, taxYearStart, yearBefore } from "./report-periods";

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

  it("cuts a period into whole months and the parts of months at its ends", () => {
    // The tax year: 6–30 April, May to March whole, 1–5 April.
    expect(splitAtMonths({ from: "2025-04-06", to: "2026-04-05" })).toEqual({
      months: { first: "2025-05-01", last: "2026-03-01" },
      parts: [
        { from: "2025-04-06", to: "2025-04-30" },
        { from: "2026-04-01", to: "2026-04-05" },
      ],
    });
    expect(splitAtMonths({ from: "2026-01-01", to: "2026-04-30" })).toEqual({ months: { first: "2026-01-01", last: "2026-04-01" }, parts: [] });
    // February's last day, in a leap year and not.
    expect(splitAtMonths({ from: "2024-02-01", to: "2024-02-29" })).toEqual({ months: { first: "2024-02-01", last: "2024-02-01" }, parts: [] });
    expect(splitAtMonths({ from: "2026-02-01", to: "2026-02-27" })).toEqual({ months: null, parts: [{ from: "2026-02-01", to: "2026-02-27" }] });
    expect(splitAtMonths({ from: "2026-04-06", to: "2026-04-06" })).toEqual({ months: null, parts: [{ from: "2026-04-06", to: "2026-04-06" }] });
    // Two neighbouring parts of months and none whole.
    expect(splitAtMonths({ from: "2026-04-15", to: "2026-05-14" })).toEqual({
      months: null,
      parts: [
        { from: "2026-04-15", to: "2026-04-30" },
        { from: "2026-05-01", to: "2026-05-14" },
      ],
    });
    expect(splitAtMonths({ from: "2026-03-15", to: "2026-05-31" })).toEqual({ months: { first: "2026-04-01", last: "2026-05-01" }, parts: [{ from: "2026-03-15", to: "2026-03-31" }] });
  });
});
