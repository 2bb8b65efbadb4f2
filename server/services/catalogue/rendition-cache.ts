// The renditions this process served most recently, bounded by their total size
// (docs/decisions/0023-product-images-in-the-database.md, "Memory"). A rendition never changes
// under its URL, so a cached one is never stale; browsers and any CDN keep them for a year, so
// the server is asked rarely, and the cache only spares the database a burst (a page full of
// cards after a deploy). Least recently used goes first.

/** 16 MB: the store's first screens of photos at every width and format, many times over. */
export const DEFAULT_RENDITION_CACHE_BYTES = 16 * 1024 * 1024;

export class RenditionCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recent first.
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly maxBytes = DEFAULT_RENDITION_CACHE_BYTES) {}

  get size(): number {
    return this.total;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (!value) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    // One larger than the whole budget is served, not kept.
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.total += value.length;
    for (const [oldest, body] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= body.length;
    }
  }

  /** Drops every rendition of one upload (its last image was removed here). */
  forget(hash: string): void {
    for (const [key, body] of this.entries) {
      if (!key.startsWith(`${hash}-`)) continue;
      this.entries.delete(key);
      this.total -= body.length;
    }
  }
}
