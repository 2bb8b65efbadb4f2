// How a cart line is named and described, the same in the drawer and on /cart.
import type { CartItem } from "@core/cart-line";

/** "Blessed Tee, M, Black, gift wrapped": tells apart two lines of one product. */
export function lineLabel(item: CartItem): string {
  return [item.name, item.size, item.color, item.giftWrap ? "gift wrapped" : null].filter(Boolean).join(", ");
}

/** "Size M · Black", or null for a product without options. */
export function lineOptions(item: CartItem): string | null {
  const parts = [item.size ? `Size ${item.size}` : null, item.color ?? null].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
