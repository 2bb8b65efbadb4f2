import { describe, expect, it } from "vitest";
import { exactReference } from "./references";

describe("a reference typed into a search", () => {
  it("is read however it was typed, as it is stored", () => {
    for (const typed of ["PM-10004", "pm-10004", " pm 10004 ", "PM10004"]) expect(exactReference(typed, "PM"), typed).toBe("PM-10004");
    expect(exactReference("gf-10001", "GF")).toBe("GF-10001");
  });

  it("is only a whole reference of the list's kind: anything else stays a search", () => {
    for (const typed of ["PM-", "PM-1000x", "GF-10001", "amara", "PM-10004 extra", "", undefined, null]) {
      expect(exactReference(typed, "PM"), String(typed)).toBeUndefined();
    }
  });
});
