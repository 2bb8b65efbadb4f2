// The cart's lines with +/−, remove and the focus and announcements that go
// with them: when a line disappears, focus moves to the next line (or to the
// empty-cart message) instead of being lost, and a toast offers to put it back.
import { Gift, Trash2 } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { cartLineKey, itemUnitPrice, type CartItem } from "@core/cart-line";
import { formatPence, poundsToPence } from "@core/money";
import { orderLimitOf } from "@core/order-limit";
import { lineTotal } from "@core/pricing";
import { GIFT_WRAP_PRICE } from "@core/product-options";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { useCart } from "~/stores/cart";
import { lineLabel, lineOptions } from "./cart-line-text";

type Variant = "drawer" | "page";

/** The drawer's own toaster (drawer-toaster.tsx), for toasts raised from its lines. */
export const CART_DRAWER_TOASTER = "cart-drawer";

/** Where focus goes after lines are removed; `emptyTarget` is the empty-cart heading. */
export function useLineFocus(items: readonly CartItem[], emptyTarget: RefObject<HTMLElement | null>) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const index = pending.current;
    pending.current = null;
    const lines = listRef.current?.querySelectorAll<HTMLElement>("[data-line-focus]");
    const target = lines && lines.length > 0 ? lines[Math.min(index, lines.length - 1)] : emptyTarget.current;
    target?.focus();
  }, [items, emptyTarget]);
  return {
    listRef,
    /** Call when the line at `index` (or every line: 0) is about to go, or to come back: focus goes to that place. */
    lineLeaving: (index: number) => {
      pending.current = index;
    },
  };
}

export function CartLines({
  items,
  variant,
  announce,
  listRef,
  lineLeaving,
}: {
  items: readonly CartItem[];
  variant: Variant;
  announce: (message: string) => void;
  listRef: RefObject<HTMLUListElement | null>;
  lineLeaving: (index: number) => void;
}) {
  const { updateQuantity, removeItem, restoreItem } = useCart();

  function remove(item: CartItem, index: number) {
    lineLeaving(index);
    removeItem(cartLineKey(item));
    announce(`Removed ${lineLabel(item)} from your cart.`);
    // − at 1 removes a line as easily as the bin does: either can be a slip, so either can be undone.
    toast("Removed from your cart", {
      description: lineLabel(item),
      duration: 8000,
      // In the drawer, the drawer's own toaster: a modal dialog hides the page's toaster from clicks, keys and screen readers.
      ...(variant === "drawer" && { toasterId: CART_DRAWER_TOASTER }),
      action: {
        label: "Undo",
        onClick: (event) => {
          // Leaving a toast, sonner puts focus back where it was before; let it, so the focus the restored line then takes stays.
          event.currentTarget.blur();
          lineLeaving(index);
          restoreItem(item, index);
          announce(`Put ${lineLabel(item)} back in your cart.`);
        },
      },
    });
  }

  function setQuantity(item: CartItem, index: number, quantity: number) {
    // docs/product-rules.md#cart: zero or less removes the line.
    if (quantity <= 0) return remove(item, index);
    updateQuantity(cartLineKey(item), quantity);
    announce(`${lineLabel(item)}: quantity ${quantity}.`);
  }

  return (
    <ul ref={listRef} role="list" aria-label="Items in your cart" className="divide-y divide-line">
      {items.map((item, index) => (
        <CartLine
          key={cartLineKey(item)}
          item={item}
          variant={variant}
          onQuantity={(quantity) => setQuantity(item, index, quantity)}
          onRemove={() => remove(item, index)}
        />
      ))}
    </ul>
  );
}

function CartLine({
  item,
  variant,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  variant: Variant;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const unit = itemUnitPrice(item);
  const total = lineTotal(unit, item.quantity, item.giftWrap);
  const options = lineOptions(item);
  const label = lineLabel(item);
  const onSale = item.salePrice !== undefined && item.salePrice < item.price;
  const unavailable = item.notice === "unavailable" || item.notice === "sold-out";
  const priceWas = typeof item.notice === "object" ? item.notice.priceWas : undefined;
  return (
    <li data-testid="cart-line" className={cn("flex gap-4", variant === "page" ? "py-6" : "py-4")}>
      <img
        src={item.image || undefined}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-xl bg-sand object-cover", variant === "page" ? "size-20 sm:size-32" : "size-20")}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3
            tabIndex={-1}
            data-line-focus
            className={cn(
              "font-sans leading-snug font-semibold text-evergreen-900 outline-none focus-visible:underline",
              variant === "page" ? "text-lg" : "text-base",
            )}
          >
            {item.name}
          </h3>
          {!unavailable && (
            <p className="shrink-0 font-semibold text-ink tabular-nums" data-testid="line-total">
              <span className="sr-only">Line total </span>
              {formatPence(total)}
            </p>
          )}
        </div>
        {/* What reading the saved cart against the live catalogue found (docs/product-rules.md#cart). */}
        {unavailable && (
          <p className="mt-1 text-sm font-semibold text-danger" data-testid="line-notice">
            {item.notice === "sold-out" ? "Sold out" : "No longer available"}: it isn't in your total. Please remove it.
          </p>
        )}
        {priceWas !== undefined && (
          <p className="mt-1 text-sm font-semibold text-gold-700" data-testid="line-notice">
            Price changed: now {formatPence(unit)} each (was {formatPence(poundsToPence(priceWas))}).
          </p>
        )}
        <p className={cn("mt-0.5 text-sm text-muted tabular-nums", unavailable && "hidden")}>
          {formatPence(unit)} each
          {onSale && (
            <>
              {" "}
              <s>
                <span className="sr-only">was </span>
                {formatPence(poundsToPence(item.price))}
              </s>
            </>
          )}
        </p>
        {options && <p className="mt-1 text-sm text-ink">{options}</p>}
        {item.customerNotes && (
          <p className="mt-1 text-sm break-words text-ink">
            <span className="font-medium">Print notes:</span> “{item.customerNotes}”
          </p>
        )}
        {item.giftWrap && (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-evergreen-700">
            <Gift className="size-4" aria-hidden="true" />
            Gift wrapped (+{formatPence(GIFT_WRAP_PRICE)})
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-2 gap-y-2">
          {unavailable ? (
            <span />
          ) : (
            <QuantityStepper
              value={item.quantity}
              onChange={onQuantity}
              min={1}
              max={orderLimitOf(item)}
              allowBelowMin
              itemName={label}
              size="sm"
            />
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${label}`}
            className="-mr-2 inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted transition-colors hover:bg-sand hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {/* On a phone the page's lines are narrow: the bin alone, named by aria-label. */}
            <span className={variant === "page" ? "max-sm:hidden" : undefined}>Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
