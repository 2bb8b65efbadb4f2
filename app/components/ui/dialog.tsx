// A modal dialog in the shadcn/ui style on Radix: traps focus, closes on Escape
// and on the overlay, returns focus to its trigger, and is absent from the page
// while closed. On a phone it rises from the bottom; from `sm` up it is centred.
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn("fixed inset-0 z-50 bg-ink/55 transition-opacity duration-200 starting:opacity-0", className)}
      {...props}
    />
  );
}

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  overlayClassName,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; overlayClassName?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-3xl bg-paper shadow-2xl outline-none",
          "transition-[translate,opacity] duration-200 ease-out starting:translate-y-8 starting:opacity-0",
          "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl",
          "sm:starting:translate-y-[-46%]",
          className,
        )}
        {...props}
      >
        {/* First in the DOM, so it is where focus lands when the panel opens. */}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-paper/90 text-ink/80 transition-colors hover:bg-sand hover:text-ink"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("font-serif text-2xl leading-tight font-semibold text-evergreen-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-muted", className)} {...props} />;
}
