// The shared payment component (docs/product-rules.md#flows): one button that starts the provider's
// hosted checkout. idle → 'Processing...' (disabled) → idle; failures show the
// 'Payment Error' toast (docs/product-rules.md#messages) and, until the next attempt, a message
// beside the button with a way to try again: a toast is gone in seconds, the problem isn't.
// While the provider's page is open in the tab this opened, the button says so and starts no second
// payment; a cancel there, or that tab closed, gives the button back.
import { CircleAlert, ExternalLink, Loader2, Lock, PartyPopper } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { rememberCartPayment } from "~/stores/cart-payment";
import type { CreatePaymentRequest } from "@core/schemas/payment-request";
import { createPayment, PAYMENT_FALLBACK_MESSAGE, PaymentError } from "./api";
import { openPendingTab, type PendingTab } from "./open-checkout";
import { onPaymentCancelled } from "./payment-channel";
import { LAST_PURCHASE_KEY, purchaseInfoFor, savePurchaseInfo } from "./purchase-info";

export interface PaymentFormProps {
  /** What to pay for; read when the button is pressed. */
  request: CreatePaymentRequest;
  /** docs/product-rules.md#constants default 'Donate Now'. */
  buttonText?: string;
  /** docs/product-rules.md#constants default 'Secure payment via Stripe'. */
  description?: string;
  /** The other tab's success page confirmed the payment. */
  onConfirmedElsewhere?: () => void;
  /** The server refused fields of the request (a sold-out line): the page can show them where they are. */
  onRefused?: (issues: readonly { field: string; message: string }[]) => void;
}

