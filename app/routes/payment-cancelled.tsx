import { XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { SlotButton } from "~/features/content/shared/slot-link";
import { announcePaymentCancelled } from "~/features/payment/payment-channel";
import { queryLinkAttributes } from "~/lib/query-link-attributes";
import type { QueryLinksHandle } from "~/lib/query-links";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import { useCart } from "~/stores/cart";
import { showIfLinesSavedScript } from "~/stores/saved-cart";
import { paths } from "@core/paths";
import { useCharity } from "~/lib/charity";
import type { Route } from "./+types/payment-cancelled";

// Try Again takes its target from `?for=` before the first paint (lib/query-links.ts).
export const handle: QueryLinksHandle = { queryLinks: true };

// The page's words as staff last published them (core/pages/templates/payment-cancelled.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "payment-cancelled") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.paymentCancelled);

/**
 * Try Again goes back to where the payment started (docs/deviations.md#13): the cancel address
 * says whether it was an order or a gift. Each flow's saved cart and draft put the visitor back
 * on its payment step; anything missing sends them to the first step that needs it.
 */
const tryAgainTargets = { order: `${paths.checkout}?step=payment`, gift: `${paths.support}?step=payment` };

function tryAgainPath(started: string | null): string {
  if (started === "order" || started === "gift") return tryAgainTargets[started];
  return paths.support;
}

export default function PaymentCancelledPage({ loaderData: { page } }: Route.ComponentProps) {
  const { message } = page.sections;
  // The address owners saved in Settings; not yet set in production, the line is left out.
  const { email } = useCharity();
  // The cart is kept: a shopper who cancelled can pick up where they left off.
  const { items, isLoaded } = useCart();
  const [searchParams] = useSearchParams();
  // The page is pre-rendered without a query string: read it only once hydrated, so the first
  // render matches the HTML. Undefined until then.
  const [started, setStarted] = useState<string | null>();
  useEffect(() => setStarted(searchParams.get("for")), [searchParams]);
  // The tab the payment started from stops waiting for it (features/payment/payment-channel.ts).
  useEffect(() => {
    const purpose = new URLSearchParams(window.location.search).get("for");
    announcePaymentCancelled(purpose === "order" || purpose === "gift" ? purpose : null);
  }, []);

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8">
        <XCircle className="mx-auto size-14 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold text-evergreen-900">{message.heading}</h1>
        <p className="mt-4 text-lg text-ink">{message.message}</p>
        {email && (
          <p className="mt-3 text-muted">
            If you ran into a problem, please contact our support team at{" "}
            <a href={`mailto:${email}`} className="font-medium text-evergreen-700 underline [overflow-wrap:anywhere]">
              {email}
            </a>{" "}
            and we will gladly help.
          </p>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild>
            {/* Right before hydration too: the head's script points it at `?for=`'s target (lib/query-links.ts).
                Between hydration and the effect that reads the query, the Link's own target is still
                the fallback, so until then a click follows the href that script set, as a full load. */}
            <Link
              to={tryAgainPath(started ?? null)}
              reloadDocument={started === undefined}
              {...queryLinkAttributes("for", tryAgainTargets)}
            >
              {message.tryAgain}
            </Link>
          </Button>
          <SlotButton link={message.home} variant="outline" />
          {/* Back to Checkout when the cart holds something, unless an order was cancelled (Try Again
              goes there already). The cart is read after hydration; until then the link is in the
              HTML, hidden, and the script after it shows it before the first paint when lines are
              saved, so it neither pops in nor moves the page when the cart store has read them. */}
          {(!isLoaded || (items.length > 0 && searchParams.get("for") !== "order")) && (
            <Button asChild variant="outline">
              <Link to={paths.checkout} hidden={!isLoaded} suppressHydrationWarning>
                Back to Checkout
              </Link>
            </Button>
          )}
          {!isLoaded && (
            <script
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? showIfLinesSavedScript({ query: "for", value: "order" }) : "" }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
