// Step 1: how much and how often (presets: docs/product-rules.md#constants; the £1 minimum: docs/deviations.md, point 11).
import { useId, useRef, useState, type FormEvent, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/field";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { formatPence, type Pence } from "@core/money";
import { donationPresets } from "@core/gift-limits";
import type { GiftFrequency } from "@core/gift-aid";
import { useCharity } from "~/lib/charity";
import type { onIntent } from "~/lib/on-intent";
import { typedAmountProblem, type DonationForm } from "./donation-form";

export function AmountStep({
  form,
  update,
  onContinue,
  headingId,
  headingRef,
  locked = false,
  intent,
}: {
  form: DonationForm;
  update: (patch: Partial<DonationForm>) => void;
  onContinue: () => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Until the page has hydrated and read the saved draft: drawn, but a choice made now would be lost. */
  locked?: boolean;
  /** Handlers that start loading what the next step needs once the person reaches for the form (app/lib/on-intent.ts). */
  intent?: ReturnType<typeof onIntent>;
}) {
  const customId = useId();
  const customRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const contactEmail = useCharity().email;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = typedAmountProblem(form, customRef.current?.validity.badInput, contactEmail);
    setError(problem);
    if (problem) {
      customRef.current?.focus();
      return;
    }
    onContinue();
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} {...intent}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-evergreen-900 outline-none">
        Choose your gift
      </h2>

      {/* Disabled, not hidden, while locked; before hydration Continue would also submit the form natively. */}
      <fieldset disabled={locked} className="min-w-0">
        <RadioGroup
          legend="How often would you like to give?"
          className="mt-5"
          name="frequency"
          value={form.frequency}
          onValueChange={(v) => update({ frequency: v as GiftFrequency })}
        >
          <div className="mt-2 grid grid-cols-2 gap-3">
            <RadioCard value="one-time" className="p-3.5">
              <span className="font-semibold">One-off</span>
            </RadioCard>
            <RadioCard value="monthly" className="p-3.5">
              <span className="font-semibold">Monthly</span>
            </RadioCard>
          </div>
        </RadioGroup>

        <RadioGroup
          legend="Choose an amount"
          className="mt-6"
          name="preset"
          value={form.preset === null ? undefined : String(form.preset)}
          onValueChange={(v) => {
            setError(null);
            update({ preset: Number(v) as Pence, custom: "" });
          }}
        >
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {donationPresets.map((preset) => (
              <RadioCard key={preset} value={String(preset)} className="justify-center p-3.5">
                <span className="text-lg font-semibold">{formatPence(preset).replace(/\.00$/, "")}</span>
              </RadioCard>
            ))}
          </div>
        </RadioGroup>

        <div className="mt-6">
          <Label htmlFor={customId}>Or enter your own amount (£)</Label>
          <div className="relative mt-1.5">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted">
              £
            </span>
            <Input
              ref={customRef}
              id={customId}
              name="custom-amount"
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              placeholder="Other amount"
              className="pl-8"
              value={form.custom}
              onChange={(e) => {
                setError(null);
                update({ custom: e.target.value, preset: null });
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${customId}-error` : undefined}
            />
          </div>
          {error && <FieldError id={`${customId}-error`}>{error}</FieldError>}
        </div>

        <Button type="submit" size="lg" className="mt-8 w-full">
          Continue
        </Button>
      </fieldset>
    </form>
  );
}
