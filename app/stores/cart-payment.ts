// The checkout session a cart's payment started (localStorage `cart-payment`, docs/product-rules.md):
// a buyer who pays and closes the tab on the provider's page never sees the success page that
// empties the cart, so the next visit asks the server what became of this session
// (read-saved-cart.tsx) and, if it was paid, empties the cart with a note linking to the order.
// Reading it is read-saved-cart.tsx's, which shares no module with this one but the key's: a chunk
// of its own would be named in every page's first load, where the landing page has no byte spare.
import { CART_ITEMS_KEY, CART_PAYMENT_KEY } from "@core/cart-line";

export interface CartPayment {
  sessionId: string;
  startedAt: number;
  /** The saved cart as it was when the payment started: a cart changed since isn't the one paid for. */
  cart: string | null;
}

/** The payment component, once the provider's page is open for a shop order. */
export function rememberCartPayment(sessionId: string, now = Date.now()): void {
  try {
    const payment: CartPayment = { sessionId, startedAt: now, cart: window.localStorage.getItem(CART_ITEMS_KEY) };
    window.localStorage.setItem(CART_PAYMENT_KEY, JSON.stringify(payment));
  } catch {
    // Storage off: the next visit just won't know, as before.
  }
}

/** Confirmed (the success page), cancelled, or too old to ask about. */
export function forgetCartPayment(): void {
  try {
    window.localStorage.removeItem(CART_PAYMENT_KEY);
  } catch {
    // nothing kept
  }
}
