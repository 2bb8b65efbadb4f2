// How far V8 lets its heap grow before its next full collection (docs/decisions/0024-bounded-heap-growth.md).
import { setFlagsFromString } from "node:v8";

/**
 * By default V8 lets the heap grow to about 1.5–4× what survived the last full collection, by its
 * own estimate of collection speed. Here about 50 MB survives, and under load the heap grew to
 * 80–125 MB before the next collection: the embedded server's resident memory swung by 100 MB and
 * more. Growing by a fifth instead keeps it within a few MB. It is not a cap: a large Gift Aid
 * export still gets the memory it needs, with full collections coming sooner on the way.
 */
export const HEAP_GROWING_PERCENT = 20;

/** Call once, first thing: the limit applies from the next collection on. */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
