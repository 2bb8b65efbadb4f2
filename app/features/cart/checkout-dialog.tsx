// docs/product-rules.md#pages: the drawer's checkout dialog, titled 'Checkout': a secure-checkout
// panel, the promise that funds go directly to the organisation, 'Back to Cart',
// and the way on to /checkout. It lives inside the drawer, so it closes with it.
import { ArrowRight, Landmark, Lock, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { formatPence } from "@core/money";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";

export function CheckoutDialog({ total, itemCount, onNavigate }: { total: number; itemCount: number; onNavigate: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-evergreen-800 transition-colors hover:bg-evergreen-50"
        >
          <ShieldCheck className="size-4" aria-hidden="true" />
          Secure checkout
        </button>
      </DialogTrigger>
      <DialogContent overlayClassName="z-[60]" className="z-[60] sm:max-w-md" closeLabel="Close checkout">
        <div className="overflow-y-auto px-6 pt-6 pb-6">
          <DialogTitle className="pr-10">Checkout</DialogTitle>
          <DialogDescription className="mt-1">
            {itemCount} {itemCount === 1 ? "item" : "items"} · Total{" "}
            <span className="font-semibold text-ink tabular-nums">{formatPence(total)}</span>
          </DialogDescription>

          <div className="mt-5 rounded-xl border border-evergreen-200 bg-evergreen-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-evergreen-900">
              <Lock className="size-4" aria-hidden="true" />
              Secure checkout with Stripe
            </p>
            <p className="mt-1 text-sm text-evergreen-900/80">
              Your information is protected. You enter your card details on Stripe&rsquo;s secure payment page; they
              never pass through our website.
            </p>
          </div>
          <div className="mt-3 flex gap-3 rounded-xl border border-line bg-white p-4">
            <Landmark className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
            <p className="text-sm text-ink">
              Funds are deposited directly to {siteConfig.name}, so your order supports the ministry from the moment you
              pay.
            </p>
          </div>

          <div className="mt-6 flex flex-col gap-3">
            <Button asChild>
              <Link to={paths.checkout} onClick={onNavigate}>
                Continue to Checkout
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <DialogClose asChild>
              <Button variant="outline">Back to Cart</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
