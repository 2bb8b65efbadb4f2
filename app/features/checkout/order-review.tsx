// Step 3's 'Order Review' card: where it's going, how, and what's in it.
import type { Ref } from "react";
import { cartLineKey, type CartItem } from "@core/cart-line";
import { type ShippingOption } from "@core/shipping";
import type { CustomerDetails } from "@core/schemas/customer";

export function OrderReview({
  details,
  shipping,
  items,
  headingId,
  headingRef,
  onEditDetails,
  onEditShipping,
}: {
  details: CustomerDetails;
  shipping: ShippingOption;
  items: readonly CartItem[];
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEditDetails: () => void;
  onEditShipping: () => void;
}) {
  const edit = "text-sm font-semibold text-evergreen-700 underline underline-offset-2 hover:text-evergreen-900";
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
          </li>
        ))}
      </ul>
    </section>
  );
}
