// − / value / + with limits. The value is either an editable number field
// (the add-to-cart dialog) or read-only text (cart lines).
import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
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
  /** Let − go below `min` (a cart line's − at 1 removes the line, docs/product-rules.md#cart). */
  allowBelowMin?: boolean;
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
  size = "md",
  className,
}: QuantityStepperProps) {
  const inputId = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const suffix = itemName ? ` of ${itemName}` : "";
  const buttonClass = cn(
    "grid place-items-center rounded-full text-evergreen-800 transition-colors hover:bg-evergreen-50 disabled:cursor-not-allowed disabled:text-ink/30 disabled:hover:bg-transparent",
    size === "sm" ? "size-9" : "size-11",
  );

  function commit(raw: string) {
    // Anything that isn't a whole number at least `min` becomes `min` (docs/product-rules.md#validation: quantity never below 1).
    const parsed = Number.parseInt(raw, 10);
    const next = Number.isFinite(parsed) ? clamp(parsed, min, max) : min;
    setText(String(next));
    if (next !== value) onChange(next);
  }

  return (
    <div className={cn("inline-flex flex-col gap-1.5", className)}>
      {inputLabel && (
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {inputLabel}
        </label>
      )}
      <div className="inline-flex items-center gap-1 self-start rounded-full border border-line bg-white p-0.5">
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
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const parsed = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(parsed) && parsed >= min && parsed <= max) onChange(parsed);
            }}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit(event.currentTarget.value);
            }}
            className="h-9 w-12 [appearance:textfield] rounded-md bg-transparent text-center text-base font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
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
    </div>
  );
}
