// docs/product-rules.md#pages: Order Summary panel: lines, subtotal, shipping, total, the step's
// Continue button and the secure-checkout note.
import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cartLineKey, itemUnitPrice, type CartItem } from "@core/cart-line";
import { GIFT_WRAP_PRICE } from "@core/product-options";
import { formatPence } from "@core/money";
import { lineTotal, type OrderTotals } from "@core/order-totals";

function linePrice(item: CartItem) {
  return lineTotal(itemUnitPrice(item), item.quantity, item.giftWrap);
}

export function OrderSummary({
  items,
  totals,
  shippingKnown,
  continueButton,
}: {
  items: readonly CartItem[];
  totals: OrderTotals;
  /** Before the shipping step the choice is still open; Standard is free. */
  shippingKnown: boolean;
  /** 'Continue to Shipping' / 'Continue to Payment'; none on payment. */
  continueButton?: { label: string; form: string };
}) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id="order-summary-heading" className="text-xl font-semibold text-evergreen-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={cartLineKey(item)} className="flex gap-3 py-3">
            <img src={item.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg border border-line bg-sand object-cover" />
            <div className="min-w-0 flex-1">
              <div className="flex justify-between gap-3">
                <p className="font-medium text-ink">{item.name}</p>
                <p className="shrink-0 tabular-nums font-medium text-ink">{formatPence(linePrice(item))}</p>
              </div>
              <p className="text-sm text-muted">
                Qty: {item.quantity}
                {item.size && <> · Size: {item.size}</>}
                {item.color && <> · Colour: {item.color}</>}
              </p>
              {item.giftWrap && <p className="text-sm text-evergreen-700">Gift wrapped (+{formatPence(GIFT_WRAP_PRICE)})</p>}
              {item.customerNotes && <p className="break-words text-sm italic text-muted">Notes: {item.customerNotes}</p>}
            </div>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-line pt-4">
        <Row label="Subtotal" value={formatPence(totals.subtotal)} />
        {totals.donation > 0 && <Row label="Donation" value={formatPence(totals.donation)} />}
        <Row
          label="Shipping"
          value={totals.shipping === 0 ? (shippingKnown ? "FREE" : "FREE (Standard)") : formatPence(totals.shipping)}
        />
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-lg font-semibold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatPence(totals.total)}
          </dd>
        </div>
      </dl>
      {continueButton && (
        <Button type="submit" form={continueButton.form} size="lg" className="mt-5 w-full">
          {continueButton.label}
        </Button>
      )}
      <div className="mt-5 flex items-start gap-3 rounded-xl bg-evergreen-50 p-3 text-sm">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-evergreen-700" />
        <p>
          <span className="block font-semibold text-evergreen-900">Secure checkout with Stripe</span>
          <span className="block text-muted">Your information is protected</span>
        </p>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-muted">
      <dt>{label}</dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
}
