import { XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { useCart } from "~/stores/cart";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";

export const meta = () =>
  pageMeta({
    title: "Payment cancelled",
    description: "Your payment was cancelled and no charges were made.",
    path: paths.paymentCancelled,
  });

export default function PaymentCancelledPage() {
  // The cart is kept: a shopper who cancelled can pick up where they left off.
  const { items } = useCart();
  return (
    <div className="mx-auto max-w-xl px-6 py-20">
      <div className="rounded-card border border-line bg-white p-8 text-center shadow-card">
        <XCircle className="mx-auto size-14 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold text-evergreen-900">Payment cancelled</h1>
        <p className="mt-4 text-lg text-ink">Your payment was cancelled. No charges were made to your account.</p>
        <p className="mt-3 text-muted">
          If you ran into a problem, please contact our support team at{" "}
          <a href={`mailto:${siteConfig.contact.email}`} className="font-medium text-evergreen-700 underline">
            {siteConfig.contact.email}
          </a>{" "}
          and we will gladly help.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.support}>Try Again</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
          {items.length > 0 && (
            <Button asChild variant="outline">
              <Link to={paths.checkout}>Back to Checkout</Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
