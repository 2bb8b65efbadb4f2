// docs/product-rules.md#pages /cart: the lines, an optional donation and the order summary with
// Proceed to Checkout; 'Your cart is empty' when there is nothing in it.
import { ArrowLeft, Lock, Truck } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { paths } from "@core/paths";
import { Button } from "~/components/ui/button";
import { useCart } from "~/stores/cart";
import { savedCartScript } from "~/stores/saved-cart";
import { CartLines, useLineFocus } from "./cart-lines";
import { ClearCart } from "./clear-cart";
import { DonationPicker } from "./donation-picker";
import { EmptyCart } from "./empty-cart";
import { LiveRegion, useAnnouncer } from "./live-region";
import { SummaryRows } from "./order-summary";

export function CartPage() {
  const { items, totals, totalItems, isLoaded } = useCart();
  const { message, announce } = useAnnouncer();
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const { listRef, lineLeaving } = useLineFocus(items, emptyRef);
  const id = useId();

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="pt-6">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.marketplace}>
            <ArrowLeft aria-hidden="true" />
            Continue Shopping
          </Link>
        </Button>
      </div>
      <h1 className="mt-3 text-4xl leading-tight font-semibold text-evergreen-900 sm:text-5xl">Your Cart</h1>
      <LiveRegion message={message} />

      {/* The saved cart is read after hydration. The pre-rendered page holds both a placeholder
          and the empty cart, and this script shows the empty cart from the first paint when
          nothing is saved (a first visit), so that page neither changes nor moves when the cart
          store has read it: the same element stays. Pre-rendered only, as in app/root.tsx. */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? savedCartScript() : "" }} />
      {!isLoaded && (
        <div aria-busy="true" className="mt-8 grid grid-cols-1 gap-8 no-saved-cart:hidden lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="h-64 animate-pulse rounded-card bg-sand" />
          <div className="h-64 animate-pulse rounded-card bg-sand" />
          <span className="sr-only">Loading your cart</span>
        </div>
      )}
      {(!isLoaded || items.length === 0) && (
        <div className={`mt-8 rounded-card border border-line bg-white shadow-card ${isLoaded ? "" : "hidden no-saved-cart:block"}`}>
          <EmptyCart headingRef={emptyRef} />
        </div>
      )}
      {isLoaded && items.length > 0 && (
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="space-y-8">
            <section
              aria-labelledby={`${id}-items`}
              className="rounded-card border border-line bg-white px-5 shadow-card sm:px-6"
            >
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-4">
                <h2 id={`${id}-items`} className="text-xl font-semibold text-evergreen-900">
                  Items <span className="font-sans text-base font-normal text-muted">({totalItems})</span>
                </h2>
                <ClearCart
                  onCleared={() => {
                    lineLeaving(0);
                    announce("Your cart is now empty.");
                  }}
                />
              </div>
              <CartLines items={items} variant="page" announce={announce} listRef={listRef} lineLeaving={lineLeaving} />
            </section>
            <DonationPicker />
          </div>

          <aside
            aria-labelledby={`${id}-summary`}
            className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6 lg:sticky lg:top-24"
          >
            <h2 id={`${id}-summary`} className="text-xl font-semibold text-evergreen-900">
              Order Summary
            </h2>
            <SummaryRows totals={totals} itemCount={totalItems} className="mt-4" />
            <Button asChild size="lg" className="mt-6 w-full">
              <Link to={paths.checkout}>Proceed to Checkout</Link>
            </Button>
            <ul role="list" className="mt-5 space-y-2 text-sm text-muted">
              <li className="flex items-start gap-2">
                <Lock className="mt-0.5 size-4 shrink-0 text-evergreen-700" aria-hidden="true" />
                Secure checkout with Stripe. Your information is protected.
              </li>
              <li className="flex items-start gap-2">
                <Truck className="mt-0.5 size-4 shrink-0 text-evergreen-700" aria-hidden="true" />
                Free standard shipping. Express delivery is available at checkout.
              </li>
            </ul>
          </aside>
        </div>
      )}
    </div>
  );
}
