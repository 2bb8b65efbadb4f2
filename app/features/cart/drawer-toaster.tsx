// The cart drawer's own toaster, inside the drawer. The drawer is a modal dialog: while it is open
// the page's toaster sits behind it, out of reach of clicks, the keyboard and screen readers, so a
// toast that offers something (Undo) is shown here instead. Loads sonner as the page's toaster does.
import { lazy, Suspense } from "react";
import { CART_DRAWER_TOASTER } from "./cart-lines";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function DrawerToaster() {
  return (
    <Suspense fallback={null}>
      {/* On a phone the drawer fills the screen: below its header, so the toast doesn't cover Close. */}
      <Toaster
        id={CART_DRAWER_TOASTER}
        position="top-center"
        mobileOffset={{ top: "6rem" }}
        richColors
        closeButton
        containerAriaLabel="Cart notifications"
      />
    </Suspense>
  );
}
