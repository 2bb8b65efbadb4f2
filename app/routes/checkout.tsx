import { CheckoutFlow } from "~/features/checkout/checkout-flow";
import { LazyPaymentForm, preloadPaymentForm } from "~/features/payment/lazy-payment-form";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Checkout",
    description: "Secure checkout for your Purpose Movement order.",
    path: paths.checkout,
  });

// The payment component loads with the payment step: the checkout fetches it once the shipping
// step is reached (app/features/payment/lazy-payment-form.tsx).
export default function CheckoutPage() {
  return <CheckoutFlow preloadPayment={preloadPaymentForm} renderPayment={(props) => <LazyPaymentForm {...props} />} />;
}
