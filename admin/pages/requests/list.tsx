// /admin/requests: the owners' inbox of speaking requests from /book-call: new ones first
// (the default tab), or replied, booked, declined or all; search by the start of a name, an
// email address or an organisation; newest first, 50 at a time.
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import {
  requestListSchema,
  speakingRequestStatuses,
  speakingRequestStatusLabels,
  type SpeakingRequestStatus,
} from "@core/schemas/admin-requests";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../../components/page";
import { Badge } from "../../components/status";
import { usePagedList } from "../../components/use-paged-list";

const statusTone: Record<SpeakingRequestStatus, string> = {
  new: "bg-gold-100 text-gold-700",
  replied: "bg-sand text-ink",
  booked: "bg-evergreen-100 text-evergreen-900",
  declined: "border border-line bg-white text-muted",
};

/** A request's status in words (colour is never the only signal). */
export function RequestStatusBadge({ status }: { status: SpeakingRequestStatus }) {
  return <Badge className={statusTone[status]}>{speakingRequestStatusLabels[status]}</Badge>;
}

/** "2026-09-19" → "Sat 19 Sept 2026": a calendar date, the same wherever the reader is. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(time);
}

const tabs = [...speakingRequestStatuses, "all"] as const;
type Tab = (typeof tabs)[number];

export function RequestListPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const tab: Tab = tabs.find((t) => t === requested) ?? "new";
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ ...(tab !== "all" && { status: tab }), ...(q && { q }) }).toString();

  const { rows: requests, page, error, loadMore } = usePagedList(`/requests?${query}`, requestListSchema, "requests");

  const linkFor = (t: Tab) => {
    const target = new URLSearchParams({ ...(t !== "new" && { status: t }), ...(q && { q }) }).toString();
    return target ? `?${target}` : "?";
  };

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("q");
    const text = typeof typed === "string" ? typed.trim() : "";
    setParams({ ...(tab !== "new" && { status: tab }), ...(text && { q: text }) });
  }

  return (
    <AdminPage title="Speaking requests" intro="Requests for a speaker sent from the Book a call page.">
      <nav aria-label="Request status" className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t} to={linkFor(t)} aria-current={tab === t ? "page" : undefined} className={cn("btn btn-sm", tab === t ? "btn-primary" : "btn-outline")}>
            {t === "all" ? "All" : speakingRequestStatusLabels[t]}
          </Link>
        ))}
      </nav>

      <Panel>
        <form onSubmit={search} role="search" aria-label="Find requests" key={q} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField label="Search" name="q" defaultValue={q} maxLength={100} hint="The start of a name, an email address or an organisation." />
          <Button type="submit" className="sm:mt-7">
            Search
          </Button>
        </form>
      </Panel>

      <ErrorNotice>{error}</ErrorNotice>
      {/* A search on one tab finds only that status: say where the others are. */}
      {page?.moreInAll ? (
        <p className="text-sm">
          <Link to={linkFor("all")} className="font-semibold text-evergreen-700 underline underline-offset-2">
            {page.moreInAll} more {page.moreInAll === 1 ? "request matches" : "requests match"} in All
          </Link>
        </p>
      ) : null}

      {requests === undefined ? (
        !error && <p role="status">Loading requests…</p>
      ) : requests.length === 0 ? (
        <Panel>
          <p className="text-muted">{tab === "new" && !q ? "No new requests: every request has been answered." : "No requests match."}</p>
        </Panel>
      ) : (
        <ul aria-label="Speaking requests" className="divide-y divide-line rounded-card border border-line bg-white">
          {requests.map((request) => (
            <li key={request.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:p-4">
              <div className="min-w-0">
                <Link to={`/requests/${request.id}`} className="font-semibold break-words text-evergreen-700 underline-offset-2 hover:underline">
                  {request.name}, {request.organisation}
                </Link>
                <p className="text-sm break-words text-muted">
                  Event {formatDay(request.eventDate)} in {request.location} · sent {formatWhen(request.createdAt)}
                  {request.notes > 0 && ` · ${request.notes} ${request.notes === 1 ? "note" : "notes"}`}
                </p>
              </div>
              <div>
                <RequestStatusBadge status={request.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More requests
        </Button>
      )}
    </AdminPage>
  );
}
