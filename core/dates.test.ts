import { describe, expect, it } from "vitest";
import { addBusinessDays, bankHolidays, formatDayAndDate, formatLongDate, nextMonthlyPayment } from "./dates";
import { deliveryWindow, getShippingOption } from "./shipping";

const at = (iso: string) => new Date(iso);

describe("nextMonthlyPayment", () => {
  it("is the same day next month", () => {
    expect(nextMonthlyPayment(at("2025-03-12T10:00:00Z"))).toEqual(at("2025-04-12T10:00:00Z"));
    expect(nextMonthlyPayment(at("2025-12-05T09:30:00Z"))).toEqual(at("2026-01-05T09:30:00Z"));
  });

  it("falls on the month's last day when it has no such day, and goes back to the day after", () => {
    const start = at("2025-01-31T12:00:00Z");
    expect(nextMonthlyPayment(start)).toEqual(at("2025-02-28T12:00:00Z"));
    expect(nextMonthlyPayment(start, at("2025-03-01T00:00:00Z"))).toEqual(at("2025-03-31T12:00:00Z"));
    expect(nextMonthlyPayment(at("2024-01-30T12:00:00Z"))).toEqual(at("2024-02-29T12:00:00Z"));
  });

  it("is the next one still to come, for a plan that began months ago", () => {
    expect(nextMonthlyPayment(at("2025-01-15T08:00:00Z"), at("2025-06-20T00:00:00Z"))).toEqual(at("2025-07-15T08:00:00Z"));
  });
});

describe("delivery estimates", () => {
  it("count working days only", () => {
    // Wednesday 12 March 2025 + 5 working days = Wednesday 19 March; + 7 = Friday 21 March.
    expect(addBusinessDays(at("2025-03-12T10:00:00Z"), 5)).toEqual(at("2025-03-19T10:00:00Z"));
    const { earliest, latest } = deliveryWindow(getShippingOption("standard"), at("2025-03-12T10:00:00Z"));
    expect([formatDayAndDate(earliest), formatDayAndDate(latest)]).toEqual(["Wednesday 19 March", "Friday 21 March"]);
    // An order on a Friday evening: express's 2-3 working days are Tuesday and Wednesday.
    const express = deliveryWindow(getShippingOption("express"), at("2025-03-14T19:00:00Z"));
    expect([formatDayAndDate(express.earliest), formatDayAndDate(express.latest)]).toEqual(["Tuesday 18 March", "Wednesday 19 March"]);
  });

  it("know England and Wales's bank holidays, as GOV.UK lists them, substitute days included", () => {
    expect(bankHolidays(2025)).toEqual(["2025-01-01", "2025-04-18", "2025-04-21", "2025-05-05", "2025-05-26", "2025-08-25", "2025-12-25", "2025-12-26"]);
    // Boxing Day 2026 is a Saturday: its holiday is Monday 28 December.
    expect(bankHolidays(2026)).toEqual(["2026-01-01", "2026-04-03", "2026-04-06", "2026-05-04", "2026-05-25", "2026-08-31", "2026-12-25", "2026-12-28"]);
    // Christmas 2027 is a Saturday and Boxing Day a Sunday: Monday 27 and Tuesday 28 December.
    expect(bankHolidays(2027)).toEqual(["2027-01-01", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-08-30", "2027-12-27", "2027-12-28"]);
    // New Year's Day 2028 is a Saturday: Monday 3 January.
    expect(bankHolidays(2028)).toEqual(["2028-01-03", "2028-04-14", "2028-04-17", "2028-05-01", "2028-05-29", "2028-08-28", "2028-12-25", "2028-12-26"]);
  });

  it("skip bank holidays, so a Christmas order's dates are the days it can come", () => {
    // Ordered Wednesday 23 December 2026: standard's 5-7 working days are the 24th, 29th, 30th,
    // 31st, then 4, 5 and 6 January (not Christmas Day, the 28th, Boxing Day's substitute, nor New Year's Day).
    const christmas = deliveryWindow(getShippingOption("standard"), at("2026-12-23T10:00:00Z"));
    expect([formatDayAndDate(christmas.earliest), formatDayAndDate(christmas.latest)]).toEqual(["Monday 4 January", "Wednesday 6 January"]);
    // Ordered the Thursday before Easter 2026: express's 2-3 working days skip Good Friday and Easter Monday.
    const easter = deliveryWindow(getShippingOption("express"), at("2026-04-02T10:00:00Z"));
    expect([formatDayAndDate(easter.earliest), formatDayAndDate(easter.latest)]).toEqual(["Wednesday 8 April", "Thursday 9 April"]);
  });

  it("are shown in UK time", () => {
    expect(formatLongDate(at("2025-06-30T23:30:00Z"))).toBe("1 July 2025");
  });
});
