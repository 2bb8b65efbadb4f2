// /admin/giving/plans: monthly gifts (active, past due, cancelled), found by name, address or
// reference, the filtered set as CSV, and stopping one when a donor phones: at once, at the
// provider, and the donor is emailed.
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { formatPence } from "@core/money";
import { planListSchema, planStatusLabels as statusLabels, type PlanList } from "@core/schemas/admin-giving";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { api, messageOf } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { FoundByReference } from "../../components/found-by-reference";
import { TestBadge } from "../../components/status";
import { TestPaymentsChoice } from "../../components/test-payments";
import { usePagedList } from "../../components/use-paged-list";
import { useListMode } from "../../preferences";
import { GivingTabs } from "./tabs";

export function PlansPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const q = params.get("q") ?? "";
  // The list's filter, which the CSV exports as it stands.
  const { ready, mode } = useListMode();
  const filters = new URLSearchParams({ ...(status && { status }), ...(q && { q }), ...(mode && { mode }) }).toString();
  const { rows: plans, error, setError, reload, loadMore } = usePagedList(ready ? `/plans?${filters}` : undefined, planListSchema, "plans");
  const [notice, setNotice] = useState<string | undefined>();
  const confirmation = useConfirmation();

  /** A status keeps the search, and a search keeps the status. */
  function choose(change: { status?: string; q?: string }) {
    const chosen = { status, q, ...change };
    setParams(new URLSearchParams(Object.entries(chosen).filter(([, value]) => value)));
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("q");
    choose({ q: typeof value === "string" ? value.trim() : "" });
  }

  async function cancel(plan: PlanList["plans"][number]) {
    const question = `Cancel ${plan.donor}'s monthly gift of ${formatPence(plan.amount)} now? No further payments will be taken and they will be emailed.`;
    if (!(await confirmation.ask(question, "Yes, cancel it", plan.reference))) return;
    setError(undefined);
    try {
      await api("POST", `/plans/${plan.reference}/cancel`);
      setNotice(`${plan.reference} is cancelled. ${plan.donor} has been emailed.`);
      await reload();
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  return (
    <AdminPage
      title="Monthly plans"
      actions={
        <a className="btn btn-outline btn-sm" href={`/api/admin/plans.csv?${filters}`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      }
    >
      <GivingTabs />
      <TestPaymentsChoice />
      <Panel>
        <form onSubmit={search} role="search" aria-label="Find monthly plans" key={q} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField label="Search" name="q" defaultValue={q} hint="A reference (GF-…), a name or an email address." />
          <Button type="submit">Find plans</Button>
        </form>
      </Panel>
      <nav aria-label="Plan status" className="flex flex-wrap gap-2">
        {(["", "active", "past_due", "cancelled"] as const).map((s) => (
          <button key={s || "all"} type="button" aria-pressed={status === s} onClick={() => choose({ status: s })} className={cn("btn btn-sm", status === s ? "btn-primary" : "btn-outline")}>
            {s ? statusLabels[s] : "All"}
          </button>
        ))}
      </nav>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      <FoundByReference typed={q} prefix="GF" />
      {plans === undefined ? (
        <p role="status">Loading plans…</p>
      ) : plans.length === 0 ? (
        <Panel>
          <p className="text-muted">No monthly plans here.</p>
        </Panel>
      ) : (
        <ul aria-label="Monthly plans" className="divide-y divide-line rounded-card border border-line bg-white">
          {plans.map((plan) => (
            <li key={plan.reference} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  <Link to={`/giving/donors/${encodeURIComponent(plan.email)}`} className="underline-offset-2 hover:underline">
                    {plan.donor}
                  </Link>{" "}
                  · {formatPence(plan.amount)} a month <TestBadge test={plan.test} />
                </p>
                <p className="truncate text-sm text-muted">
                  {plan.reference} · {plan.email} · since {formatWhen(plan.since)} · {formatPence(plan.totalGiven)} given
                  {plan.nextPaymentAt ? ` · next about ${formatWhen(plan.nextPaymentAt)}` : ""}
                </p>
              </div>
              <span className="text-sm font-semibold">{statusLabels[plan.status]}</span>
              {plan.status !== "cancelled" && (
                <Button size="sm" variant="destructive" aria-label={`Cancel ${plan.reference}`} onClick={() => void cancel(plan)}>
                  Cancel plan
                </Button>
              )}
              {confirmation.prompt(plan.reference)}
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More plans
        </Button>
      )}
    </AdminPage>
  );
}
