// The drawer and its dialog library load when first wanted (or when the page
// is idle), not with every page: they are about 15 kB gzip that most visits
// never open. This wrapper is the always-present part.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "~/lib/when-idle";
import { useCart } from "~/stores/cart";

const loadDrawer = () => import("./cart-drawer");
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

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

  useEffect(() => whenIdle(() => void loadDrawer()), []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
