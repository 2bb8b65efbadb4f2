// /admin/giving/gifts: every one-time gift and every month of a monthly gift, newest first,
// with search, dates, live or test, totals of the filtered set and its CSV.
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { formatPence, groupThousands, penceFromTyped } from "@core/money";
import { giftListSchema, type GiftList } from "@core/schemas/admin-giving";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { FoundByReference } from "../../components/found-by-reference";
import { TestBadge } from "../../components/status";
import { TestPaymentsChoice } from "../../components/test-payments";
import { usePagedList } from "../../components/use-paged-list";
import { useListMode } from "../../preferences";
import { GivingTabs } from "./tabs";

function RefundGift({ gift, onDone }: { gift: GiftList["gifts"][number]; onDone(message: string): void }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<ApiError | undefined>();
  const confirmation = useConfirmation();
  if (!open) {
    return (
      <Button size="sm" variant="outline" aria-label={`Refund ${gift.reference} of ${formatWhen(gift.paidAt)}`} onClick={() => setOpen(true)}>
        Refund
      </Button>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    const pence = penceFromTyped(amount);
    if (pence === undefined || pence <= 0) return setError(new ApiError(400, "", [{ field: "amount", message: "Enter an amount in pounds and pence, like 12.50" }]));
    if (!(await confirmation.ask(`Refund ${formatPence(pence)} to ${gift.donor}? This cannot be undone.`, `Yes, refund ${formatPence(pence)}`))) return;
    try {
      await api("POST", `/gifts/${gift.id}/refunds`, { body: { amount: pence, reason } });
      setOpen(false);
      onDone(`Refunded ${formatPence(pence)} of ${gift.reference}. ${gift.donor} has been emailed.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-2 sm:col-span-4 sm:grid-cols-[9rem_1fr_auto_auto] sm:items-end">
      {error && !error.issues.length && <ErrorNotice>{error.message}</ErrorNotice>}
      <TextField label="Amount (£)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={error?.fieldMessage("amount")} />
      <TextField label="Reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} error={error?.fieldMessage("reason")} />
      <Button type="submit" size="sm" variant="destructive">
        Refund
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {confirmation.prompt()}
    </form>
  );
}

export function GiftsPage() {
  const [params, setParams] = useSearchParams();
  // The address holds the search and dates; live only or live and test is the person's one choice.
  const { ready, mode } = useListMode();
  const asked = new URLSearchParams(["q", "from", "to"].flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  if (mode) asked.set("mode", mode);
  const query = asked.toString();
  const { rows: gifts, page, error, setError, reload, loadMore } = usePagedList(ready ? `/gifts?${query}` : undefined, giftListSchema, "gifts");
  const totals = page?.totals;
  const [notice, setNotice] = useState<string | undefined>();

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = new URLSearchParams();
    for (const key of ["q", "from", "to"]) {
      const value = form.get(key);
      if (typeof value === "string" && value.trim()) chosen.set(key, value.trim());
    }
    setParams(chosen);
  }

  return (
    <AdminPage
      title="Gifts"
      actions={
        <a className="btn btn-outline btn-sm" href={`/api/admin/gifts.csv?${query}`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      }
    >
      <GivingTabs />
      <TestPaymentsChoice />
      <Panel>
        {/* Drawn afresh for another address, not for the test-payments choice arriving: that would wipe a search typed meanwhile. */}
        <form onSubmit={filter} role="search" aria-label="Find gifts" key={params.toString()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <TextField className="sm:col-span-2" label="Search" name="q" defaultValue={params.get("q") ?? ""} hint="A reference (GF-…), a name or an email address." />
          <TextField label="From" type="date" name="from" defaultValue={params.get("from") ?? ""} />
          <TextField label="To" type="date" name="to" defaultValue={params.get("to") ?? ""} />
          <Button type="submit">Show gifts</Button>
        </form>
      </Panel>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      {totals && (
        <p role="status" className="text-sm text-muted">
          {groupThousands(totals.count)} {totals.count === 1 ? "gift" : "gifts"} · {formatPence(totals.total)}
          {totals.refunded ? ` · ${formatPence(totals.refunded)} refunded` : ""}
        </p>
      )}
      <FoundByReference typed={params.get("q")} prefix="GF" />
      {gifts === undefined ? (
        <p role="status">Loading gifts…</p>
      ) : gifts.length === 0 ? (
        <Panel>
          <p className="text-muted">No gifts match.</p>
        </Panel>
      ) : (
        <ul aria-label="Gifts" className="divide-y divide-line rounded-card border border-line bg-white">
          {gifts.map((gift) => (
            <li key={gift.id} className="grid gap-1 p-3 sm:grid-cols-[8rem_1fr_auto_auto_auto] sm:items-center sm:gap-4 sm:p-4">
              <span className="font-semibold">{gift.reference}</span>
              <div className="min-w-0">
                <Link to={`/giving/donors/${encodeURIComponent(gift.email)}`} className="block truncate font-medium underline-offset-2 hover:underline">
                  {gift.donor}
                </Link>
                <p className="truncate text-sm text-muted">
                  {formatWhen(gift.paidAt)} · {gift.monthly ? "monthly" : "one-off"}
                  {gift.giftAid ? " · Gift Aid" : ""}
                  {gift.refunded ? ` · ${formatPence(gift.refunded)} refunded` : ""}
                </p>
              </div>
              <TestBadge test={gift.test} />
              <p className="font-semibold tabular-nums sm:text-right">{formatPence(gift.amount)}</p>
              {gift.refunded < gift.amount && (
                <RefundGift
                  gift={gift}
                  onDone={(message) => {
                    setNotice(message);
                    reload().catch((caught: unknown) => setError(messageOf(caught)));
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More gifts
        </Button>
      )}
    </AdminPage>
  );
}
