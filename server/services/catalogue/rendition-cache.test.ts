// The renditions a process keeps in memory stay within their byte budget, whatever is asked for,
// dropping the least recently used first.
import { describe, expect, it } from "vitest";
import { RenditionCache } from "./rendition-cache";

const kb = (n: number) => Buffer.alloc(n * 1024);

describe("the rendition cache", () => {
  it("never holds more than its budget, and drops the least recently used first", () => {
    const cache = new RenditionCache(100 * 1024);
    cache.set("a-240.avif", kb(40));
    cache.set("b-240.avif", kb(40));
    expect(cache.get("a-240.avif")).toBeDefined(); // a is now the most recent
    cache.set("c-240.avif", kb(40));
    expect(cache.size).toBeLessThanOrEqual(100 * 1024);
    expect(cache.get("b-240.avif")).toBeUndefined();
    expect(cache.get("a-240.avif")).toBeDefined();
    expect(cache.get("c-240.avif")).toBeDefined();
    for (let i = 0; i < 1000; i++) cache.set(`x${i}-480.webp`, kb(7));
    expect(cache.size).toBeLessThanOrEqual(100 * 1024);
  });

  it("serves but does not keep one file larger than the whole budget", () => {
    const cache = new RenditionCache(10 * 1024);
    cache.set("huge-960.avif", kb(11));
    expect(cache.get("huge-960.avif")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets every rendition of a removed upload", () => {
    const cache = new RenditionCache(100 * 1024);
    for (const name of ["abc-240.avif", "abc-240.webp", "abd-240.avif"]) cache.set(name, kb(1));
    cache.forget("abc");
    expect(cache.get("abc-240.avif")).toBeUndefined();
    expect(cache.get("abc-240.webp")).toBeUndefined();
    expect(cache.get("abd-240.avif")).toBeDefined();
    expect(cache.size).toBe(1024);
  });
});
