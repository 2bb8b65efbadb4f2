import { Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useCart } from "~/stores/cart";

/** The drawer's clear action, asked twice so a stray tap on a phone doesn't empty the cart. */
export function ClearCart({
  onCleared,
  className,
}: {
  onCleared: () => void;
  className?: string;
}) {
  const { clearCart } = useCart();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      askRef.current?.focus();
    }
  }, [confirming]);

  if (!confirming) {
    return (
      <button
        ref={askRef}
        type="button"
        onClick={() => setConfirming(true)}
        className={cn(
          "inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted transition-colors hover:bg-sand hover:text-danger",
          className,
        )}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Clear cart
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className={cn("flex flex-wrap items-center gap-2 rounded-xl bg-sand px-3 py-2", className)}
    >
      <p id={questionId} className="mr-auto text-sm font-medium text-ink">
        Remove everything from your cart?
      </p>
      <Button
        ref={cancelRef}
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          returnFocus.current = true;
          setConfirming(false);
        }}
      >
        Keep items
      </Button>
      <Button
        type="button"
        variant="destructive"
        size="sm"
        onClick={() => {
          onCleared();
          clearCart();
        }}
      >
        Yes, clear cart
      </Button>
    </div>
  );
}
