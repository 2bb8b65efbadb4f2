// /admin/orders/:reference: everything about one order: lines, totals, the customer and where
// it goes, what happened to it (timeline), and what staff can do next: dispatch it (packers),
// refund all or part of it (finance and owners), print its packing slip, write a note.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { Printer } from "lucide-react";
import { formatPence, penceFromTyped } from "@core/money";
import { orderDetailSchema, type OrderDetail } from "@core/schemas/admin-orders";
import { heldReasonLabels } from "@core/schemas/admin-privacy";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { NoteForm } from "../../components/notes";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { FulfilmentBadge, PaymentBadge, TestBadge } from "../../components/status";
import { hasRole, useMe } from "../../session";
import { DispatchCorrection } from "./dispatch-correction";
import { DispatchForm } from "./dispatch-form";

function lineOptions(line: OrderDetail["lines"][number]): string {
  return [line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`, line.giftWrap && "Gift wrapped"].filter(Boolean).join(" · ");
}

function RefundForm({ order, onDone }: { order: OrderDetail; onDone(order: OrderDetail, message: string): void }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<ApiError | undefined>();
  const [busy, setBusy] = useState(false);
  const confirmation = useConfirmation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const pence = penceFromTyped(amount);
    if (pence === undefined || pence <= 0) {
      setError(new ApiError(400, "", [{ field: "amount", message: "Enter an amount in pounds and pence, like 12.50" }]));
      return;
    }
    if (!(await confirmation.ask(`Refund ${formatPence(pence)} to ${order.customer.name}? This cannot be undone.`, `Yes, refund ${formatPence(pence)}`))) return;
    setBusy(true);
    setError(undefined);
    try {
      const updated = await api("POST", `/orders/${order.reference}/refunds`, { body: { amount: pence, reason, version: order.version }, schema: orderDetailSchema });
      setAmount("");
      setReason("");
      onDone(updated, `Refunded ${formatPence(pence)}. ${order.customer.name} has been emailed.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Refund">
      <p className="mb-4 text-sm text-muted">Up to {formatPence(order.totals.refundable)} can still be refunded, to the card that paid.</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {error && !error.issues.length && <ErrorNotice>{error.message}</ErrorNotice>}
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            label="Amount (£)"
            name="refund-amount"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error?.fieldMessage("amount")}
            hint={
              <button type="button" className="inline-flex min-h-6 items-center underline" onClick={() => setAmount((order.totals.refundable / 100).toFixed(2))}>
                Refund everything left
              </button>
            }
          />
          <TextField label="Reason" name="refund-reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={error?.fieldMessage("reason")} />
        </div>
        <Button type="submit" variant="destructive" disabled={busy}>
          Refund
        </Button>
        {confirmation.prompt()}
      </form>
    </Panel>
  );
}

