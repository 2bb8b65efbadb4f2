// The periods the privacy page states are the ones the retention job computes: one source.
import { describe, expect, it } from "vitest";
import { describeRule, retentionCutoff, retentionRule, retentionRules } from "./retention";

describe("retention periods", () => {
  it("says each period in words, as the privacy page prints it", () => {
    expect(describeRule(retentionRule("orders"))).toBe(
      "Orders and donations (what you bought or gave, your name, email, phone and delivery address): six years after the end of the financial year (31 March) for our accounts; after that we remove your details and keep only the amounts.",
    );
    expect(describeRule(retentionRule("speakingRequests"))).toBe("Enquiries and speaking requests: two years after our last contact with you, then deleted.");
    expect(describeRule(retentionRule("newsletter"))).toMatch(/^Newsletter details: until you unsubscribe; /);
    expect(describeRule(retentionRule("emails"))).toMatch(/: one year after sending, then deleted\.$/);
    expect(new Set(retentionRules.map((r) => r.id)).size).toBe(retentionRules.length);
  });

  it("counts a financial-year period from the 31 March after the record", () => {
    const orders = retentionRule("orders").period!;
    // On 25 November 2026, the year ending 31 March 2020 is more than six years gone; the next is not.
    expect(retentionCutoff(orders, new Date("2026-11-25T12:00:00Z")).toISOString()).toBe("2020-04-01T00:00:00.000Z");
    // On 31 March 2027 the year ending 31 March 2021 is not yet six years gone; on 1 April it is.
    expect(retentionCutoff(orders, new Date("2027-03-31T23:00:00Z")).toISOString()).toBe("2020-04-01T00:00:00.000Z");
    expect(retentionCutoff(orders, new Date("2027-04-01T00:00:00Z")).toISOString()).toBe("2021-04-01T00:00:00.000Z");
  });

  it("counts a plain period back from now", () => {
    expect(retentionCutoff(retentionRule("speakingRequests").period!, new Date("2026-11-25T12:00:00Z")).toISOString()).toBe("2024-11-25T12:00:00.000Z");
    expect(retentionCutoff(retentionRule("signInEmails").period!, new Date("2026-03-01T06:00:00Z")).toISOString()).toBe("2026-02-28T06:00:00.000Z");
  });
});
