import { CheckoutFlow } from "~/features/checkout/checkout-flow";
import { PaymentForm } from "~/features/payment/payment-form";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Checkout",
    description: "Secure checkout for your Purpose Movement order.",
    path: paths.checkout,
  });

export default function CheckoutPage() {
  return <CheckoutFlow renderPayment={(props) => <PaymentForm {...props} />} />;
}
