import { describe, expect, it } from "vitest";
import { countOf } from "./count-of";

describe("countOf", () => {
  it("says one thing in the singular and any other number in the plural, with thousands separated", () => {
    expect(countOf(1, "gift")).toBe("1 gift");
    expect(countOf(0, "gift")).toBe("0 gifts");
    expect(countOf(1204, "gift")).toBe("1,204 gifts");
    expect(countOf(2, "person", "people")).toBe("2 people");
  });
});
