// What the open drawer shows; loaded on its own so the drawer costs first page loads nothing.
import { Link } from "react-router";
import { useRef } from "react";
import { formatPence } from "@core/money";
import { paths } from "@core/paths";
import { Button } from "~/components/ui/button";
import { useCart } from "~/stores/cart";
import { CartLines, useLineFocus } from "./cart-lines";
import { CheckoutDialog } from "./checkout-dialog";
import { ClearCart } from "./clear-cart";
import { DrawerToaster } from "./drawer-toaster";
import { EmptyCart } from "./empty-cart";
import { LiveRegion, useAnnouncer } from "./live-region";
import { SummaryRows } from "./order-summary";

export default function CartDrawerBody({ onNavigate }: { onNavigate: () => void }) {
  const { items, totals, totalItems } = useCart();
  const { message, announce } = useAnnouncer();
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const { listRef, lineLeaving } = useLineFocus(items, emptyRef);

  return (
    <>
      <LiveRegion message={message} />
      {items.length === 0 ? (
        <div className="flex flex-1 items-center justify-center overflow-y-auto">
          <EmptyCart headingRef={emptyRef} onNavigate={onNavigate} headingLevel="h3" />
        </div>
      ) : (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 sm:px-6">
            <CartLines items={items} variant="drawer" announce={announce} listRef={listRef} lineLeaving={lineLeaving} />
          </div>
          <div className="border-t border-line bg-white px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
            <SummaryRows totals={totals} itemCount={totalItems} />
            <div className="mt-4 grid gap-2">
              <Button asChild size="lg" className="w-full">
                <Link to={paths.checkout} onClick={onNavigate}>
                  Checkout {formatPence(totals.total)}
                </Link>
              </Button>
              <Button asChild variant="outline" className="w-full">
                <Link to={paths.cart} onClick={onNavigate}>
                  View Cart
                </Link>
              </Button>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <CheckoutDialog total={totals.total} itemCount={totalItems} onNavigate={onNavigate} />
              <ClearCart
                onCleared={() => {
                  lineLeaving(0);
                  announce("Your cart is now empty.");
                }}
              />
            </div>
          </div>
        </>
      )}
      <DrawerToaster />
    </>
  );
}
