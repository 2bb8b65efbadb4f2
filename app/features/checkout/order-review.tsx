// Step 3's 'Order Review' card: where it's going, how, and what's in it; then, just above the Pay
// button, who is selling and the terms for delivery and the 14-day right to cancel, which the
// Consumer Contracts Regulations 2013 say a buyer must be given before paying.
import type { Ref } from "react";
import { Link } from "react-router";
import { cartLineKey, type CartItem } from "@core/cart-line";
import { formatPence } from "@core/money";
import { termsLink } from "@core/deep-links";
import { siteName } from "@core/site-name";
import { useCharity } from "~/lib/charity";
import { type ShippingOption } from "@core/shipping";
import type { CustomerDetails } from "@core/schemas/customer";
import { useCart } from "~/stores/cart";
import { checkoutTotals } from "./checkout-request";

export function OrderReview({
  details,
  shipping,
  items,
  headingId,
  headingRef,
  onEditDetails,
  onEditShipping,
  refused = {},
}: {
  details: CustomerDetails;
  shipping: ShippingOption;
  items: readonly CartItem[];
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEditDetails: () => void;
  onEditShipping: () => void;
  /** Lines the server refused (sold out), by line key: said on the line, with a way to remove it. */
  refused?: Readonly<Record<string, string>>;
}) {
  const edit = "text-sm font-semibold text-evergreen-700 underline underline-offset-2 hover:text-evergreen-900";
  // The same sum as the Pay button's, from the same cart: the price with delivery, stated beside the terms.
  const { donationAmount, removeItem } = useCart();
  const charity = useCharity();
  const total = checkoutTotals(items, donationAmount, shipping.id).total;
  const terms = "font-medium text-evergreen-800 underline underline-offset-2 hover:text-evergreen-900";
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-evergreen-900 outline-none sm:text-2xl">
        Order Review
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="font-sans text-base font-semibold text-ink">Shipping address</h3>
            <button type="button" className={edit} onClick={onEditDetails}>
              Edit<span className="sr-only"> shipping address</span>
            </button>
          </div>
          <address className="mt-1 not-italic leading-relaxed text-muted">
            {details.firstName} {details.lastName}
            <br />
            {details.address}
            <br />
            {details.city} {details.postalCode}
            <br />
            {details.country}
            <br />
            <span className="break-all">{details.email}</span>
            {details.phone && (
              <>
                <br />
                {details.phone}
              </>
            )}
          </address>
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="font-sans text-base font-semibold text-ink">Delivery</h3>
            <button type="button" className={edit} onClick={onEditShipping}>
              Edit<span className="sr-only"> delivery</span>
            </button>
          </div>
          <p className="mt-1 text-muted">
            {shipping.name}, {shipping.time}
          </p>
        </div>
      </div>
      <h3 className="mt-5 font-sans text-base font-semibold text-ink">Items</h3>
      <ul className="mt-1 space-y-1 text-muted">
        {items.map((item) => (
          <li key={cartLineKey(item)}>
            {item.quantity} × {item.name}
            {[item.size, item.color].filter(Boolean).length > 0 && <> ({[item.size, item.color].filter(Boolean).join(", ")})</>}
            {item.giftWrap && <>, gift wrapped</>}
            {refused[cartLineKey(item)] && (
              <p className="text-sm font-semibold text-danger">
                {refused[cartLineKey(item)]}{" "}
                <button type="button" className="underline underline-offset-2" onClick={() => removeItem(cartLineKey(item))}>
                  Remove<span className="sr-only"> {item.name}</span>
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-5 font-semibold text-ink">
        Total to pay: {formatPence(total)}, including delivery ({shipping.price === 0 ? "FREE" : formatPence(shipping.price)})
      </p>
      <div className="mt-3 rounded-xl bg-paper p-4 text-sm leading-relaxed text-muted">
        <h3 className="font-sans text-base font-semibold text-ink">Who you're buying from</h3>
        <p className="mt-1">
          {[[`${charity.legalName ?? siteName} (trading as ${siteName})`, charity.address].filter(Boolean).join(", "), charity.registration].filter(Boolean).join(". ")}.
        </p>
        <p className="mt-2">
          You can cancel within 14 days of receiving your order, without giving a reason. Read our{" "}
          <Link to={termsLink("delivery")} className={terms}>
            delivery terms
          </Link>{" "}
          and{" "}
          <Link to={termsLink("returns")} className={terms}>
            returns and your right to cancel
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
