import { describe, expect, it } from "vitest";
import { seedLookup, seedProducts } from "./catalogue-seed";
import { GIFT_WRAP_PRICE } from "./product";
import { cartItemFromProduct, cartLineKey, cartTotals, parseStoredCart, parseStoredDonation, toPriceableLines } from "./cart";

const bundle = seedProducts.find((p) => p.category === "bundle")!;
const hoodie = seedProducts.find((p) => p.category === "hoodie")!;
const tee = seedProducts.find((p) => p.category === "tee")!;

describe("stored cart", () => {
  it("gives an empty cart for corrupt or odd data", () => {
    for (const raw of [null, "", "{", "null", "42", '"x"', "{}", '{"items":[]}']) expect(parseStoredCart(raw, seedLookup)).toEqual([]);
  });

  it("loads carts in the stored shape, repricing from the catalogue", () => {
    const raw = JSON.stringify([
      { id: bundle.id, name: "Tampered", image: "x", price: 0.01, salePrice: 0.01, quantity: 2, size: "L", color: "Navy", giftWrap: true },
    ]);
    const [item] = parseStoredCart(raw, seedLookup);
    expect(item).toMatchObject({ id: bundle.id, name: bundle.name, price: 34.99, salePrice: 29.99, quantity: 2, size: "L", color: "Navy", giftWrap: true });
  });

  it("shows each line's colour's photo, worked out from the catalogue, never the picture the browser stored", () => {
    const photo = (hash: string, color?: "Navy") => ({ hash, widths: [240, 480, 960], alt: "The hoodie", ...(color && { color }) });
    const withPhotos = { ...hoodie, image: `/images/p/${"a".repeat(24)}-240.webp`, photos: [photo("a".repeat(24)), photo("b".repeat(24), "Navy")] };
    const lookup = (id: string) => (id === hoodie.id ? withPhotos : seedLookup(id));
    const raw = JSON.stringify([
      { id: hoodie.id, image: "javascript:alert(1)", price: 27.99, quantity: 1, size: "M", color: "Navy", giftWrap: false },
      { id: hoodie.id, image: 42, price: 27.99, quantity: 1, size: "M", color: "Black", giftWrap: false },
      { id: hoodie.id, price: 27.99, quantity: 1, size: "M", color: "Teal", giftWrap: false },
    ]);
    const [navy, black, noColour] = parseStoredCart(raw, lookup);
    expect(navy?.image).toBe(`/images/p/${"b".repeat(24)}-240.webp`);
    // A colour without a photo of its own, or none chosen, shows the product's main picture.
    expect(black?.image).toBe(withPhotos.image);
    expect(noColour?.image).toBe(withPhotos.image);
    // Added from the dialog, the same.
    expect(cartItemFromProduct(withPhotos, { size: "L", color: "Navy" }).image).toBe(`/images/p/${"b".repeat(24)}-240.webp`);
    // A product without photos keeps its illustration in every colour.
    expect(cartItemFromProduct(hoodie, { size: "L", color: "Navy" }).image).toBe(hoodie.image);
  });

  it("drops malformed lines, keeps the rest", () => {
    const raw = JSON.stringify([
      { id: tee.id, quantity: -3 },
      { id: tee.id, quantity: "2" },
      "junk",
      { id: hoodie.id, quantity: 1, size: "HUGE", color: "Chartreuse" },
    ]);
    const items = parseStoredCart(raw, seedLookup);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: hoodie.id, quantity: 1 });
    expect(items[0]!.size).toBeUndefined();
  });

  it("says when a line's price changed since it was saved, and shows the current one", () => {
    const raw = JSON.stringify([{ id: tee.id, name: tee.name, image: tee.image, price: 9.99, quantity: 1, giftWrap: false }]);
    const [item] = parseStoredCart(raw, seedLookup);
    expect(item).toMatchObject({ id: tee.id, price: tee.price / 100, notice: { priceWas: 9.99 } });
    const unchanged = parseStoredCart(JSON.stringify([{ ...item, notice: undefined }]), seedLookup);
    expect(unchanged[0]!.notice).toBeUndefined();
  });

  it("keeps a line whose product is no longer sold, marked unavailable and not charged", () => {
    const raw = JSON.stringify([
      { id: "retired-tee", name: "Retired Tee", image: "/x.svg", price: 12, quantity: 2, giftWrap: true },
      { id: tee.id, name: tee.name, image: tee.image, price: tee.price / 100, quantity: 1, giftWrap: false },
    ]);
    const items = parseStoredCart(raw, seedLookup);
    expect(items[0]).toMatchObject({ id: "retired-tee", name: "Retired Tee", quantity: 2, notice: "unavailable" });
    expect(cartTotals(items, 0).total).toBe(tee.price);
    expect(toPriceableLines(items)).toEqual([{ productId: tee.id, quantity: 1, giftWrap: false }]);
  });

  it("marks a line sold out when none of its size and colour is left, and doesn't charge it", () => {
    const raw = JSON.stringify([
      { id: tee.id, name: tee.name, image: tee.image, price: tee.price / 100, quantity: 1, giftWrap: false, size: "M", color: "Black" },
      { id: tee.id, name: tee.name, image: tee.image, price: tee.price / 100, quantity: 2, giftWrap: false, size: "L", color: "Black" },
    ]);
    const lookup = (id: string) => (id === tee.id ? { ...tee, soldOutOptions: ["M Black"] } : seedLookup(id));
    const items = parseStoredCart(raw, lookup);
    expect(items.map((i) => i.notice)).toEqual(["sold-out", undefined]);
    expect(cartTotals(items, 0).total).toBe(tee.price * 2);
    expect(parseStoredCart(raw, (id) => (id === tee.id ? { ...tee, soldOut: true } : undefined)).every((i) => i.notice === "sold-out")).toBe(true);
  });

  it("shows a saved cart as it was saved when the catalogue can't be had", () => {
    const raw = JSON.stringify([{ id: tee.id, name: tee.name, image: tee.image, price: 9.99, quantity: 3, giftWrap: false }]);
    const [item] = parseStoredCart(raw, undefined);
    expect(item).toMatchObject({ id: tee.id, name: tee.name, price: 9.99, quantity: 3 });
    expect(item!.notice).toBeUndefined();
  });

  it("drops notes on products that don't take them and caps them at 200 characters", () => {
    const notesHoodie = cartItemFromProduct(hoodie, { customerNotes: "big letters" });
    expect(notesHoodie.customerNotes).toBeUndefined();
    const notesTee = cartItemFromProduct(tee, { customerNotes: "x".repeat(300) });
    expect(notesTee.customerNotes).toHaveLength(200);
  });

  it("reads the donation defensively", () => {
    expect(parseStoredDonation(null)).toBe(0);
    expect(parseStoredDonation("oops")).toBe(0);
    expect(parseStoredDonation("-5")).toBe(0);
    expect(parseStoredDonation("12.5")).toBe(1250);
    expect(parseStoredDonation("1")).toBe(100);
    // Under £1 the server refuses it (a gift is £1 to £10,000): the cart reads it as none rather than fail at payment.
    expect(parseStoredDonation("0.5")).toBe(0);
  });
});

