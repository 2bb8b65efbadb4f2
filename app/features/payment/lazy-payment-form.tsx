// The payment component (and the purchase record it keeps) as the checkout and /support use it:
// loaded with the payment step, not the page. Each flow calls preloadPaymentForm once the step
// before payment is reached, so it is there when Continue is tapped (docs/performance.md). Every
// import of payment-form.tsx goes through here: one static import elsewhere would put it back on
// the page (and the build would warn that this import splits nothing).
import { lazy } from "react";

const loadPaymentForm = () => import("./payment-form");

export const LazyPaymentForm = lazy(() => loadPaymentForm().then((m) => ({ default: m.PaymentForm })));

export const preloadPaymentForm = () => void loadPaymentForm();
