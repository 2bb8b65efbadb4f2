import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { cn } from "~/lib/utils";

/** A native checkbox with its label beside it (the label is the click target too). */
export function Checkbox({
  label,
  className,
  ...props
}: { label: ReactNode } & Omit<ComponentProps<"input">, "type">) {
  const generated = useId();
  const id = props.id ?? generated;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-evergreen-700"
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-ink">
        {label}
      </label>
    </div>
  );
}
