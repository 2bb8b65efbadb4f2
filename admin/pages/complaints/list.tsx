// /admin/complaints: complaints about how we handle personal data, from the form at
// /privacy/complaint (owners): new ones first (the default tab), or any status or all; search
// by the start of a name or an email address; newest first, 50 at a time; each with the date
// a full answer is due.
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { complaintListSchema, complaintStatuses, complaintStatusLabels, type ComplaintStatus } from "@core/schemas/complaint";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../../components/page";
import { Badge } from "../../components/status";
import { usePagedList } from "../../components/use-paged-list";

const statusTone: Record<ComplaintStatus, string> = {
  new: "bg-gold-100 text-gold-700",
  acknowledged: "bg-sand text-ink",
  answered: "bg-evergreen-100 text-evergreen-900",
  closed: "border border-line bg-white text-muted",
};

/** A complaint's status in words (colour is never the only signal). */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <Badge className={statusTone[status]}>{complaintStatusLabels[status]}</Badge>;
}

/** "2026-12-27" → "27 Dec 2026": a calendar date, the same wherever the reader is. */
export function formatDueDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(time);
}

/** Still owed an answer and past its date. */
export function isOverdue(status: ComplaintStatus, day: string): boolean {
  return (status === "new" || status === "acknowledged") && day < new Date().toISOString().slice(0, 10);
}

const tabs = [...complaintStatuses, "all"] as const;
type Tab = (typeof tabs)[number];

export function ComplaintListPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const tab: Tab = tabs.find((t) => t === requested) ?? "new";
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ ...(tab !== "all" && { status: tab }), ...(q && { q }) }).toString();
  const { rows: complaints, error, loadMore } = usePagedList(`/complaints?${query}`, complaintListSchema, "complaints");

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
    <AdminPage
      title="Complaints"
      intro="Complaints about how we handle someone's personal data, sent from the form linked on the privacy page. Each person was emailed an acknowledgement at once; they are owed a full answer without undue delay, by the date shown."
    >
      <nav aria-label="Complaint status" className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t} to={linkFor(t)} aria-current={tab === t ? "page" : undefined} className={cn("btn btn-sm", tab === t ? "btn-primary" : "btn-outline")}>
            {t === "all" ? "All" : complaintStatusLabels[t]}
          </Link>
        ))}
      </nav>

      <Panel>
        <form onSubmit={search} role="search" aria-label="Find complaints" key={q} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField label="Search" name="q" defaultValue={q} maxLength={100} hint="The start of a name or an email address." />
          <Button type="submit" className="sm:mt-7">
            Search
          </Button>
        </form>
      </Panel>

      <ErrorNotice>{error}</ErrorNotice>

      {complaints === undefined ? (
        !error && <p role="status">Loading complaints…</p>
      ) : complaints.length === 0 ? (
        <Panel>
          <p className="text-muted">{tab === "new" && !q ? "No new complaints." : "No complaints match."}</p>
        </Panel>
      ) : (
        <ul aria-label="Complaints" className="divide-y divide-line rounded-card border border-line bg-white">
          {complaints.map((complaint) => (
            <li key={complaint.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:p-4">
              <div className="min-w-0">
                <Link to={`/complaints/${complaint.id}`} className="font-semibold break-words text-evergreen-700 underline-offset-2 hover:underline">
                  {complaint.name}
                </Link>
                <p className="text-sm break-words text-muted">
                  {complaint.email} · sent {formatWhen(complaint.createdAt)} ·{" "}
                  <span className={cn(isOverdue(complaint.status, complaint.answerDueOn) && "font-semibold text-danger")}>
                    answer due {formatDueDay(complaint.answerDueOn)}
                    {isOverdue(complaint.status, complaint.answerDueOn) && " (overdue)"}
                  </span>
                  {complaint.notes > 0 && ` · ${complaint.notes} ${complaint.notes === 1 ? "note" : "notes"}`}
                </p>
              </div>
              <div>
                <ComplaintStatusBadge status={complaint.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More complaints
        </Button>
      )}
    </AdminPage>
  );
}
