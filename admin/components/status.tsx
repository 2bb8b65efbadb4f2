// Status badges: a status in words on a tinted pill (colour is never the only signal). Orders'
// payment and fulfilment here; "Needs review" stands out: the payment differed from what was stored.
import { paymentStatusLabels, type FulfilmentStatus, type PaymentStatus } from "@core/schemas/admin-orders";
import { cn } from "~/lib/utils";

const paymentTone: Record<PaymentStatus, string> = {
  pending: "bg-sand text-ink",
  paid: "bg-evergreen-100 text-evergreen-900",
  failed: "bg-danger/10 text-danger",
  cancelled: "bg-sand text-muted",
  refunded: "bg-gold-100 text-gold-700",
  partially_refunded: "bg-gold-100 text-gold-700",
  needs_review: "bg-danger text-white",
};

/** A status's words on a pill; `className` gives its tone. */
export function Badge({ className, children }: { className: string; children: string }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", className)}>{children}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge className={paymentTone[status]}>{paymentStatusLabels[status]}</Badge>;
}

export function FulfilmentBadge({ status }: { status: FulfilmentStatus }) {
  return status === "dispatched" ? <Badge className="bg-evergreen-700 text-white">Dispatched</Badge> : <Badge className="border border-line bg-white text-ink">Not sent</Badge>;
}

export function TestBadge({ test }: { test: boolean }) {
  return test ? <Badge className="border border-gold-500 bg-gold-100 text-gold-700">Test</Badge> : null;
}
