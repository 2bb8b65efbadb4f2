// Whether this browser has a cart saved. Reading one needs the catalogue (to re-price it), so the
// cart store does that after hydration; telling that there is none needs only two lookups, so a
// first visit skips the catalogue, and /cart can show its empty state in its first paint.
import { CART_ITEMS_KEY, DONATION_AMOUNT_KEY } from "@core/cart-line";

/** Never had a cart, or an empty one as the cart store writes it (`[]` and a donation of `0`). */
export function nothingSaved(items: string | null, donation: string | null): boolean {
  return (items === null || items === "[]") && (donation === null || donation === "0");
}

/**
 * An inline script that marks the page `data-saved-cart="none"` on <html> when nothing is saved,
 * before the page first paints; the `no-saved-cart:` variant (app.css) styles by it. With storage
 * disabled it marks nothing, and the page waits for the cart store as it would without it.
 */
export function savedCartScript(): string {
  const read = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
  return `try { if ((${nothingSaved.toString()})(${read(CART_ITEMS_KEY)}, ${read(DONATION_AMOUNT_KEY)})) document.documentElement.dataset.savedCart = "none"; } catch {}`;
}

/** Cart lines saved, as the cart store writes them: anything but none or `[]` (a value it cannot read is the store's to judge). */
export function linesSaved(items: string | null): boolean {
  return items !== null && items !== "[]";
}

/**
 * An inline script, placed right after an element rendered `hidden`, that shows that element
 * before the page first paints when this browser has cart lines saved, unless the address's query
 * has `unless`'s parameter at its value. The cart store reads the lines after hydration; until
 * then the page's HTML already shows what it will show, so nothing appears or moves when it does.
 */
export function showIfLinesSavedScript(unless: { query: string; value: string }): string {
  return `try { const element = document.currentScript.previousElementSibling; if ((${linesSaved.toString()})(localStorage.getItem(${JSON.stringify(CART_ITEMS_KEY)})) && new URLSearchParams(location.search).get(${JSON.stringify(unless.query)}) !== ${JSON.stringify(unless.value)}) element.hidden = false; } catch {}`;
}
