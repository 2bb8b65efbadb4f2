// Reading a saved cart after hydration (loaded by the cart store only when a cart is saved, so a
// first visit fetches none of this). The catalogue re-prices it; and a cart whose payment was
// started and never seen through (cart-payment.ts) asks the server what became of it first: paid,
// the cart empties with a note linking to the order; cancelled, it stays and is forgotten; pending
// or no answer in time, it stays and is asked about again on the next visit.
import type { CartPaymentStatus } from "@core/schemas/purchase-status";
import { parseStoredCart, parseStoredDonation } from "@core/cart";
import { CART_ITEMS_KEY, DONATION_AMOUNT_KEY } from "@core/cart-line";
import { toast } from "~/lib/toast";
import { forgetCartPayment, readCartPayment } from "./cart-payment";
import { emptyCart, type CartState } from "./cart-state";

/** The answer must not hold the cart back for long: past this it is asked again next visit. */
const STATUS_TIMEOUT_MS = 4_000;

export async function readSavedCart(items: string | null, donation: string | null): Promise<CartState> {
  const saved: CartState = { items: parseStoredCart(items), donation: parseStoredDonation(donation) };
  const payment = saved.items.length > 0 ? readCartPayment() : null;
  if (!payment) {
    if (saved.items.length > 0) forgetCartPayment(); // too old or unreadable
    return saved;
  }
  const answer = await paymentStatus(payment.sessionId);
  if (!answer || answer.status === "pending") return saved;
  forgetCartPayment();
  if (answer.status === "cancelled") return saved;
  // Paid. A cart changed since the payment started holds things not yet bought: it stays, with the note.
  const unchanged = payment.cart === items;
  toast.success(unchanged ? `Your order ${answer.reference} is paid, so your cart is empty now.` : `Your order ${answer.reference} is paid.`, {
    description: (
      <a href={answer.confirmationPath} className="font-semibold underline underline-offset-2">
        View your order
      </a>
    ),
    acrossPages: true,
    duration: 20_000,
  });
  if (!unchanged) return saved;
  // Emptied in storage too (as the store writes an empty cart): the store takes what it reads here
  // as what storage holds, and other tabs hear of it.
  try {
    window.localStorage.setItem(CART_ITEMS_KEY, "[]");
    window.localStorage.setItem(DONATION_AMOUNT_KEY, "0");
  } catch {
    // Storage off: this visit's cart is empty all the same.
  }
  return emptyCart; // clearing resets the donation too (docs/product-rules.md#cart)
}

async function paymentStatus(sessionId: string): Promise<CartPaymentStatus | null> {
  try {
    const response = await fetch(`/api/payment-status/${encodeURIComponent(sessionId)}`, { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    if (response.status === 404) return { status: "cancelled", reference: "", confirmationPath: "" }; // unknown here: nothing to ask again
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<CartPaymentStatus>;
    if (body.status !== "paid" && body.status !== "pending" && body.status !== "cancelled") return null;
    if (typeof body.reference !== "string" || typeof body.confirmationPath !== "string" || !body.confirmationPath.startsWith("/payment-success?")) return null;
    return { status: body.status, reference: body.reference, confirmationPath: body.confirmationPath };
  } catch {
    return null;
  }
}
