import { describe, expect, it } from "vitest";
import { instantOfUkTime, ukDateAndTime } from "./uk-time";

describe("UK wall-clock time", () => {
  it("reads a winter time as GMT and a summer time as BST", () => {
    expect(instantOfUkTime("2026-12-10", "09:30")?.toISOString()).toBe("2026-12-10T09:30:00.000Z");
    expect(instantOfUkTime("2026-07-01", "09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
  });

  it("has no instant for the hour the clocks skip, and takes the first of the hour they repeat", () => {
    expect(instantOfUkTime("2026-03-29", "01:30")).toBeUndefined();
    expect(instantOfUkTime("2026-10-25", "01:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses what isn't a date or a time", () => {
    expect(instantOfUkTime("2026-02-30", "09:00")).toBeUndefined();
    expect(instantOfUkTime("10/12/2026", "09:00")).toBeUndefined();
    expect(instantOfUkTime("2026-12-10", "9am")).toBeUndefined();
  });

  it("gives back the wall clock it was given", () => {
    expect(ukDateAndTime(new Date("2026-07-01T08:30:00Z"))).toEqual({ date: "2026-07-01", time: "09:30" });
  });
});
