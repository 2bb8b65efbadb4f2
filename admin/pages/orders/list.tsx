// /admin/orders: orders to dispatch (the default: paid, not sent, oldest first), or every order
// with filters; search by reference, name, email or postcode; totals of the filtered set; CSV
// of it; and, for packers, a selection to dispatch or print packing slips for at once.
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Download, Printer, Truck } from "lucide-react";
import { formatPence, groupThousands } from "@core/money";
import { exactReference } from "@core/references";
import { orderListSchema, paymentStatuses, paymentStatusLabels, type OrderSummary } from "@core/schemas/admin-orders";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { FoundByReference } from "../../components/found-by-reference";
import { FulfilmentBadge, PaymentBadge, TestBadge } from "../../components/status";
import { TestPaymentsChoice } from "../../components/test-payments";
import { usePagedList } from "../../components/use-paged-list";
import { useListMode } from "../../preferences";
import { hasRole, useMe } from "../../session";
import { DispatchForm } from "./dispatch-form";

const filterKeys = ["view", "q", "payment", "fulfilment", "from", "to"] as const;

/** The same search and filters on All orders. */
function allOrdersSearch(query: URLSearchParams): string {
  const all = new URLSearchParams(query);
  all.set("view", "all");
  return all.toString();
}

export function OrderListPage() {
  const me = useMe();
  const canPack = hasRole(me, ["owner", "fulfilment"]);
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "all" ? "all" : "to-dispatch";
  const query = new URLSearchParams();
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  // Live only, or live and test: the person's one choice (admin/preferences.tsx), not the address's.
  const { ready, mode } = useListMode();
  const asked = new URLSearchParams(query);
  if (mode) asked.set("mode", mode);
  const queryString = asked.toString();
  const typedReference = exactReference(params.get("q"), "PM");

  const { rows: orders, page, error, setError, reload, loadMore } = usePagedList(ready ? `/orders?${queryString}` : undefined, orderListSchema, "orders");
  const totals = page?.totals;
  const [notice, setNotice] = useState<string | undefined>();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dispatching, setDispatching] = useState(false);
  // Other filters, other orders: nothing stays chosen from the last list.
  useEffect(() => setSelected(new Set()), [queryString]);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const nextParams = new URLSearchParams();
    if (view === "all") nextParams.set("view", "all");
    for (const key of ["q", "payment", "fulfilment", "from", "to"]) {
      const value = form.get(key);
      if (typeof value === "string" && value.trim()) nextParams.set(key, value.trim());
    }
    setParams(nextParams);
  }

  const toggle = (reference: string) =>
    setSelected((current) => {
      const copy = new Set(current);
      if (copy.has(reference)) copy.delete(reference);
      else copy.add(reference);
      return copy;
    });
  const chosen = (orders ?? []).filter((o) => selected.has(o.reference));
  const selectable = (o: OrderSummary) => canPack && o.fulfilment === "unfulfilled" && (o.payment === "paid" || o.payment === "partially_refunded");

  return (
    <AdminPage
      title="Orders"
      actions={
        <a className="btn btn-outline btn-sm" href={`/api/admin/orders.csv?${queryString}`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      }
    >
      <nav aria-label="Which orders" className="flex gap-2">
        {(["to-dispatch", "all"] as const).map((v) => (
          <Link
            key={v}
            to={v === "all" ? "?view=all" : "?"}
            aria-current={view === v ? "page" : undefined}
            className={cn("btn btn-sm", view === v ? "btn-primary" : "btn-outline")}
          >
            {v === "all" ? "All orders" : "To dispatch"}
          </Link>
        ))}
      </nav>

      <TestPaymentsChoice />
      <Panel>
        {/* Drawn afresh for another address, not for the test-payments choice arriving: that would wipe a search typed meanwhile. */}
        <form onSubmit={applyFilters} role="search" aria-label="Find orders" key={params.toString()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <TextField className="sm:col-span-2" label="Search" name="q" defaultValue={params.get("q") ?? ""} hint="A reference, name, email address or postcode." />
          {view === "all" && (
            <>
              <SelectField label="Payment" name="payment" defaultValue={params.get("payment") ?? ""}>
                <option value="">Any</option>
                {paymentStatuses.map((s) => (
                  <option key={s} value={s}>
                    {paymentStatusLabels[s]}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Fulfilment" name="fulfilment" defaultValue={params.get("fulfilment") ?? ""}>
                <option value="">Any</option>
                <option value="unfulfilled">Not sent</option>
                <option value="dispatched">Dispatched</option>
              </SelectField>
              <TextField label="Placed from" type="date" name="from" defaultValue={params.get("from") ?? ""} />
              <TextField label="Placed to" type="date" name="to" defaultValue={params.get("to") ?? ""} />
            </>
          )}
          <Button type="submit">Show orders</Button>
        </form>
      </Panel>

      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>

      {totals && (
        <p className="text-sm text-muted" role="status">
          {groupThousands(totals.count)} {totals.count === 1 ? "order" : "orders"} · {formatPence(totals.total)}
        </p>
      )}
      <FoundByReference typed={params.get("q")} prefix="PM" />
      {/* Any other search on "To dispatch" finds only orders still to send: say where the others are. */}
      {page?.moreInAll ? (
        <p className="text-sm">
          <Link to={`?${allOrdersSearch(query)}`} className="font-semibold text-evergreen-700 underline underline-offset-2">
            {groupThousands(page.moreInAll)} more {page.moreInAll === 1 ? "order matches" : "orders match"} in All orders
          </Link>
        </p>
      ) : null}

      {canPack && chosen.length > 0 && (
        <div className="sticky bottom-2 z-30 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white p-3 shadow-card">
          <span className="text-sm font-medium">{chosen.length} selected</span>
          <Button size="sm" onClick={() => setDispatching(true)}>
            <Truck aria-hidden="true" />
            Dispatch selected
          </Button>
          <Link className="btn btn-outline btn-sm" to={`/orders/packing-slips?refs=${chosen.map((o) => o.reference).join(",")}`}>
            <Printer aria-hidden="true" />
            Packing slips
          </Link>
        </div>
      )}

      {dispatching && chosen.length > 0 && (
        <DispatchForm
          orders={chosen.map((o) => ({ reference: o.reference, version: o.version, name: o.name }))}
          onCancel={() => setDispatching(false)}
          onDone={(count) => {
            setDispatching(false);
            setNotice(`${count} ${count === 1 ? "order" : "orders"} marked as dispatched. The customers have been emailed.`);
            setSelected(new Set());
            reload().catch((caught: unknown) => setError(messageOf(caught)));
          }}
        />
      )}

      {orders === undefined ? (
        <p role="status">Loading orders…</p>
      ) : orders.length === 0 ? (
        <Panel>
          <p className="text-muted">
            {view === "to-dispatch" && !params.get("q")
              ? "Nothing to dispatch: every paid order has been sent."
              : typedReference
                ? `There is no order ${typedReference}.`
                : view === "to-dispatch"
                ? "No order to dispatch matches."
                : "No orders match."}
          </p>
        </Panel>
      ) : (
        <ul aria-label="Orders" className="divide-y divide-line rounded-card border border-line bg-white">
          {orders.map((order) => (
            <li key={order.reference} className="flex items-start gap-3 p-3 sm:items-center sm:p-4">
              {selectable(order) && (
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-evergreen-700 sm:mt-0"
                  checked={selected.has(order.reference)}
                  onChange={() => toggle(order.reference)}
                  aria-label={`Select ${order.reference}`}
                />
              )}
              <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[8rem_1fr_auto_auto] sm:items-center sm:gap-4">
                <Link to={`/orders/${order.reference}`} className="font-semibold text-evergreen-700 underline-offset-2 hover:underline">
                  {order.reference}
                </Link>
                <div className="min-w-0">
                  <p className="truncate font-medium">{order.name}</p>
                  <p className="truncate text-sm text-muted">
                    {formatWhen(order.createdAt)} · {order.items} {order.items === 1 ? "item" : "items"}
                    {order.postcode && ` · ${order.postcode}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <PaymentBadge status={order.payment} />
                  <FulfilmentBadge status={order.fulfilment} />
                  <TestBadge test={order.test} />
                </div>
                <p className="font-semibold tabular-nums sm:text-right">{formatPence(order.total)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More orders
        </Button>
      )}
    </AdminPage>
  );
}
