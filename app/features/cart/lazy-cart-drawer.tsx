// The drawer and its dialog library load when a person reaches for the cart, not with every page:
// they are about 15 kB gzip that most visits never open. This wrapper is the always-present part.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useCart } from "~/stores/cart";

const loadDrawer = () => import("./cart-drawer");
const loadBody = () => import("./cart-drawer-body");

/** Starts fetching the drawer and its contents side by side, so that opening it is instant. */
export function preloadCartDrawer(): void {
  void loadDrawer();
  void loadBody();
}

// Opened before anything was preloaded ('View cart' on a toast), the contents still come beside
// the drawer rather than after it.
const CartDrawer = lazy(() => {
  void loadBody();
  return loadDrawer().then((m) => ({ default: m.CartDrawer }));
});

export function LazyCartDrawer() {
  const { isDrawerOpen, setDrawerOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const firstPath = useRef(true);

  useEffect(() => {
    if (isDrawerOpen) setWanted(true);
  }, [isDrawerOpen]);

  // Any route change (a link in the drawer, the browser's Back) closes the drawer.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
