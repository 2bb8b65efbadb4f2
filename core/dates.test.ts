import { describe, expect, it } from "vitest";
import { addBusinessDays, formatDayAndDate, formatLongDate, nextMonthlyPayment } from "./dates";
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

  it("are shown in UK time", () => {
    expect(formatLongDate(at("2025-06-30T23:30:00Z"))).toBe("1 July 2025");
  });
});
