import { lazy } from "react";
import { CheckoutFlow } from "~/features/checkout/checkout-flow";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Checkout",
    description: "Secure checkout for your Purpose Movement order.",
    path: paths.checkout,
  });

// The payment component (and the purchase record it keeps) loads with the payment step, not the
// page: the checkout fetches it once the shipping step is reached (docs/performance.md).
const loadPaymentForm = () => import("~/features/payment/payment-form");
const PaymentForm = lazy(() => loadPaymentForm().then((m) => ({ default: m.PaymentForm })));
const preloadPaymentForm = () => void loadPaymentForm();

export default function CheckoutPage() {
  return <CheckoutFlow preloadPayment={preloadPaymentForm} renderPayment={(props) => <PaymentForm {...props} />} />;
}
