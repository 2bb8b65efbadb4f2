import { describe, expect, it } from "vitest";
import { linesSaved, nothingSaved, savedCartScript, showIfLinesSavedScript } from "./saved-cart";

/** Runs the inline script against this storage; returns how it marked the page. */
function runScript(storage: Record<string, string>, { storageThrows = false } = {}) {
  const dataset: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return storage[key] ?? null;
    },
  };
  new Function("localStorage", "document", savedCartScript())(localStorage, { documentElement: { dataset } });
  return dataset.savedCart;
}

describe("saved cart", () => {
  it("counts a cart as saved only when it has lines or a donation", () => {
    expect(nothingSaved(null, null)).toBe(true);
    expect(nothingSaved("[]", "0")).toBe(true);
    expect(nothingSaved('[{"id":"blessed-tee","quantity":1}]', null)).toBe(false);
    expect(nothingSaved("[]", "5")).toBe(false);
    // Anything else (corrupt, an old shape) is for the cart store to read and judge.
    expect(nothingSaved("{", null)).toBe(false);
  });

  it("marks the page before it paints exactly when nothing is saved, and not at all without storage", () => {
    expect(runScript({})).toBe("none");
    expect(runScript({ "cart-items": "[]", "donation-amount": "0" })).toBe("none");
    expect(runScript({ "cart-items": '[{"id":"blessed-tee","quantity":1}]' })).toBeUndefined();
    expect(runScript({ "donation-amount": "10" })).toBeUndefined();
    expect(runScript({}, { storageThrows: true })).toBeUndefined();
  });

  it("counts lines as saved unless there are none", () => {
    expect(linesSaved(null)).toBe(false);
    expect(linesSaved("[]")).toBe(false);
    expect(linesSaved('[{"id":"blessed-tee","quantity":1}]')).toBe(true);
  });

  it("shows the element before it from the first paint when lines are saved, unless the query says otherwise", () => {
    /** Runs the script after a hidden element; returns whether it is still hidden. */
    const hiddenAfter = (storage: Record<string, string>, search: string, storageThrows = false) => {
      const element = { hidden: true };
      const localStorage = {
        getItem: (key: string) => {
          if (storageThrows) throw new Error("SecurityError");
          return storage[key] ?? null;
        },
      };
      const script = showIfLinesSavedScript({ query: "for", value: "order" });
      new Function("localStorage", "document", "location", script)(localStorage, { currentScript: { previousElementSibling: element } }, { search });
      return element.hidden;
    };
    const lines = { "cart-items": '[{"id":"blessed-tee","quantity":1}]' };
    expect(hiddenAfter(lines, "?for=gift")).toBe(false);
    expect(hiddenAfter(lines, "")).toBe(false);
    expect(hiddenAfter(lines, "?for=order")).toBe(true);
    expect(hiddenAfter({ "cart-items": "[]" }, "?for=gift")).toBe(true);
    expect(hiddenAfter({ "donation-amount": "10" }, "?for=gift")).toBe(true);
    expect(hiddenAfter(lines, "?for=gift", true)).toBe(true);
  });
});
