// What specs write into a page (scripts run in the browser) to read back later: typed here once,
// so no spec casts the window or an element to reach them.

interface Window {
  /** heading-font.spec.ts: when the page let go of the stand-in serif, and the h1's font at first paint. */
  standInDroppedAt?: number;
  headingFontAtFirstPaint?: string;
  /** critical-css.spec.ts: each width's computed styles, read before and after the full stylesheet. */
  stylesRead?: Record<number, string[]>;
  /** static-islands.spec.ts: set on the window, gone after a full page load. */
  sameDocument?: boolean;
  /** reports.spec.ts: each Content-Security-Policy violation the page reported. */
  cspViolations?: string[];
  /** fixtures/layout-shifts.ts (recordFrames): each frame drawn, from the first, and how much of the document was read by then. */
  framesDrawn?: { time: number; document: "head" | "reading" | "read" }[];
}

interface Element {
  /** An expando on an element object: still there means the same element, not one drawn again. */
  kept?: boolean;
}
