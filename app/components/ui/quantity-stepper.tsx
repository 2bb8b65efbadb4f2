// − / value / + with limits. The value is either an editable field (the add-to-cart dialog) or
// read-only text (cart lines). A typed value that isn't a whole number in range changes nothing:
// the field keeps what was typed and says the rule until it is put right.
import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { quantityFromTyped, quantityRule } from "~/lib/typed-quantity";
import { cn } from "~/lib/utils";

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** Names what is counted, e.g. "Blessed Tee": the buttons read "Increase quantity of Blessed Tee". */
  itemName?: string;
  /** Show an editable field labelled by this text; otherwise the value is plain text. */
  inputLabel?: string;
  /** The field's id, for a form that moves focus to it. */
  inputId?: string;
  /** Let − go below `min` (a cart line's − at 1 removes the line, docs/product-rules.md#cart). */
  allowBelowMin?: boolean;
  /** Told whether the field holds a quantity it can use, as it is typed: a form refuses to go on while it doesn't. */
  onValidityChange?: (valid: boolean) => void;
  size?: "sm" | "md";
  className?: string;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  itemName,
  inputLabel,
  allowBelowMin = false,
  onValidityChange,
  inputId: givenId,
  size = "md",
  className,
}: QuantityStepperProps) {
  const ownId = useId();
  const inputId = givenId ?? ownId;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // Held in a ref so a parent's new function each render doesn't count as a new value.
  const reportValidity = useRef(onValidityChange);
  useEffect(() => {
    reportValidity.current = onValidityChange;
  });
  // A new value (a button, or the parent) replaces whatever was typed.
  useEffect(() => {
    setText(String(value));
    setError(null);
    reportValidity.current?.(true);
  }, [value]);

  const suffix = itemName ? ` of ${itemName}` : "";
  const buttonClass = cn(
    "grid place-items-center rounded-full text-evergreen-800 transition-colors hover:bg-evergreen-50 disabled:cursor-not-allowed disabled:text-ink/30 disabled:hover:bg-transparent",
    size === "sm" ? "size-9" : "size-11",
  );

  function type(raw: string) {
    setText(raw);
    const typed = quantityFromTyped(raw, min, max);
    reportValidity.current?.(typed !== undefined);
    if (typed === undefined) return;
    setError(null);
    if (typed !== value) onChange(typed);
  }

  /** Leaving the field, or Enter: only now is a half-typed value worth a message. */
  function commit(raw: string) {
    setError(quantityFromTyped(raw, min, max) === undefined ? quantityRule(min, max) : null);
  }

  return (
    <div className={cn("inline-flex flex-col gap-1.5", className)}>
      {inputLabel && (
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {inputLabel}
        </label>
      )}
      <div className={cn("inline-flex items-center gap-1 self-start rounded-full border bg-white p-0.5", error ? "border-danger" : "border-line")}>
        <button
          type="button"
          className={buttonClass}
          aria-label={`Decrease quantity${suffix}`}
          disabled={!allowBelowMin && value <= min}
          onClick={() => onChange(allowBelowMin ? value - 1 : clamp(value - 1, min, max))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        {inputLabel ? (
          // Text, not type="number": a number field hides what was typed ("1e", "two") behind an empty value.
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={text}
            onChange={(event) => type(event.target.value)}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit(event.currentTarget.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-9 w-12 rounded-md bg-transparent text-center text-base font-semibold tabular-nums aria-invalid:text-danger"
          />
        ) : (
          <span className="min-w-8 text-center font-semibold tabular-nums" data-testid="line-quantity">
            <span className="sr-only">Quantity </span>
            {value}
          </span>
        )}
        <button
          type="button"
          className={buttonClass}
          aria-label={`Increase quantity${suffix}`}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1, min, max))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {/* Plain, as the cart's donation error is: field.tsx would cost every cart page a chunk for a message only the dialog shows. */}
      {inputLabel && error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