describe("cart lines and totals", () => {
  it("treats other options as another line", () => {
    const a = cartItemFromProduct(tee, { size: "M", color: "Black" });
    const b = cartItemFromProduct(tee, { size: "L", color: "Black" });
    const c = cartItemFromProduct(tee, { size: "M", color: "Black", giftWrap: true });
    expect(new Set([a, b, c].map(cartLineKey)).size).toBe(3);
    expect(cartLineKey(cartItemFromProduct(tee, { size: "M", color: "Black" }))).toBe(cartLineKey(a));
  });

  it("totals sale price, gift wrap once per line and the donation", () => {
    const wrapped = { ...cartItemFromProduct(bundle, { giftWrap: true }), quantity: 3 };
    const totals = cartTotals([wrapped], 500);
    expect(totals.items).toBe(2999 * 3);
    expect(totals.giftWrap).toBe(GIFT_WRAP_PRICE);
    expect(totals.total).toBe(2999 * 3 + GIFT_WRAP_PRICE + 500);
  });
});

describe("the cart's totals and the server's price", () => {
  it("agree to the penny for mixed carts (sale, gift wrap, donation)", async () => {
    const { priceOrder } = await import("./pricing");
    const { cartItemFromProduct: fromProduct } = await import("./cart");
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let run = 0; run < 200; run++) {
      const items = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const product = seedProducts[Math.floor(random() * seedProducts.length)]!;
        return { ...fromProduct(product, { giftWrap: random() < 0.4 }), quantity: 1 + Math.floor(random() * 5) };
      });
      const donation = Math.floor(random() * 3) * 500;
      const server = priceOrder({
        lines: items.map((i) => ({ productId: i.id, quantity: i.quantity, giftWrap: i.giftWrap })),
        donation,
      }, seedLookup).totals;
      expect(cartTotals(items, donation)).toEqual(server);
    }
  });
});
