// The "already paid" view, loaded only when a checkout finds its order paid (another tab, or Back
// after paying): few visitors see it, so it isn't part of the page's first load.
import { PartyPopper } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";

/**
 * The order is paid: heard from the other tab, or (with `confirmation`) found on coming back to the
 * checkout after paying. Either way there is nothing left to pay here.
 */
export function CheckoutCompleted({ confirmation }: { confirmation?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // This replaces a long payment step, scrolled down to its button: left there, a phone showed
  // only the footer. From the top, with the heading announced.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-gold-700" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-semibold text-evergreen-900 outline-none">
        Thank you for your order
      </h1>
      <p className="mt-3 text-lg text-muted">
        {confirmation
          ? "Your order is paid, so there's nothing more to pay. Your confirmation is in your inbox."
          : "Your payment went through in the other tab, where you'll find your confirmation. It's in your inbox too."}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {confirmation && (
          <Button asChild>
            <Link to={confirmation}>View your confirmation</Link>
          </Button>
        )}
        <Button asChild variant={confirmation ? "outline" : "primary"}>
          <Link to={paths.marketplace}>Continue Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