export function OrderDetailPage() {
  const me = useMe();
  const { reference = "" } = useParams();
  const [order, setOrder] = useState<OrderDetail | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const load = useCallback(async () => setOrder(await api("GET", `/orders/${encodeURIComponent(reference)}`, { schema: orderDetailSchema })), [reference]);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  if (!order) {
    return (
      <AdminPage title={reference.toUpperCase()}>
        {error ? <ErrorNotice>{error}</ErrorNotice> : <p role="status">Loading the order…</p>}
        <Link to="/orders" className="underline">
          Back to orders
        </Link>
      </AdminPage>
    );
  }

  const canPack = hasRole(me, ["owner", "fulfilment"]) && order.fulfilment === "unfulfilled" && (order.payment === "paid" || order.payment === "partially_refunded");
  const canRefund = hasRole(me, ["owner", "finance"]) && order.totals.refundable > 0 && ["paid", "partially_refunded", "needs_review"].includes(order.payment);
  const totals: [string, number][] = [
    ["Items", order.totals.items],
    ...(order.totals.giftWrap ? [["Gift wrap", order.totals.giftWrap] as [string, number]] : []),
    [order.shipping ? `Shipping (${order.shipping.name})` : "Shipping", order.totals.shipping],
    ...(order.totals.donation ? [["Donation", order.totals.donation] as [string, number]] : []),
  ];

  return (
    <AdminPage
      title={`Order ${order.reference}`}
      intro={`Placed ${formatWhen(order.createdAt)}${order.paidAt ? ` · paid ${formatWhen(order.paidAt)}` : ""}`}
      actions={
        <Link to={`/orders/packing-slips?refs=${order.reference}`} className="btn btn-outline btn-sm">
          <Printer aria-hidden="true" />
          Packing slip
        </Link>
      }
    >
      <div className="flex flex-wrap gap-2">
        <PaymentBadge status={order.payment} />
        <FulfilmentBadge status={order.fulfilment} />
        <TestBadge test={order.test} />
      </div>
      {order.payment === "needs_review" && (
        <ErrorNotice>
          Needs review: the payment received differs from this order's total or currency. Nothing has been sent to the customer. Check the payment with the provider before packing or refunding.
        </ErrorNotice>
      )}
      {order.privacy && <PrivacyNotice privacy={order.privacy} />}
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>

      {/*
        On a phone, one column in the order a packer needs it: the lines, where it goes and how,
        then the dispatch form; the customer, refund and timeline after (issue 55). The two
        columns are "display: contents" there, so CSS order places each panel; at desk width
        they are the two columns as before.
      */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="contents lg:block lg:space-y-6">
          <Panel title="Items" className="order-1">
            <ul className="divide-y divide-line">
              {order.lines.map((line, i) => (
                <li key={i} className="flex gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {line.quantity} × {line.name}
                    </p>
                    {lineOptions(line) && <p className="text-sm text-muted">{lineOptions(line)}</p>}
                    {line.notes && <p className="text-sm text-ink">Customer's note: “{line.notes}”</p>}
                  </div>
                  <p className="tabular-nums">{formatPence(line.lineTotal)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
              {totals.map(([label, pence]) => (
                <div key={label} className="flex justify-between">
                  <dt className="text-muted">{label}</dt>
                  <dd className="tabular-nums">{formatPence(pence)}</dd>
                </div>
              ))}
              <div className="flex justify-between text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatPence(order.totals.total)}</dd>
              </div>
              {order.totals.refunded > 0 && (
                <div className="flex justify-between text-gold-700">
                  <dt>Refunded</dt>
                  <dd className="tabular-nums">-{formatPence(order.totals.refunded)}</dd>
                </div>
              )}
            </dl>
          </Panel>

          {canPack && (
            <div className="order-4">
              <DispatchForm
                orders={[{ reference: order.reference, version: order.version, name: order.customer.name }]}
                onDone={() => {
                  setNotice(`Marked as dispatched. ${order.customer.name} has been emailed.`);
                  void load();
                }}
              />
            </div>
          )}
          {canRefund && (
            <div className="order-6">
              <RefundForm
                order={order}
                onDone={(updated, message) => {
                  setOrder(updated);
                  setNotice(message);
                }}
              />
            </div>
          )}

          <Panel title="Timeline" className="order-7">
            <ol aria-label="What happened" className="space-y-3">
              {order.timeline.map((entry, i) => (
                <li key={i} className="grid gap-0.5 text-sm sm:grid-cols-[11rem_1fr]">
                  <time dateTime={entry.at} className="text-muted">
                    {formatWhen(entry.at)}
                  </time>
                  <div className="min-w-0 break-words">
                    <p className="font-medium">{entry.title}</p>
                    {entry.detail && <p className="text-muted">{entry.detail}</p>}
                    {entry.by && <p className="text-muted">by {entry.by}</p>}
                  </div>
                </li>
              ))}
            </ol>
            <NoteForm
              path={`/orders/${order.reference}/notes`}
              onDone={() => {
                setNotice("Note added.");
                void load();
              }}
            />
          </Panel>
        </div>

        <div className="contents lg:block lg:space-y-6">
          <Panel title="Customer" className="order-5">
            <p className="font-medium">{order.customer.name}</p>
            <p className="break-all text-sm">
              <a className="underline" href={`mailto:${order.customer.email}`}>
                {order.customer.email}
              </a>
            </p>
            {order.customer.phone && <p className="text-sm">{order.customer.phone}</p>}
          </Panel>
          {order.delivery && (
            <Panel title="Delivery" className="order-2">
              <address className="text-sm not-italic">
                {order.delivery.address}
                <br />
                {order.delivery.city}
                <br />
                {order.delivery.postcode}
                <br />
                {order.delivery.country}
              </address>
              {order.shipping && <p className="mt-2 text-sm text-muted">{`${order.shipping.name}: ${order.shipping.time}`}</p>}
            </Panel>
          )}
          {order.dispatch && (
            <Panel title="Dispatch" className="order-3">
              <p className="text-sm">
                {order.dispatch.carrier}, {formatWhen(order.dispatch.at)}
              </p>
              <p className="text-sm">
                Tracking:{" "}
                {order.dispatch.trackingUrl ? (
                  <a className="underline" href={order.dispatch.trackingUrl} target="_blank" rel="noreferrer">
                    {order.dispatch.trackingNumber}
                  </a>
                ) : (
                  (order.dispatch.trackingNumber ?? "none (untracked post)")
                )}
              </p>
              {hasRole(me, ["owner", "fulfilment"]) && (
                <DispatchCorrection
                  order={order}
                  onDone={(updated, message) => {
                    setOrder(updated);
                    setNotice(message);
                  }}
                />
              )}
            </Panel>
          )}
        </div>
      </div>
    </AdminPage>
  );
}

/** An order the customer asked us to erase (kept, and why), or whose personal details are gone. */
function PrivacyNotice({ privacy }: { privacy: NonNullable<OrderDetail["privacy"]> }) {
  const text = privacy.anonymisedAt
    ? `Personal details removed ${formatWhen(privacy.anonymisedAt)} (erasure or the end of the retention period); the amounts stay.`
    : `The customer asked to be erased ${formatWhen(privacy.erasureRequestedAt)}. This order is ${privacy.heldReason ? heldReasonLabels[privacy.heldReason] : "kept"}: use it only for that.`;
  return (
    <p role="note" className="rounded-lg border border-line bg-sand/60 px-4 py-3 text-sm text-ink">
      {text}
    </p>
  );
}
