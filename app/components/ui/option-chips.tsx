// A single choice shown as a row of chips (sizes, colours): a Radix radio group,
// so arrow keys move between options and a screen reader hears "radio, 3 of 7".
import { RadioGroup } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

export function OptionChips({ className, ...props }: ComponentProps<typeof RadioGroup.Root>) {
  return <RadioGroup.Root className={cn("flex flex-wrap gap-2", className)} {...props} />;
}

export function OptionChip({
  className,
  children,
  ...props
}: ComponentProps<typeof RadioGroup.Item> & { children: ReactNode }) {
  return (
    <RadioGroup.Item
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border-2 border-line bg-white px-3 text-sm font-semibold text-ink transition-colors",
        "hover:border-evergreen-500 data-[state=checked]:border-evergreen-700 data-[state=checked]:bg-evergreen-50 data-[state=checked]:text-evergreen-900",
        className,
      )}
      {...props}
    >
      {children}
    </RadioGroup.Item>
  );
}
