import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { confirmationPath, PAID_PURCHASE_FRESH_MS, recentPaidPurchase, rememberPaidPurchase } from "./paid-purchase";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("the paid purchase a reopened flow looks for", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal("window", { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is found for its own kind only, and only for half an hour", () => {
    rememberPaidPurchase("order", "cs_test_123", 1_000);
    expect(recentPaidPurchase("order", 1_000 + PAID_PURCHASE_FRESH_MS - 1)).toMatchObject({ kind: "order", sessionId: "cs_test_123" });
    expect(recentPaidPurchase("gift", 2_000)).toBeNull();
    expect(recentPaidPurchase("order", 1_000 + PAID_PURCHASE_FRESH_MS)).toBeNull();
    // A clock set back doesn't make an old record look new.
    expect(recentPaidPurchase("order", 500)).toBeNull();
  });

  it("reads corrupt or tampered storage as nothing, and a missing storage as nothing", () => {
    storage.setItem("paid-purchase", "{not json");
    expect(recentPaidPurchase("order")).toBeNull();
    storage.setItem("paid-purchase", JSON.stringify({ kind: "order", sessionId: "", paidAt: Date.now() }));
    expect(recentPaidPurchase("order")).toBeNull();
    vi.stubGlobal("window", {});
    expect(() => rememberPaidPurchase("gift", "x")).not.toThrow();
    expect(recentPaidPurchase("gift")).toBeNull();
  });

  it("links to the success page for that payment", () => {
    expect(confirmationPath({ kind: "gift", sessionId: "sandbox_a&b", paidAt: 0 })).toBe("/payment-success?session_id=sandbox_a%26b");
  });
});
