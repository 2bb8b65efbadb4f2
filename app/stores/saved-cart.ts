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
