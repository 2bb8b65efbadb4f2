// A radio choice as a fieldset of native radios: arrow keys, labels and
// screen-reader grouping come from the browser, with no script to ship.
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  describedBy?: string;
  invalid: boolean;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export function RadioGroup({
  legend,
  legendClassName,
  name,
  value,
  onValueChange,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  legendClassName?: string;
  name?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className={cn("text-sm font-medium text-ink", legendClassName)}>{legend}</legend>
      <RadioGroupContext.Provider
        value={{ name: name ?? id, value, onValueChange, describedBy: error ? errorId : undefined, invalid: Boolean(error) }}
      >
        {children}
      </RadioGroupContext.Provider>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One choice, drawn as a selectable card; `children` is its label. */
export function RadioCard({
  value,
  className,
  children,
  ...props
}: { value: string; children: ReactNode } & Omit<ComponentProps<"input">, "type" | "value" | "name" | "checked" | "onChange">) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error("RadioCard must be used inside a RadioGroup");
  const checked = group.value === value;
  return (
    <label
      className={cn(
        "relative flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white p-4 transition-colors",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500",
        checked ? "border-evergreen-600 bg-evergreen-50" : "border-line hover:border-evergreen-200",
        className,
      )}
    >
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={checked}
        onChange={() => group.onValueChange(value)}
        aria-invalid={group.invalid || undefined}
        className="size-5 shrink-0 accent-evergreen-700 focus-visible:outline-none"
        {...props}
      />
      {children}
    </label>
  );
}
