// Reading a saved cart after hydration (loaded by the cart store only when a cart is saved, so a
// first visit fetches none of this). The live catalogue (GET /api/catalogue) re-prices it and
// marks what is no longer sold; and a cart whose payment was started and never seen through
// (cart-payment.ts) asks the server what became of it first: paid, the purchase is recorded as paid
// (so the checkout says so) and the cart empties with a note linking to the order; cancelled, it
// stays and is forgotten; pending or no answer in time, it stays and is asked about again on the
// next visit.
import type { Product, ProductLookup } from "@core/product";
import type { CartPaymentStatus } from "@core/schemas/purchase-status";
import { parseStoredCart, parseStoredDonation } from "@core/cart";
import { CART_ITEMS_KEY, CART_PAYMENT_KEY, DONATION_AMOUNT_KEY } from "@core/cart-line";
import { toast } from "~/lib/toast";
import type { CartPayment } from "./cart-payment";
import { emptyCart, type CartState } from "./cart-state";

/** The answer must not hold the cart back for long: past this it is asked again next visit. */
const STATUS_TIMEOUT_MS = 4_000;
/** Long enough for a buyer to come back days later; the server keeps answering for as long. */
const CART_PAYMENT_KEPT_MS = 30 * 24 * 60 * 60_000;

/** The remembered payment (cart-payment.ts), or null when there is none or it doesn't read right. */
function readCartPayment(now = Date.now()): CartPayment | null {
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

function forgetCartPayment(): void {
  try {
    window.localStorage.removeItem(CART_PAYMENT_KEY);
  } catch {
    // nothing kept
  }
}

// The default export: the store's `import()` of it is then a few bytes shorter, in every page's shell.
export default async function readSavedCart(items: string | null, donation: string | null): Promise<CartState> {
  const saved: CartState = { items: parseStoredCart(items, await liveLookup()), donation: parseStoredDonation(donation) };
  const payment = saved.items.length > 0 ? readCartPayment() : null;
  if (!payment) {
    if (saved.items.length > 0) forgetCartPayment(); // too old or unreadable
    return saved;
  }
  const answer = await paymentStatus(payment.sessionId);
  if (!answer || answer.status === "pending") return saved;
  if (answer.status === "cancelled") {
    forgetCartPayment();
    return saved;
  }
  // Paid. A cart changed since the payment started holds things not yet bought: it stays, with the note.
  const unchanged = payment.cart === items;
  if (unchanged) {
    // Recorded as paid before anything is forgotten or emptied, as the success page does: a Back
    // pressed on the success page before it had recorded it lands here, and a checkout that finds
    // its cart empty must know why (it would otherwise send the buyer to an empty /cart). Should the
    // module not load, nothing is changed and the next visit asks again.
    const recorded = await import("~/lib/paid-purchase").then(
      ({ rememberPaidPurchase }) => {
        rememberPaidPurchase("order", payment.sessionId);
        return true;
      },
      () => false,
    );
    if (!recorded) return saved;
  }
  forgetCartPayment();
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

/**
 * The live catalogue, or, when it can't be had (offline), undefined: the saved lines then show as
 * they were saved, and the server prices the payment either way.
 */
async function liveLookup(): Promise<ProductLookup | undefined> {
  try {
    const response = await fetch("/api/catalogue");
    if (!response.ok) return undefined;
    const { products } = (await response.json()) as { products: Product[] };
    const byId = new Map(products.map((p) => [p.id, p]));
    return (id) => byId.get(id);
  } catch {
    return undefined;
  }
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
