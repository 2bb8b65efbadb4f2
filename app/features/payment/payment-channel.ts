// How the provider's tab tells the tab that opened it that the payment was cancelled. The
// provider's cancel address brings the payer back to /payment-cancelled in that tab, which is ours
// again; the tab that started the payment is still saying "Complete your payment in the new tab"
// and, until it hears this, would not let a second payment start. Paying is heard another way: the
// success page clears the purchase record, which other tabs see (purchase-info.ts).

const CHANNEL = "payment";

/** What the cancel address says was being paid for (`?for=`), when it says. */
export type CancelledPurpose = "order" | "gift" | null;

interface CancelledMessage {
  cancelled: true;
  purpose: CancelledPurpose;
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

export function announcePaymentCancelled(purpose: CancelledPurpose): void {
  const out = channel();
  if (!out) return;
  out.postMessage({ cancelled: true, purpose } satisfies CancelledMessage);
  out.close();
}

/** Calls `heard` when another tab says a payment was cancelled; returns the way to stop listening. */
export function onPaymentCancelled(heard: (purpose: CancelledPurpose) => void): () => void {
  const input = channel();
  if (!input) return () => undefined;
  input.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data !== "object" || data === null || !("cancelled" in data) || data.cancelled !== true) return;
    const purpose = "purpose" in data && (data.purpose === "order" || data.purpose === "gift") ? data.purpose : null;
    heard(purpose);
  };
  return () => input.close();
}
