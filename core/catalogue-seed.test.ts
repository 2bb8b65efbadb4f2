import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { seedProducts, apparelProducts, devotionalProducts, seedLookup } from "./catalogue-seed";
import { GIFT_WRAP_PRICE, NOTES_MAX_LENGTH, acceptsPrintNotes, colors, defaultColor, defaultSize, effectiveUnitPrice, isOnSale, sizes, type Product, type ProductCategory } from "./product";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));
const inCategory = (c: ProductCategory) => seedProducts.filter((p) => p.category === c);

describe("catalogue", () => {
  it("has about 30 apparel products and one devotional", () => {
    expect(apparelProducts.length).toBeGreaterThanOrEqual(28);
    expect(apparelProducts.length).toBeLessThanOrEqual(34);
    expect(devotionalProducts).toHaveLength(1);
    expect(seedProducts).toHaveLength(apparelProducts.length + devotionalProducts.length);
  });

  it("has unique, kebab-case ids", () => {
    const ids = seedProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has an SVG illustration on disk for every product", () => {
    for (const p of seedProducts) {
      expect(p.image).toBe(`/images/products/${p.id}.svg`);
      const file = `${publicDir}${p.image}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
      expect(svg).not.toMatch(/<image|href=|url\((?!#)|@import|@font-face/);
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it("names, describes and labels every product", () => {
    for (const p of seedProducts) {
      expect(p.name.trim()).not.toBe("");
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.imageAlt.length).toBeGreaterThan(10);
      expect(p.description).not.toMatch(/lorem/i);
    }
  });

  it("keeps every price in integer pence", () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      if (p.salePrice !== undefined) expect(Number.isInteger(p.salePrice)).toBe(true);
    }
  });

  it("prices each category as docs/product-rules.md#data-shapes says", () => {
    const tees = inCategory("tee");
    expect(tees.length).toBeGreaterThan(0);
    for (const p of tees) expect([1499, 1599, 1699]).toContain(p.price);
    expect(new Set(tees.map((p) => p.price))).toEqual(new Set([1499, 1599, 1699]));

    const exact: [ProductCategory, number][] = [
      ["hoodie", 2799],
      ["long-sleeve", 1799],
      ["mesh-snapback", 2299],
      ["dad-hat", 1999],
      ["fitted-hat", 1999],
      ["bundle", 3499],
      ["devotional", 1500],
    ];
    for (const [category, price] of exact) {
      const items = inCategory(category);
      expect(items.length, category).toBeGreaterThan(0);
      for (const p of items) expect(p.price, p.id).toBe(price);
    }
  });

  it("puts the bundle on sale at £29.99 and nothing else", () => {
    const [bundle, ...others] = inCategory("bundle");
    expect(others).toHaveLength(0);
    expect(bundle?.salePrice).toBe(2999);
    expect(bundle && isOnSale(bundle)).toBe(true);
    expect(bundle && effectiveUnitPrice(bundle)).toBe(2999);
    for (const p of seedProducts) if (p !== bundle) expect(isOnSale(p), p.id).toBe(false);
  });

  it("uses the sale price only when it is strictly below the price", () => {
    const base: Product = {
      id: "x",
      name: "X Tee",
      price: 1500,
      image: "/images/products/x.svg",
      description: "d",
      category: "tee",
      imageAlt: "a",
    };
    expect(isOnSale(base)).toBe(false);
    expect(effectiveUnitPrice(base)).toBe(1500);
    expect(isOnSale({ ...base, salePrice: 1200 })).toBe(true);
    expect(effectiveUnitPrice({ ...base, salePrice: 1200 })).toBe(1200);
    expect(isOnSale({ ...base, salePrice: 1500 })).toBe(false);
    expect(effectiveUnitPrice({ ...base, salePrice: 1500 })).toBe(1500);
    expect(isOnSale({ ...base, salePrice: 1800 })).toBe(false);
    expect(effectiveUnitPrice({ ...base, salePrice: 1800 })).toBe(1500);
  });

  it("offers print notes only for names with hat, tee, t-shirt, snapback or fitted", () => {
    for (const name of ["Classic Tee", "Faith T-Shirt", "Mesh Snapback", "Kingdom Fitted", "Dad Hat", "KINGDOM FITTED HAT"]) {
      expect(acceptsPrintNotes(name), name).toBe(true);
    }
    for (const name of ["Grace Hoodie", "Walk By Faith Long Sleeve", "Devotional Journal"]) {
      expect(acceptsPrintNotes(name), name).toBe(false);
    }
  });

  it("gives catalogue hoodies, long sleeves and the devotional no print notes, and every tee and hat notes", () => {
    for (const p of seedProducts) {
      const expected = !["hoodie", "long-sleeve", "devotional"].includes(p.category);
      expect(acceptsPrintNotes(p.name), p.name).toBe(expected);
    }
  });

  it("finds products by id", () => {
    for (const p of seedProducts) expect(seedLookup(p.id)).toBe(p);
    expect(seedLookup("no-such-product")).toBeUndefined();
    expect(seedLookup("")).toBeUndefined();
    expect(seedLookup("__proto__")).toBeUndefined();
  });

  it("features a few products", () => {
    const featured = seedProducts.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeLessThanOrEqual(8);
  });

  it("keeps the variants and limits of docs/product-rules.md#constants", () => {
    expect(sizes).toEqual(["XS", "S", "M", "L", "XL", "XXL", "3XL"]);
    expect(defaultSize).toBe("M");
    expect(colors).toEqual(["Black", "White", "Navy", "Red", "Green", "Purple", "Yellow", "Pink"]);
    expect(defaultColor).toBe("Black");
    expect(GIFT_WRAP_PRICE).toBe(299);
    expect(NOTES_MAX_LENGTH).toBe(200);
  });
});
