// docs/product-rules.md#pages, #constants: an optional donation on /cart: presets £5, £10, £25 or an amount of your own.
import { HandHeart } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { formatPence, type Pence } from "@core/money";
import { cartDonationPresets } from "@core/gift-limits";
import { siteConfig } from "@core/site-config";
import { cn } from "~/lib/utils";
import { useCart } from "~/stores/cart";
import { donationText, parseDonationInput } from "./donation-input";

function presetLabel(amount: Pence): string {
  return amount % 100 === 0 ? `£${amount / 100}` : formatPence(amount);
}

export function DonationPicker() {
  const { donationAmount, setDonationAmount } = useCart();
  const id = useId();
  const [text, setText] = useState(() => donationText(donationAmount));
  const [error, setError] = useState<string | null>(null);

  // A preset, another tab or Clear cart changed the amount: show it in the field.
  useEffect(() => {
    setText((current) => {
      const shown = parseDonationInput(current);
      return shown.ok && shown.amount === donationAmount ? current : donationText(donationAmount);
    });
  }, [donationAmount]);

  function onType(value: string, unreadable: boolean) {
    setText(value);
    const parsed = parseDonationInput(value, unreadable);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setDonationAmount(parsed.amount);
  }

  function choose(amount: Pence) {
    setError(null);
    setDonationAmount(amount === donationAmount ? 0 : amount);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-700">
          <HandHeart className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-heading`} className="text-xl font-semibold text-evergreen-900">
            Add a donation <span className="font-sans text-base font-normal text-muted">(optional)</span>
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            A gift on top of your order helps {siteConfig.name} support families in the UK, Jamaica and the diaspora.
          </p>
        </div>
      </div>

      <div role="group" aria-label="Donation amount" className="mt-5 grid grid-cols-3 gap-2 sm:max-w-sm">
        {cartDonationPresets.map((amount) => {
          const pressed = donationAmount === amount;
          return (
            <button
              key={amount}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(amount)}
              className={cn(
                "h-12 rounded-xl border-2 text-lg font-semibold tabular-nums transition-colors",
                pressed
                  ? "border-evergreen-700 bg-evergreen-700 text-white"
                  : "border-line bg-white text-ink hover:border-evergreen-500",
              )}
            >
              {presetLabel(amount)}
            </button>
          );
        })}
      </div>

      <div className="mt-5 sm:max-w-sm">
        <label htmlFor={`${id}-amount`} className="block text-sm font-semibold text-ink">
          Or enter an amount (£)
        </label>
        <div className="relative mt-1.5">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 grid place-items-center text-muted">
            £
          </span>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0.00"
            value={text}
            onChange={(event) => onType(event.target.value, event.target.validity.badInput)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(
              "h-12 w-full rounded-xl border bg-white pr-3.5 pl-8 text-base text-ink tabular-nums placeholder:text-muted/70",
              error ? "border-danger" : "border-line focus:border-evergreen-600",
            )}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>

      {donationAmount > 0 && (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-evergreen-800">
          <span>
            Thank you! <span className="font-semibold tabular-nums">{formatPence(donationAmount)}</span> will be added to
            your order.
          </span>
          <button
            type="button"
            onClick={() => {
              setError(null);
              setDonationAmount(0);
            }}
            className="inline-flex min-h-6 items-center font-medium text-muted underline underline-offset-2 hover:text-danger"
          >
            Remove donation
          </button>
        </p>
      )}
    </section>
  );
}
