// The checkout's draft is read by hand (no schema library in the page's first load): what was
// typed comes back, and anything that doesn't read right comes back empty rather than breaking the form.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyCustomerDetails } from "@core/empty-customer-details";
import { readCheckoutDraft, saveCheckoutDraft } from "./checkout-draft";

const typed = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.test",
  phone: "",
  address: "1 Analytical Row",
  city: "London",
  postalCode: "N1 9GU",
  country: "United Kingdom",
};

describe("the checkout draft", () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    const sessionStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    Object.assign(globalThis, { window: { sessionStorage } });
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("gives back what was typed and the shipping chosen", () => {
    saveCheckoutDraft({ details: typed, shipping: "express" });
    expect(readCheckoutDraft()).toEqual({ details: typed, shipping: "express" });
  });

  it("starts empty with standard shipping when nothing was kept", () => {
    expect(readCheckoutDraft()).toEqual({ details: { ...emptyCustomerDetails }, shipping: "standard" });
  });

  it("reads a field that isn't text, or is over 500 characters, as empty, and an unknown shipping choice as standard", () => {
    stored.set("checkout-draft", JSON.stringify({ details: { ...typed, city: 7, address: "x".repeat(501), extra: "kept out" }, shipping: "overnight" }));
    expect(readCheckoutDraft()).toEqual({ details: { ...typed, city: "", address: "" }, shipping: "standard" });
  });

  it("starts afresh from a draft that isn't JSON or isn't an object", () => {
    for (const raw of ["{not json", "null", '"text"', "[1,2]"]) {
      stored.set("checkout-draft", raw);
      expect(readCheckoutDraft().details).toEqual({ ...emptyCustomerDetails });
    }
  });
});
