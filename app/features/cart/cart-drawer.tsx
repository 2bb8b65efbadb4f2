// docs/product-rules.md#pages cart drawer, opened by the header's cart button. Modal: focus is
// trapped, Escape closes it and focus goes back to the cart button. Closed, it
// is not in the page at all.
import { Loader2 } from "lucide-react";
import { lazy, Suspense, useCallback, useRef } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { useCart } from "~/stores/cart";

// Fetched beside this module (lazy-cart-drawer.tsx), so usually here before it is drawn.
const CartDrawerBody = lazy(() => import("./cart-drawer-body"));

/** The header's cart button carries this attribute; focus returns there when the drawer closes. */
export const CART_BUTTON_SELECTOR = "[data-cart-button]";

export function CartDrawer() {
  const { isDrawerOpen, setDrawerOpen, totalItems } = useCart();
  const opener = useRef<HTMLElement | null>(null);
  const leavingForNewPage = useRef(false);

  const onNavigate = useCallback(() => {
    leavingForNewPage.current = true;
    setDrawerOpen(false);
  }, [setDrawerOpen]);

  return (
    <Sheet open={isDrawerOpen} onOpenChange={setDrawerOpen}>
      <SheetContent
        closeLabel="Close cart"
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          // Radix would focus a Dialog.Trigger; the cart button lives in the header instead.
          event.preventDefault();
          if (leavingForNewPage.current) {
            leavingForNewPage.current = false;
            return;
          }
          const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(CART_BUTTON_SELECTOR);
          target?.focus();
        }}
      >
        <div className="border-b border-line px-5 pt-5 pb-4 pr-16 sm:px-6">
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription className="mt-0.5">
            {totalItems} {totalItems === 1 ? "item" : "items"}
          </SheetDescription>
        </div>
        <Suspense
          fallback={
            <div className="grid flex-1 place-items-center" role="status">
              <Loader2 className="size-8 animate-spin text-evergreen-700" aria-hidden="true" />
              <span className="sr-only">Loading your cart</span>
            </div>
          }
        >
          <CartDrawerBody onNavigate={onNavigate} />
        </Suspense>
      </SheetContent>
    </Sheet>
  );
}
