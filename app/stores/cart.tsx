// The shared cart (any feature may use it: docs/deviations.md, details kept exactly). State follows docs/product-rules.md#cart;
// it is saved to localStorage on every change and read back only after
// hydration, so pre-rendered HTML never mismatches. Other tabs stay in step
// through the `storage` event.
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import {
  CART_ITEMS_KEY,
  cartItemFromProduct,
  cartLineKey,
  cartTotals,
  DONATION_AMOUNT_KEY,
  isPurchasable,
  type CartItem,
  type CartOptions,
} from "@core/cart-line";
import type { Product } from "@core/product";
import { penceToPounds, type Pence } from "@core/money";
import type { OrderTotals } from "@core/order-totals";
import { cartReducer, emptyCart, type CartState } from "./cart-state";
import { nothingSaved } from "./saved-cart";

export interface CartContextValue {
  items: CartItem[];
  /** Pence. */
  donationAmount: Pence;
  /** False until the saved cart has been read after hydration: don't redirect on "empty" before then. */
  isLoaded: boolean;
  totalItems: number;
  /** Pence: items + gift wrap + donation, and its parts. */
  totals: OrderTotals;
  addItem: (product: Product, options?: CartOptions, quantity?: number) => void;
  removeItem: (lineKey: string) => void;
  /** Puts a removed line back as it was, at `index` (or the end, if the cart is shorter now). */
  restoreItem: (item: CartItem, index: number) => void;
  updateQuantity: (lineKey: string, quantity: number) => void;
  clearCart: () => void;
  setDonationAmount: (amount: Pence) => void;
  isDrawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  toggleDrawer: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

// Reading a saved cart needs the live catalogue (to re-price every line and notice what is no
// longer sold), so it is fetched after hydration rather than shipped in every page's first bytes,
// and only when there is a cart to read: a first visit never fetches it.
async function readStorage(): Promise<CartState> {
  let items: string | null;
  let donation: string | null;
  try {
    items = window.localStorage.getItem(CART_ITEMS_KEY);
    donation = window.localStorage.getItem(DONATION_AMOUNT_KEY);
  } catch {
    return emptyCart; // storage disabled (private mode, policy): an in-memory cart still works
  }
  if (nothingSaved(items, donation)) return emptyCart;
  // With it, a payment this cart started and never saw through is asked about (read-saved-cart.tsx).
  return (await import("./read-saved-cart")).default(items, donation);
}

// A line's notice is stored with it but never read back: reading a saved cart finds it afresh.
function serialize(state: CartState): [items: string, donation: string] {
  return [JSON.stringify(state.items), JSON.stringify(penceToPounds(state.donation))];
}

function writeStorage([items, donation]: [string, string]): void {
  try {
    window.localStorage.setItem(CART_ITEMS_KEY, items);
    window.localStorage.setItem(DONATION_AMOUNT_KEY, donation);
  } catch {
    // Quota or disabled storage: the cart still works for this visit.
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, emptyCart);
  const [isLoaded, setLoaded] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // What storage holds, as far as this tab knows: a state equal to it needs no write
  // (so a change read from another tab isn't written straight back).
  const synced = useRef<string | null>(null);
  // A clear before the saved cart has been read (a success page that confirms the payment
  // quickly) must win over the saved cart, or the paid-for items come back. Read only when
  // the saved cart arrives, so a clear after that changes nothing here.
  const cleared = useRef(false);

  useEffect(() => {
    let active = true;
    void readStorage().then((stored) => {
      if (!active) return;
      synced.current = serialize(stored).join("\n");
      // Anything added in the moment before the saved cart arrived is kept too. A transition: the
      // whole page re-renders with the saved cart, and as a transition React can do that in short
      // slices, between which the browser stays responsive, instead of one long task.
      startTransition(() => {
        dispatch({ type: "merge-stored", state: cleared.current ? emptyCart : stored });
        setLoaded(true);
      });
    });
    // Each read re-prices against the live catalogue, so two changes heard close together can be
    // read back in either order: only the latest read is shown, or the tab could be left showing
    // the earlier cart while storage holds the later one.
    let latestRead = 0;
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === CART_ITEMS_KEY || event.key === DONATION_AMOUNT_KEY) {
        const read = ++latestRead;
        void readStorage().then((stored) => {
          if (!active || read !== latestRead) return;
          synced.current = serialize(stored).join("\n");
          dispatch({ type: "replace", state: stored });
        });
      }
    }
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    // Before the saved cart is read, writing would overwrite it with an empty one.
    if (!isLoaded) return;
    const next = serialize(state);
    if (next.join("\n") === synced.current) return;
    synced.current = next.join("\n");
    writeStorage(next);
  }, [state, isLoaded]);

  const addItem = useCallback((product: Product, options?: CartOptions, quantity = 1) => {
    dispatch({ type: "add", item: cartItemFromProduct(product, options), quantity });
  }, []);
  const removeItem = useCallback((key: string) => dispatch({ type: "remove", key }), []);
  const restoreItem = useCallback((item: CartItem, index: number) => dispatch({ type: "restore", item, index }), []);
  const updateQuantity = useCallback((key: string, quantity: number) => dispatch({ type: "set-quantity", key, quantity }), []);
  const clearCart = useCallback(() => {
    cleared.current = true;
    // Saved at once, not by the effect after the next render, which waits for the saved cart to be
    // read: the success page confirms an order and clears its cart, and a page opened in that moment
    // (Back to the checkout, another tab) found the paid-for lines still saved and offered them again.
    const empty = serialize(emptyCart);
    synced.current = empty.join("\n");
    writeStorage(empty);
    dispatch({ type: "clear" });
  }, []);
  const setDonationAmount = useCallback((amount: Pence) => dispatch({ type: "set-donation", amount }), []);
  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items: state.items,
      donationAmount: state.donation,
      isLoaded,
      // What will be bought: a line no longer sold is shown, but neither counted nor charged.
      totalItems: state.items.filter(isPurchasable).reduce((sum, i) => sum + i.quantity, 0),
      totals: cartTotals(state.items, state.donation),
      addItem,
      removeItem,
      restoreItem,
      updateQuantity,
      clearCart,
      setDonationAmount,
      isDrawerOpen,
      setDrawerOpen,
      toggleDrawer,
    }),
    [state, isLoaded, isDrawerOpen, addItem, removeItem, restoreItem, updateQuantity, clearCart, setDonationAmount, toggleDrawer],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** docs/product-rules.md#messages: using the cart outside its provider is an error. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}

export { cartLineKey };
