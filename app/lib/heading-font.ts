/**
 * The inline script (in every page's <head>, app/root.tsx) that keeps Fraunces, the headings'
 * 22 kB web font, off a first visit's first paint. On a phone's connection the font shares the
 * link with the stylesheet the paint needs; fetched beside it (a preload) it made the page's
 * largest paint wait for it, though that is body text. Until the page has painted, headings are
 * drawn in a serif the device has, matched to Fraunces's metrics (app/fonts/fonts.css), so when
 * Fraunces arrives and takes over, no line moves.
 *
 * Once the font has loaded, the browser has it cached: the tab notes so (sessionStorage, under
 * the font file's address, so a new font counts as new), and its later page loads use Fraunces
 * from the first paint, fetching it from the cache at once. A new tab starts as a first visit; with
 * the font cached, Fraunces then takes over a moment after the first paint. (The tab's own
 * storage, not localStorage; docs/product-rules.md lists what the site keeps in the browser.)
 * Without JavaScript headings are in Fraunces as usual.
 */
const HEADING_FONT_KEY = "heading-font";

export function headingFontScript(fontHref: string): string {
  const href = JSON.stringify(fontHref);
  const key = JSON.stringify(HEADING_FONT_KEY);
  // As in the pages' deferred module script (decision 0009): after the first contentful paint is
  // reported, or a frame where paints aren't reported; at once in a hidden tab, which paints nothing.
  return `(() => {
  const root = document.documentElement;
  try {
    if (sessionStorage.getItem(${key}) === ${href}) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "", href: ${href} }));
      return;
    }
  } catch {}
  root.dataset.headingFont = "after-first-paint";
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    delete root.dataset.headingFont;
    document.fonts.load('600 1em "Fraunces Variable"').then((faces) => {
      if (faces.length > 0) sessionStorage.setItem(${key}, ${href});
    }).catch(() => {});
  };
  if (document.visibilityState === "hidden") return show();
  document.addEventListener("visibilitychange", show, { once: true });
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(show));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(show);
  }).observe({ type: "paint", buffered: true });
})();`;
}
