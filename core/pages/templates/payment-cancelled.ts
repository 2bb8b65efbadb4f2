// /payment-cancelled: what a visitor who left the payment page reads. The line with the support
// email address is the charity's details from Settings; where Try Again leads is the site's (back
// to the payment the visitor left), and so is the Back to Checkout button shown when the cart holds
// something.
import { definePage } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS } from "./legal";

export const paymentCancelledPage = definePage({
  key: "payment-cancelled",
  path: "/payment-cancelled",
  name: "Payment cancelled",
  sections: {
    message: {
      label: "Message",
      hint: `The line after the message, with the support email address, comes from ${CHARITY_DETAILS_IN_SETTINGS}`,
      slots: {
        heading: { kind: "text", label: "Heading", max: 40 },
        message: { kind: "text", label: "Message", max: 160 },
        tryAgain: { kind: "text", label: "Try Again button label", max: 24, hint: "It takes the visitor back to the payment they left" },
        home: { kind: "link", label: "Second button", max: 24 },
      },
    },
  },
});
