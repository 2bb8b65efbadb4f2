// The page the provider returns to (docs/product-rules.md#cart). It asks the server to confirm
// the payment and its emails once, then shows what was bought or given, as the
// server recorded it, so it works in a fresh tab too.
import { CheckCircle2, Clock, Loader2, Mail } from "lucide-react";
import { useEffect, useEffectEvent, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { CharityRegistration } from "~/components/layout/charity-registration";
import { Button } from "~/components/ui/button";
import { shownByQuery } from "~/lib/query-link-attributes";
import { formatLongDate } from "@core/dates";
import { formatPence, poundsToPence } from "@core/money";
import { supporterAccountPath } from "@core/deep-links";
import { paths } from "@core/paths";
import type { PurchaseOrder, PurchaseStatusView } from "@core/schemas/purchase-status";
import { confirmPurchase } from "./api";
import { clearPurchaseInfo, readPurchaseInfo, type LastPurchaseInfo } from "./purchase-info";

/** The webhook may land a little after the payer does: ask again a few times before saying "we'll email you". */
const PENDING_RETRY_DELAYS_MS = [1000, 2000, 3000, 4000, 5000];

type View =
  | { phase: "starting" }
  | { phase: "no-session" }
  | { phase: "sending"; sessionId: string; stored: LastPurchaseInfo | null }
  | { phase: "done"; sessionId: string; stored: LastPurchaseInfo | null; result: PurchaseStatusView }
  | { phase: "error"; sessionId: string; stored: LastPurchaseInfo | null };

/**
 * How long the confirmation waits for `onConfirmed`'s work (recording the purchase, emptying the
 * cart or the gift's draft) before it shows anyway: a Back pressed once "Thank you" shows must find
 * it done, and a module that never loads must not hide the thanks.
 */
const RECORDING_WAIT_MS = 2_000;

export function PaymentSuccess({ onConfirmed }: { onConfirmed?: (order: PurchaseOrder | undefined) => void | Promise<void> }) {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id")?.trim() ?? "";
  const [view, setView] = useState<View>({ phase: "starting" });
  const confirmed = useEffectEvent((order: PurchaseOrder | undefined) => onConfirmed?.(order));

  // Runs after hydration only: the pre-rendered page knows no session or storage.
  useEffect(() => {
    if (!sessionId) {
      setView({ phase: "no-session" });
      return;
    }
    const stored = readPurchaseInfo();
    setView({ phase: "sending", sessionId, stored });
    let cancelled = false;

    (async () => {
      const request = {
        sessionId,
        ...(stored && {
          customerEmail: stored.customerEmail,
          customerName: stored.customerName,
          orderTotal: stored.orderTotal,
          orderItems: stored.orderItems,
          currency: stored.currency,
        }),
      };
      try {
        let result = await confirmPurchase(request);
        for (const delay of PENDING_RETRY_DELAYS_MS) {
          if (result.status !== "pending" || cancelled) break;
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (cancelled) return;
          result = await confirmPurchase(request);
        }
        if (cancelled) return;
        if (result.status === "paid") {
          clearPurchaseInfo();
          await Promise.race([confirmed(result.order), new Promise((resolve) => setTimeout(resolve, RECORDING_WAIT_MS))]);
          if (cancelled) return;
          if (result.email?.state === "sent" || result.email?.state === "queued") {
            toast.success("Thank you! Your payment is confirmed.");
          }
        }
        if (result.email?.state === "failed") console.error("The confirmation email could not be sent.");
        setView({ phase: "done", sessionId, stored, result });
      } catch (error) {
        // docs/product-rules.md#messages: a failure here is logged, with no message to the payer.
        console.error("Could not confirm the purchase emails:", error instanceof Error ? error.message : error);
        if (!cancelled) setView({ phase: "error", sessionId, stored });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  const order = view.phase === "done" ? view.result.order : undefined;
  const status = view.phase === "done" ? view.result.status : undefined;
  // Held for review: the money arrived but a person is checking it, so it reads as "almost there".
  const pending = status === "pending" || status === "needs_review";
  const notPaid = status === "failed" || status === "unknown" || status === "cancelled";
  const reference = view.phase === "done" ? view.result.reference : undefined;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-10">
        {pending ? (
          <Clock className="mx-auto size-14 text-gold-700" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        )}
        <h1 className="mt-4 text-3xl font-semibold text-evergreen-900 sm:text-4xl">
          {pending ? "Almost there" : notPaid ? "Thank you for visiting" : "Payment Successful!"}
        </h1>
        {order?.test && (
          <p className="mx-auto mt-4 w-fit rounded-full bg-gold-100 px-4 py-1.5 text-sm font-semibold text-ink">
            Test payment: no money moves
          </p>
        )}
        <Lead view={view} />

        {reference && (
          <p className="mt-5 text-base text-ink">
            {reference.startsWith("GF-") ? "Gift reference" : "Order reference"}:{" "}
            <span className="font-mono font-semibold">{reference}</span>
          </p>
        )}
        {(view.phase === "starting" || "sessionId" in view) && (
          // Before hydration the line is there for an address with a session, the head's script
          // writing the session in (lib/query-links.ts), so that React taking over moves nothing.
          <p
            className={`${reference ? "mt-1" : "mt-5"} text-sm text-muted`}
            {...withSessionBeforeHydration(view)}
          >
            Payment reference:{" "}
            {view.phase === "starting" ? (
              <span className="break-all font-mono text-ink" data-query-text="session_id" suppressHydrationWarning>
                {"\u00a0"}
              </span>
            ) : (
              <span className="break-all font-mono text-ink">{view.sessionId}</span>
            )}
          </p>
        )}
        <div role="status" className="mt-6">
          <EmailLine view={view} />
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.home}>Return to Home</Link>
          </Button>
          {order?.type === "merchandise" && (
            <Button asChild variant="outline">
              <Link to={paths.marketplace}>Continue Shopping</Link>
            </Button>
          )}
        </div>
        <CharityRegistration className="mt-8 text-sm text-muted" />
      </div>

      {view.phase === "done" && order ? (
        <OrderSummary order={order} />
      ) : view.phase === "done" || view.phase === "error" ? (
        view.stored && !notPaid && <StoredSummary info={view.stored} />
      ) : null}
    </div>
  );
}

/**
 * The page is pre-rendered without the address's query, and React reads `session_id` only once it
 * has hydrated. Until then each view's lines are in the HTML, and the head's script shows those
 * for an address with a session or for one without (lib/query-links.ts), so that neither moves
 * the page when React takes over.
 */
const withSession = shownByQuery("session_id", "present");
/** A line only a view with a session has: in the HTML, hidden unless the head's script finds a session. */
function withSessionBeforeHydration(view: View) {
  return view.phase === "starting" ? { ...withSession, hidden: true } : {};
}
const noSessionText = "We couldn't find a payment reference in this link. If you have just paid, your confirmation email will reach you shortly.";

function Lead({ view }: { view: View }) {
  let text: ReactNode = "Thank you for supporting Purpose Movement.";
  if (view.phase === "starting" || view.phase === "no-session") {
    const noSession = view.phase === "no-session";
    return (
      <>
        <p className="mt-4 text-lg text-ink" {...withSession} hidden={noSession || undefined}>
          {text}
        </p>
        <p className="mt-4 text-lg text-ink" {...shownByQuery("session_id", "absent")} hidden={!noSession}>
          {noSessionText}
        </p>
      </>
    );
  } else if (view.phase === "done") {
    const { result } = view;
    if (result.status === "pending") {
      text = "Your payment is being confirmed by the card provider. This usually takes a moment.";
    } else if (result.status === "needs_review") {
      text = "We've received your payment and are checking one detail of it. We'll email you as soon as it's confirmed: there's nothing you need to do.";
    } else if (result.status === "cancelled") {
      text = "This payment was cancelled and nothing was charged.";
    } else if (result.status === "refunded" || result.status === "partially_refunded") {
      text =
        result.status === "refunded"
          ? "This payment has been refunded in full. If you have a question about it, please contact us."
          : "Part of this payment has been refunded. If you have a question about it, please contact us.";
    } else if (result.status === "paid") {
      // Without the order (another browser than the one that paid: the server doesn't say what
      // was bought to whoever holds the link), a thank-you that fits a gift and an order alike.
      text =
        result.order?.type === "donation"
          ? "Thank you for your generous gift. It makes a real difference to families in Jamaica and the diaspora."
          : result.order
            ? "Thank you for your order. We'll let you know when it's on its way."
            : "Thank you: your payment has gone through. Your confirmation email has the details.";
    } else {
      text = "We couldn't confirm a payment for this link. If you were charged, please contact us and we'll put it right.";
    }
  }
  return <p className="mt-4 text-lg text-ink">{text}</p>;
}

function EmailLine({ view }: { view: View }) {
  if (view.phase === "starting" || view.phase === "sending") {
    return (
      <p className="flex items-center justify-center gap-2 text-muted" {...withSessionBeforeHydration(view)}>
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Sending confirmation emails...
      </p>
    );
  }
  if (view.phase !== "done") return null;
  const { result, stored } = view;
  const to = result.email?.to ?? stored?.customerEmail;
  if (result.status === "pending") {
    return (
      <p className="text-muted">
        We'll email you{to ? ` at ${to}` : ""} when it's confirmed. You can close this page.
      </p>
    );
  }
  if (result.status !== "paid" || !to) return null;
  if (result.email?.state === "sent") {
    return (
      <p className="flex items-center justify-center gap-2 font-medium text-success">
        <Mail aria-hidden="true" className="size-4" />
        Confirmation email sent to {to}
      </p>
    );
  }
  if (result.email?.state === "queued") {
    return (
      <p className="flex items-center justify-center gap-2 font-medium text-evergreen-800">
        <Mail aria-hidden="true" className="size-4" />
        Your confirmation email is on its way to {to}
      </p>
    );
  }
  return null;
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="purchase-summary" className="mt-6 rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="purchase-summary" className="text-xl font-semibold text-evergreen-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 pt-2 text-lg font-semibold text-ink" : "flex justify-between gap-4 text-muted"}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function OrderSummary({ order }: { order: PurchaseOrder }) {
  if (order.type === "donation") {
    const monthly = order.frequency === "monthly";
    return (
      <SummaryCard title="Your gift">
        <dl className="mt-4 space-y-2">
          <Row label={monthly ? "Monthly gift" : "One-off gift"} value={formatPence(order.totals.total)} strong />
          {order.nextPaymentAt && <Row label="Next payment" value={formatLongDate(new Date(order.nextPaymentAt))} />}
          <Row
            label="Gift Aid"
            value={order.giftAid ? `Declared: adds ${formatPence(order.giftAid.value)}${monthly ? " a month" : ""}` : "Not declared"}
          />
        </dl>
        {monthly && (
          <p className="mt-4 text-sm text-muted">
            You'll be charged this amount each month until you cancel. To change the amount, update your card or cancel, sign in
            to{" "}
            {/* The account pages are the server's, not this app's: a full page load. */}
            <a href={supporterAccountPath} className="font-medium text-evergreen-800 underline underline-offset-2">
              your giving account
            </a>{" "}
            with the email address you gave; your receipt has a link straight to it.
          </p>
        )}
      </SummaryCard>
    );
  }
  const { totals } = order;
  return (
    <SummaryCard title="Your order">
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-medium text-ink">
                {item.name} <span className="text-muted">× {item.quantity}</span>
              </p>
              {(item.size || item.color || item.giftWrap) && (
                <p className="text-sm text-muted">
                  {[item.size && `Size ${item.size}`, item.color, item.giftWrap && "Gift wrapped"].filter(Boolean).join(" · ")}
                </p>
              )}
            </div>
            <p className="tabular-nums text-ink">{formatPence(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1.5 border-t border-line pt-3">
        <Row label="Subtotal" value={formatPence(totals.subtotal)} />
        <Row label="Shipping" value={totals.shipping === 0 ? "FREE" : formatPence(totals.shipping)} />
        {totals.donation > 0 && <Row label="Donation" value={formatPence(totals.donation)} />}
        <Row label="Total paid" value={formatPence(totals.total)} strong />
      </dl>
    </SummaryCard>
  );
}

/** When the server can't say, the record this browser kept is better than nothing. */
function StoredSummary({ info }: { info: LastPurchaseInfo }) {
  return (
    <SummaryCard title="Your payment">
      <ul className="mt-4 divide-y divide-line">
        {info.orderItems.map((item, index) => (
          <li key={index} className="flex justify-between gap-4 py-3">
            <p className="font-medium text-ink">
              {item.name} <span className="text-muted">× {item.quantity}</span>
            </p>
            <p className="tabular-nums text-ink">{formatPence(poundsToPence(Number(item.total)))}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 border-t border-line pt-3">
        <Row label="Total" value={formatPence(poundsToPence(Number(info.orderTotal)))} strong />
      </dl>
    </SummaryCard>
  );
}
