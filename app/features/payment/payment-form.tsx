// The shared payment component (docs/product-rules.md#flows): one button that starts the provider's
// hosted checkout. idle → 'Processing...' (disabled) → idle; failures show the
// 'Payment Error' toast (docs/product-rules.md#messages).
import { ExternalLink, Loader2, Lock, PartyPopper } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import type { CreatePaymentRequest } from "@core/schemas/payment-request";
import { createPayment, PAYMENT_FALLBACK_MESSAGE, PaymentError } from "./api";
import { openPendingTab } from "./open-checkout";
import { LAST_PURCHASE_KEY, purchaseInfoFor, savePurchaseInfo } from "./purchase-info";

export interface PaymentFormProps {
  /** What to pay for; read when the button is pressed. */
  request: CreatePaymentRequest;
  /** docs/product-rules.md#constants default 'Donate Now'. */
  buttonText?: string;
  /** docs/product-rules.md#constants default 'Secure payment via Stripe'. */
  description?: string;
  /** The provider's page opened in another tab. */
  onOpened?: () => void;
  /** The other tab's success page confirmed the payment. */
  onConfirmedElsewhere?: () => void;
}

export function PaymentForm({
  request,
  buttonText = "Donate Now",
  description = "Secure payment via Stripe",
  onOpened,
  onConfirmedElsewhere,
}: PaymentFormProps) {
  const headingId = useId();
  const [processing, setProcessing] = useState(false);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const [confirmedElsewhere, setConfirmedElsewhere] = useState(false);
  const busy = useRef(false);
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

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    // Opened now, inside the click, so no pop-up blocker stops it.
    const tab = openPendingTab();
    setProcessing(true);
    try {
      const url = await createPayment(request);
      savePurchaseInfo(purchaseInfoFor(request));
      if (tab.go(url) === "new-tab") {
        setOpenedUrl(url);
        setConfirmedElsewhere(false);
        onOpened?.();
      }
    } catch (error) {
      tab.cancel();
      const message = error instanceof PaymentError ? error.message : PAYMENT_FALLBACK_MESSAGE;
      console.error("Payment could not start:", message);
      toast.error("Payment Error", { description: message });
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
        ) : null}
      </div>

      {!confirmedElsewhere && (
        <Button size="lg" className="mt-5 w-full" onClick={pay} disabled={processing}>
          {processing ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              Processing...
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
