import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { clearCheckoutDraft } from "~/features/checkout/checkout-draft";
import { clearDonationDraft } from "~/features/donate/donation-draft";
import { PaymentSuccess } from "~/features/payment/payment-success";
import type { QueryLinksHandle } from "~/lib/query-links";
import { pageMeta } from "~/lib/seo";
import { useCart } from "~/stores/cart";
import { forgetCartPayment } from "~/stores/cart-payment";
import { paths } from "@core/paths";

// What the page shows depends on `?session_id=` from the first paint (lib/query-links.ts).
export const handle: QueryLinksHandle = { queryLinks: true };

export const meta = () =>
  pageMeta({
    title: "Thank You",
    description: "Your payment was successful.",
    path: paths.paymentSuccess,
  });

export default function PaymentSuccessPage() {
  const { clearCart } = useCart();
  const [searchParams] = useSearchParams();
  // Fetched while the payment's status is asked for, so the purchase is recorded the moment it is
  // confirmed: a Back pressed straight after must find it recorded and the cart emptied.
  useEffect(() => void import("~/lib/paid-purchase"), []);
  return (
    <PaymentSuccess
      onConfirmed={(order) => {
        const gift = order?.type === "donation";
        const sessionId = searchParams.get("session_id")?.trim();
        // The purchase is recorded before the cart empties: a checkout open in another tab that sees
        // it empty then knows why. Its module loads only here and where a flow looks for it, so no
        // page has it on its first load (and no import of it is left that splits nothing).
        const remembered = sessionId
          ? import("~/lib/paid-purchase").then(({ rememberPaidPurchase }) => rememberPaidPurchase(gift ? "gift" : "order", sessionId))
          : Promise.resolve();
        // Returned: the confirmation shows once this is done (payment-success.tsx waits a moment).
        return remembered
          .catch(() => undefined)
          .then(() => {
            // A gift made from /support leaves the cart alone; an order empties it (docs/product-rules.md#cart).
            if (!gift) {
              clearCart();
              forgetCartPayment(); // seen through: nothing to ask on the next visit
            }
            clearCheckoutDraft();
            clearDonationDraft();
          });
      }}
    />
  );
}
