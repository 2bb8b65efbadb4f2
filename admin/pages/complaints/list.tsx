// /admin/complaints: complaints about how we handle personal data, from the form at
// /privacy/complaint (owners): new ones first (the default tab), or any status or all; search
// by the start of a name or an email address; newest first, 50 at a time; each with the date
// a full answer is due.
import { Link } from "react-router";
import { complaintListSchema, complaintStatuses, complaintStatusLabels, type ComplaintStatus } from "@core/schemas/complaint";
import { cn } from "~/lib/utils";
import { InboxListPage, InboxStatusBadge, noteCount } from "../../components/inbox";
import { formatWhen } from "../../components/page";

const statusTone: Record<ComplaintStatus, string> = {
  new: "bg-gold-100 text-gold-700",
  acknowledged: "bg-sand text-ink",
  answered: "bg-evergreen-100 text-evergreen-900",
  closed: "border border-line bg-white text-muted",
};

/** A complaint's status in words (colour is never the only signal). */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <InboxStatusBadge status={status} labels={complaintStatusLabels} tones={statusTone} />;
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

export function ComplaintListPage() {
  return (
    <InboxListPage
      title="Complaints"
      intro="Complaints about how we handle someone's personal data, sent from the form linked on the privacy page. Each person was emailed an acknowledgement at once; they are owed a full answer without undue delay, by the date shown."
      statuses={complaintStatuses}
      statusLabels={complaintStatusLabels}
      path="/complaints"
      schema={complaintListSchema}
      field="complaints"
      noun={{ one: "complaint", many: "complaints", list: "Complaints" }}
      searchHint="The start of a name or an email address."
      nothingNew="No new complaints."
      id={(complaint) => complaint.id}
      badge={(complaint) => <ComplaintStatusBadge status={complaint.status} />}
      row={(complaint) => (
        <>
          <Link to={`/complaints/${complaint.id}`} className="font-semibold break-words text-evergreen-700 underline-offset-2 hover:underline">
            {complaint.name}
          </Link>
          <p className="text-sm break-words text-muted">
            {complaint.email} · sent {formatWhen(complaint.createdAt)} ·{" "}
            <span className={cn(isOverdue(complaint.status, complaint.answerDueOn) && "font-semibold text-danger")}>
              answer due {formatDueDay(complaint.answerDueOn)}
              {isOverdue(complaint.status, complaint.answerDueOn) && " (overdue)"}
            </span>
            {noteCount(complaint.notes)}
          </p>
        </>
      )}
    />
  );
}