export function PaymentForm({
  request,
  buttonText = "Donate Now",
  description = "Secure payment via Stripe",
  onConfirmedElsewhere,
  onRefused,
}: PaymentFormProps) {
  const headingId = useId();
  const [processing, setProcessing] = useState(false);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const [confirmedElsewhere, setConfirmedElsewhere] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelledElsewhere, setCancelledElsewhere] = useState(false);
  const busy = useRef(false);
  const providerTab = useRef<PendingTab | null>(null);
  const leftForProvider = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const notifyConfirmed = useEffectEvent(() => onConfirmedElsewhere?.());

  // The success page removes lastPurchaseInfo once the payment is confirmed;
  // this tab hears of it through the storage event.
  useEffect(() => {
    if (!openedUrl) return;
    function onStorage(event: StorageEvent) {
      if (event.key === LAST_PURCHASE_KEY && event.newValue === null) {
        setConfirmedElsewhere(true);
        notifyConfirmed();
      }
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [openedUrl]);

  // The provider's cancel address brings that tab back to /payment-cancelled, which says so here.
  const purpose = request.type === "merchandise" ? "order" : "gift";
  const waiting = openedUrl !== null && !confirmedElsewhere;
  useEffect(() => {
    if (!waiting) return;
    function stopWaiting() {
      providerTab.current = null;
      setOpenedUrl(null);
    }
    const stopListening = onPaymentCancelled((cancelled) => {
      if (cancelled !== null && cancelled !== purpose) return;
      stopWaiting();
      setCancelledElsewhere(true);
    });
    // A tab closed without paying or cancelling: nothing is waiting for it any more.
    const watch = window.setInterval(() => {
      if (providerTab.current?.closed()) stopWaiting();
    }, 1000);
    return () => {
      stopListening();
      window.clearInterval(watch);
    };
  }, [waiting, purpose]);

  // Back from the provider's page (paid or not) can restore this page from the browser's
  // back-forward cache exactly as it was left, Pay button and all. Load it afresh instead, so the
  // flow reads what happened meanwhile (a paid order's cart is empty) rather than offering it again.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted && leftForProvider.current) window.location.reload();
    }
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  // The button was disabled while it worked, which drops keyboard focus: put it on the way to try again.
  useEffect(() => {
    const active = document.activeElement;
    if (failure && (active === null || active === document.body || active === payButton.current)) retryButton.current?.focus();
  }, [failure]);

  async function pay() {
    // One payment at a time: the one open in the other tab is still the one to finish.
    if (busy.current || (providerTab.current && !providerTab.current.closed())) return;
    busy.current = true;
    // Opened now, inside the click, so no pop-up blocker stops it.
    const tab = openPendingTab();
    setProcessing(true);
    setFailure(null);
    setCancelledElsewhere(false);
    try {
      const { url, sessionId } = await createPayment(request);
      savePurchaseInfo(purchaseInfoFor(request));
      // A shop order's cart remembers its session: paid and never back, the next visit empties it.
      if (request.type === "merchandise" && sessionId) rememberCartPayment(sessionId);
      if (tab.go(url) === "new-tab") {
        providerTab.current = tab;
        setOpenedUrl(url);
        setConfirmedElsewhere(false);
      } else {
        leftForProvider.current = true;
      }
    } catch (error) {
      tab.cancel();
      const message = error instanceof PaymentError ? error.message : PAYMENT_FALLBACK_MESSAGE;
      console.error("Payment could not start:", message);
      toast.error("Payment Error", { description: message });
      setFailure(message);
      if (error instanceof PaymentError && error.issues.length) onRefused?.(error.issues);
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-evergreen-900">
        Payment
      </h2>
      <p className="mt-1 flex items-center gap-2 text-muted">
        <Lock aria-hidden="true" className="size-4 shrink-0 text-evergreen-700" />
        {description}
      </p>

      <div role="status" className="empty:hidden mt-4">
        {confirmedElsewhere ? (
          <div className="flex gap-3 rounded-xl bg-evergreen-50 p-4 text-evergreen-900">
            <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="font-semibold">Payment complete. Thank you!</strong> Your confirmation is in the other
              tab, and on its way to your inbox.
            </p>
          </div>
        ) : openedUrl ? (
          <div className="rounded-xl border border-gold-300 bg-gold-100 p-4 text-ink">
            <p className="font-semibold">Complete your payment in the new tab…</p>
            <p className="mt-1 text-sm">
              Closed it by mistake?{" "}
              <a
                href={openedUrl}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-semibold text-evergreen-800 underline underline-offset-2"
              >
                Open the payment page again
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          </div>
        ) : cancelledElsewhere ? (
          <p className="rounded-xl border border-line bg-paper p-4 text-ink">
            You cancelled the payment in the other tab, and nothing was charged. You can pay again when you&apos;re ready.
          </p>
        ) : null}
      </div>

      {/* In the page from the start, so screen readers announce what is put in it. */}
      <div role="alert" className="empty:hidden mt-4">
        {failure && !processing && (
          <div className="flex gap-3 rounded-xl border border-danger/40 bg-danger/[0.04] p-4 text-ink">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            <div className="min-w-0">
              <p className="font-semibold text-danger">Your payment didn&apos;t start</p>
              <p className="mt-1 break-words">{failure}</p>
              <p className="mt-1 text-sm text-muted">Nothing was charged.</p>
              <Button ref={retryButton} variant="outline" size="sm" className="mt-3" onClick={pay}>
                Try again
              </Button>
            </div>
          </div>
        )}
      </div>

      {!confirmedElsewhere && (
        <Button
          ref={payButton}
          size="lg"
          // Its longer words wrap on a phone rather than run off the button.
          className={waiting ? "mt-5 h-auto w-full py-3 whitespace-normal" : "mt-5 w-full"}
          onClick={pay}
          disabled={processing || waiting}
        >
          {processing ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              Processing...
            </>
          ) : waiting ? (
            <>
              <ExternalLink aria-hidden="true" />
              Payment open in another tab
            </>
          ) : (
            buttonText
          )}
        </Button>
      )}
      <p className="mt-3 text-center text-xs text-muted">
        You pay on Stripe&apos;s secure page, in a new tab. We never see your card details.
      </p>
    </section>
  );
}
