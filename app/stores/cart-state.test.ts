import { describe, expect, it } from "vitest";
import { seedProducts } from "@core/catalogue-seed";
import { cartItemFromProduct, cartLineKey } from "@core/cart";
import { DEFAULT_ORDER_LIMIT } from "@core/order-limit";
import { MAX_LINE_QUANTITY } from "@core/pricing";
import { cartReducer, emptyCart } from "./cart-state";

const tee = seedProducts.find((p) => p.category === "tee")!;
const hat = seedProducts.find((p) => p.category === "dad-hat")!;
const teeM = cartItemFromProduct(tee, { size: "M", color: "Black" });
const teeL = cartItemFromProduct(tee, { size: "L", color: "Black" });

describe("cart transitions", () => {
  it("adds a new line with quantity one, and raises an existing line", () => {
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 1 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.quantity).toBe(1);
    state = cartReducer(state, { type: "add", item: teeM, quantity: 2 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.quantity).toBe(3);
    state = cartReducer(state, { type: "add", item: teeL, quantity: 1 });
    expect(state.items).toHaveLength(2);
  });

  it("replaces a quantity, and removes the line at zero or less", () => {
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 1 });
    state = cartReducer(state, { type: "add", item: cartItemFromProduct(hat), quantity: 1 });
    state = cartReducer(state, { type: "set-quantity", key: cartLineKey(teeM), quantity: 5 });
    expect(state.items[0]!.quantity).toBe(5);
    state = cartReducer(state, { type: "set-quantity", key: cartLineKey(teeM), quantity: 0 });
    expect(state.items.map((i) => i.id)).toEqual([hat.id]);
    state = cartReducer(state, { type: "set-quantity", key: cartLineKey(state.items[0]!), quantity: -2 });
    expect(state.items).toEqual([]);
  });

  it("removes a line", () => {
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 2 });
    state = cartReducer(state, { type: "remove", key: cartLineKey(teeM) });
    expect(state.items).toEqual([]);
  });

  it("puts a removed line back as it was, in its place, once", () => {
    const wrapped = { ...cartItemFromProduct(hat), giftWrap: true, customerNotes: "GRACE" };
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 1 });
    state = cartReducer(state, { type: "add", item: wrapped, quantity: 3 });
    state = cartReducer(state, { type: "add", item: teeL, quantity: 1 });
    const before = state;
    const removed = state.items[1]!;
    state = cartReducer(state, { type: "remove", key: cartLineKey(removed) });
    state = cartReducer(state, { type: "restore", item: removed, index: 1 });
    expect(state).toEqual(before);
    // A second Undo, or the line added again meanwhile, doesn't double it.
    expect(cartReducer(state, { type: "restore", item: removed, index: 1 })).toBe(state);
    // The cart got shorter meanwhile: the line goes at the end.
    state = cartReducer(emptyCart, { type: "restore", item: removed, index: 5 });
    expect(state.items).toEqual([removed]);
  });

    it("clears items and resets the donation", () => {
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 2 });
    state = cartReducer(state, { type: "set-donation", amount: 1000 });
    expect(state.donation).toBe(1000);
    expect(cartReducer(state, { type: "clear" })).toEqual({ items: [], donation: 0 });
  });

  it("keeps the donation a whole, non-negative number of pence", () => {
    expect(cartReducer(emptyCart, { type: "set-donation", amount: -5 }).donation).toBe(0);
    expect(cartReducer(emptyCart, { type: "set-donation", amount: Number.NaN }).donation).toBe(0);
    expect(cartReducer(emptyCart, { type: "set-donation", amount: 1234.4 }).donation).toBe(1234);
  });

  it("caps a line at the most one order may take of a size and colour (10 unless an owner changed it), however it is raised", () => {
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: MAX_LINE_QUANTITY + 5 });
    expect(state.items[0]!.quantity).toBe(DEFAULT_ORDER_LIMIT);
    state = cartReducer(state, { type: "set-quantity", key: cartLineKey(teeM), quantity: 2.7 });
    expect(state.items[0]!.quantity).toBe(2);
    state = cartReducer(state, { type: "add", item: teeM, quantity: MAX_LINE_QUANTITY });
    expect(state.items[0]!.quantity).toBe(DEFAULT_ORDER_LIMIT);
    state = cartReducer(state, { type: "set-quantity", key: cartLineKey(teeM), quantity: 500 });
    expect(state.items[0]!.quantity).toBe(DEFAULT_ORDER_LIMIT);
    // The limit an owner set travels with the product onto its line.
    const raised = { ...teeM, orderLimit: 25 };
    state = cartReducer(emptyCart, { type: "add", item: raised, quantity: 30 });
    expect(state.items[0]!.quantity).toBe(25);
  });

  it("leaves other lines alone when one changes", () => {
    let state = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 1 });
    state = cartReducer(state, { type: "add", item: teeL, quantity: 4 });
    state = cartReducer(state, { type: "set-quantity", key: cartLineKey(teeM), quantity: 3 });
    state = cartReducer(state, { type: "remove", key: "no-such-line" });
    expect(state.items.map((i) => [i.size, i.quantity])).toEqual([
      ["M", 3],
      ["L", 4],
    ]);
  });
});

describe("loading the saved cart", () => {
  it("keeps what was added before the saved cart arrived, after the saved lines", () => {
    const early = cartReducer(emptyCart, { type: "add", item: teeM, quantity: 2 });
    const stored = { items: [{ ...cartItemFromProduct(hat), quantity: 1 }, { ...teeM, quantity: 1 }], donation: 500 };
    const merged = cartReducer(early, { type: "merge-stored", state: stored });
    expect(merged.items.map((i) => [i.id, i.quantity])).toEqual([
      [hat.id, 1],
      [tee.id, 3],
    ]);
    expect(merged.donation).toBe(500);
  });
});
