// A side sheet on the native <dialog> element: showModal() makes the rest of
// the page inert (focus stays inside), Escape closes it, and focus returns to
// whatever opened it. No library needed, so every page stays light.
import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface ModalSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hidden unless you say otherwise; screen readers hear it when the sheet opens. */
  description?: ReactNode;
  side?: "left" | "right";
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

export function ModalSheet({ open, onOpenChange, title, description, side = "right", closeLabel = "Close", className, children }: ModalSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      onOpenChange(false);
      // Browsers mostly restore focus themselves; make sure of it.
      if (opener.current instanceof HTMLElement && document.activeElement === document.body) opener.current.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [onOpenChange]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "m-0 h-dvh max-h-none w-[min(24rem,90vw)] max-w-none bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/50",
        side === "right" ? "ml-auto" : "mr-auto",
        className,
      )}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 id={titleId} className="font-serif text-xl font-semibold text-evergreen-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="grid size-11 place-items-center rounded-full text-evergreen-800 hover:bg-evergreen-50"
              aria-label={closeLabel}
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="sr-only">
              {description}
            </p>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      )}
    </dialog>
  );
}
