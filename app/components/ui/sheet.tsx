// A side panel (the cart drawer) in the shadcn/ui style on Radix Dialog: modal,
// focus trapped, Escape and the overlay close it, and it is absent from the
// page while closed, so nothing off-screen takes focus.
import { X } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const Sheet = SheetPrimitive.Root;
export const SheetClose = SheetPrimitive.Close;

export function SheetContent({
  className,
  children,
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/55 transition-opacity duration-200 starting:opacity-0" />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-paper shadow-2xl outline-none sm:max-w-md",
          "transition-transform duration-250 ease-out starting:translate-x-full",
          className,
        )}
        {...props}
      >
        {/* First in the DOM, so it is where focus lands when the panel opens. */}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full text-ink/80 transition-colors hover:bg-sand hover:text-ink"
        >
          <X className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      className={cn("font-serif text-2xl leading-tight font-semibold text-evergreen-900", className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
