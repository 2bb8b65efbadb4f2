// /admin/giving/donors: one row per donor address, in address order, with what they gave;
// search by address, name or reference, live or test, and the filtered set as CSV. Each row
// opens the donor's own page.
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Download } from "lucide-react";
import { formatPence, groupThousands } from "@core/money";
import { donorListSchema } from "@core/schemas/admin-giving";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../../components/page";
import { FoundByReference } from "../../components/found-by-reference";
import { TestBadge } from "../../components/status";
import { TestPaymentsChoice } from "../../components/test-payments";
import { usePagedList } from "../../components/use-paged-list";
import { useListMode } from "../../preferences";
import { GivingTabs } from "./tabs";

export function DonorsPage() {
  const [params, setParams] = useSearchParams();
  const { ready, mode } = useListMode();
  const asked = new URLSearchParams(params.get("q") ? { q: params.get("q")! } : {});
  if (mode) asked.set("mode", mode);
  const query = asked.toString();
  const { rows: donors, error, loadMore } = usePagedList(ready ? `/donors?${query}` : undefined, donorListSchema, "donors");

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = new URLSearchParams();
    for (const key of ["q"]) {
      const value = form.get(key);
      if (typeof value === "string" && value.trim()) chosen.set(key, value.trim());
    }
    setParams(chosen);
  }

  return (
    <AdminPage
      title="Donors"
      actions={
        <a className="btn btn-outline btn-sm" href={`/api/admin/donors.csv?${query}`} download>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      }
    >
      <GivingTabs />
      <TestPaymentsChoice />
      <Panel>
        {/* Drawn afresh for another address, not for the test-payments choice arriving: that would wipe a search typed meanwhile. */}
        <form onSubmit={filter} role="search" aria-label="Find donors" key={params.toString()} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField label="Search" name="q" defaultValue={params.get("q") ?? ""} hint="An email address (or its start), a name or a GF- reference." />
          <Button type="submit">Show donors</Button>
        </form>
      </Panel>
      <ErrorNotice>{error}</ErrorNotice>
      <FoundByReference typed={params.get("q")} prefix="GF" />
      {donors === undefined ? (
        !error && <p role="status">Loading donors…</p>
      ) : donors.length === 0 ? (
        <Panel>
          <p className="text-muted">No donors match.</p>
        </Panel>
      ) : (
        <ul aria-label="Donors" className="divide-y divide-line rounded-card border border-line bg-white">
          {donors.map((donor) => (
            <li key={donor.email} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4 sm:p-4">
              <div className="min-w-0">
                <Link to={`/giving/donors/${encodeURIComponent(donor.email)}`} className="block truncate font-medium underline-offset-2 hover:underline">
                  {donor.name}
                </Link>
                <p className="truncate text-sm text-muted">{donor.email}</p>
                <p className="text-sm text-muted">
                  {groupThousands(donor.gifts)} {donor.gifts === 1 ? "gift" : "gifts"} · last {formatWhen(donor.lastGiftAt)}
                  {donor.activePlan ? " · monthly gift" : ""}
                  {donor.giftAid ? " · Gift Aid" : ""}
                  {donor.refunded ? ` · ${formatPence(donor.refunded)} refunded` : ""}
                </p>
              </div>
              <span className="justify-self-start sm:justify-self-auto">
                <TestBadge test={donor.test} />
              </span>
              <p className="font-semibold tabular-nums sm:text-right">{formatPence(donor.given)}</p>
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More donors
        </Button>
      )}
    </AdminPage>
  );
}
