import { ShoppingBag } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";

/** docs/product-rules.md#validation: 'Your cart is empty', with a way back to the store. */
export function EmptyCart({
  headingRef,
  onNavigate,
  headingLevel: Heading = "h2",
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  onNavigate?: () => void;
  headingLevel?: "h2" | "h3";
}) {
  return (
    // Sized by its own box, not the window: the drawer is narrow even on a wide screen.
    <div className="@container flex w-full flex-col items-center px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-evergreen-50 text-evergreen-700">
        <ShoppingBag className="size-8" aria-hidden="true" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-serif text-2xl font-semibold text-evergreen-900 outline-none"
      >
        Your cart is empty
      </Heading>
      <p className="mt-2 max-w-xs text-muted">Find a tee, hoodie or hat that carries the message.</p>
      <div className="mt-6 flex w-full max-w-xs flex-col gap-3 @lg:w-auto @lg:max-w-none @lg:flex-row">
        <Button asChild>
          <Link to={paths.marketplace} onClick={onNavigate}>
            Browse the store
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.devotionals} onClick={onNavigate}>
            Devotional resources
          </Link>
        </Button>
      </div>
    </div>
  );
}
