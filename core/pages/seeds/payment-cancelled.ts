// /payment-cancelled as a fresh install shows it, in the words the specification quotes.
import { paths } from "../../paths";
import type { PageContent } from "../template";
import type { paymentCancelledPage } from "../templates/payment-cancelled";

export const paymentCancelledSeed: PageContent<typeof paymentCancelledPage> = {
  meta: {
    title: "Payment cancelled",
    description: "Your payment was cancelled and no charges were made.",
    socialImage: null,
  },
  sections: {
    message: {
      heading: "Payment cancelled",
      message: "Your payment was cancelled. No charges were made to your account.",
      tryAgain: "Try Again",
      home: { label: "Return to Home", href: paths.home },
    },
  },
};
