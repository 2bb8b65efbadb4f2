// Step 2, 'Shipping Options' (docs/product-rules.md#pages, #constants). No check: a choice is always made.
import { Truck, Zap } from "lucide-react";
import type { FormEvent, Ref } from "react";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { formatPence } from "@core/money";
import { shippingOptions, type ShippingOptionId } from "@core/shipping";

export const SHIPPING_FORM_ID = "checkout-shipping";

export function ShippingForm({
  value,
  onChange,
  onSubmit,
  headingId,
  headingRef,
}: {
  value: ShippingOptionId;
  onChange: (value: ShippingOptionId) => void;
  onSubmit: () => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form id={SHIPPING_FORM_ID} noValidate onSubmit={submit} aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-evergreen-900 outline-none sm:text-2xl">
        Shipping Options
      </h2>
      <RadioGroup
        legend="Choose how fast you'd like your order"
        legendClassName="mt-1 font-normal text-muted"
        name="shipping"
        value={value}
        onValueChange={(v) => onChange(v as ShippingOptionId)}
        className="mt-4"
      >
        <div className="mt-4 grid gap-3">
          {shippingOptions.map((option) => {
            const Icon = option.id === "express" ? Zap : Truck;
            return (
              <RadioCard key={option.id} value={option.id}>
                <Icon aria-hidden="true" className="size-5 shrink-0 text-evergreen-700" />
                <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4">
                  <span>
                    <span className="block font-semibold text-ink">{option.name}</span>
                    <span className="block text-sm text-muted">{option.time}</span>
                  </span>
                  <span className="font-semibold text-ink">{option.price === 0 ? "FREE" : formatPence(option.price)}</span>
                </span>
              </RadioCard>
            );
          })}
        </div>
      </RadioGroup>
    </form>
  );
}
