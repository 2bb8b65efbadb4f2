import { clearCheckoutDraft } from "~/features/checkout/checkout-draft";
import { clearDonationDraft } from "~/features/donate/donation-draft";
import { PaymentSuccess } from "~/features/payment/payment-success";
import { pageMeta } from "~/lib/seo";
import { useCart } from "~/stores/cart";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Thank You",
    description: "Your payment was successful.",
    path: paths.paymentSuccess,
  });

export default function PaymentSuccessPage() {
  const { clearCart } = useCart();
  return (
    <PaymentSuccess
      onConfirmed={(order) => {
        // A gift made from /support leaves the cart alone; an order empties it (docs/product-rules.md#cart).
        if (order?.type !== "donation") clearCart();
        clearCheckoutDraft();
        clearDonationDraft();
      }}
    />
  );
}
