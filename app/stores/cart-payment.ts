// The checkout session a cart's payment started (localStorage `cart-payment`, docs/product-rules.md):
// a buyer who pays and closes the tab on the provider's page never sees the success page that
// empties the cart, so the next visit asks the server what became of this session
// (read-saved-cart.tsx) and, if it was paid, empties the cart with a note linking to the order.
import { CART_ITEMS_KEY } from "@core/cart-line";

export const CART_PAYMENT_KEY = "cart-payment";
/** Long enough for a buyer to come back days later; the server keeps answering for as long. */
export const CART_PAYMENT_KEPT_MS = 30 * 24 * 60 * 60_000;

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

/** The remembered payment, or null when there is none or it doesn't read right. */
export function readCartPayment(now = Date.now()): CartPayment | null {
  try {
    const raw = window.localStorage.getItem(CART_PAYMENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CartPayment> | null;
    if (!value || typeof value.sessionId !== "string" || !/^[A-Za-z0-9_-]{1,255}$/.test(value.sessionId)) return null;
    if (typeof value.startedAt !== "number" || now - value.startedAt > CART_PAYMENT_KEPT_MS || value.startedAt > now + 60_000) return null;
    return { sessionId: value.sessionId, startedAt: value.startedAt, cart: typeof value.cart === "string" ? value.cart : null };
  } catch {
    return null;
  }
}
