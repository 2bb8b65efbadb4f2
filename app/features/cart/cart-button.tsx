import { ShoppingBag } from "lucide-react";
import { Button } from "~/components/ui/button";
import { onIntent } from "~/lib/on-intent";
import { useCart } from "~/stores/cart";
import { preloadCartDrawer } from "./lazy-cart-drawer";

// A click that comes before the drawer has arrived opens it as soon as it does (lazy-cart-drawer.tsx).
const drawerIntent = onIntent(preloadCartDrawer);

export function CartButton() {
  const { totalItems, setDrawerOpen } = useCart();
  const label = totalItems === 0 ? "Cart, empty" : `Cart, ${totalItems} ${totalItems === 1 ? "item" : "items"}`;
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={label} data-cart-button {...drawerIntent} onClick={() => setDrawerOpen(true)}>
      <ShoppingBag className="size-6!" aria-hidden="true" />
      {totalItems > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-gold-400 px-1 text-xs font-bold text-ink"
        >
          {totalItems > 99 ? "99+" : totalItems}
        </span>
      )}
    </Button>
  );
}
