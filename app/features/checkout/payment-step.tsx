// Step 3, loaded when it is reached (or about to be: the shipping step fetches it), not with the
// page: the review and the provider's button are about 6 kB gzip that a visitor filling in their
// details doesn't need, and the checkout's budget counts what the untouched page downloads
// (docs/performance.md, 2026-11-27).
import { useEffect, type ReactNode, type Ref } from "react";
import type { CartItem } from "@core/cart-line";
import type { CustomerDetails } from "@core/schemas/customer";
import type { ShippingOption } from "@core/shipping";
import { OrderReview } from "./order-review";

export function PaymentStep({
  review,
  payment,
  onShown,
}: {
  review: {
    details: CustomerDetails;
    shipping: ShippingOption;
    items: readonly CartItem[];
    headingId: string;
    headingRef: Ref<HTMLHeadingElement>;
    onEditDetails: () => void;
    onEditShipping: () => void;
    /** Lines the server refused (sold out), by line key. */
    refused?: Readonly<Record<string, string>>;
  };
  payment: ReactNode;
  /** Its heading exists now: the flow moves focus to it if the step just changed. */
  onShown: () => void;
}) {
  useEffect(() => onShown(), [onShown]);
  return (
    <>
      <OrderReview {...review} />
      {payment}
    </>
  );
}
