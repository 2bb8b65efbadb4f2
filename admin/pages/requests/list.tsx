// /admin/requests: the owners' inbox of speaking requests from /book-call: new ones first
// (the default tab), or replied, booked, declined or all; search by the start of a name, an
// email address or an organisation; newest first, 50 at a time.
import { Link } from "react-router";
import {
  requestListSchema,
  speakingRequestStatuses,
  speakingRequestStatusLabels,
  type SpeakingRequestStatus,
} from "@core/schemas/admin-requests";
import { InboxListPage, InboxStatusBadge, noteCount } from "../../components/inbox";
import { formatWhen } from "../../components/page";

const statusTone: Record<SpeakingRequestStatus, string> = {
  new: "bg-gold-100 text-gold-700",
  replied: "bg-sand text-ink",
  booked: "bg-evergreen-100 text-evergreen-900",
  declined: "border border-line bg-white text-muted",
};

/** A request's status in words (colour is never the only signal). */
export function RequestStatusBadge({ status }: { status: SpeakingRequestStatus }) {
  return <InboxStatusBadge status={status} labels={speakingRequestStatusLabels} tones={statusTone} />;
}

/** "2026-09-19" → "Sat 19 Sept 2026": a calendar date, the same wherever the reader is. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(time);
}

export function RequestListPage() {
  return (
    <InboxListPage
      title="Speaking requests"
      intro="Requests for a speaker sent from the Book a call page."
      statuses={speakingRequestStatuses}
      statusLabels={speakingRequestStatusLabels}
      path="/requests"
      schema={requestListSchema}
      field="requests"
      noun={{ one: "request", many: "requests", list: "Speaking requests" }}
      searchHint="The start of a name, an email address or an organisation."
      nothingNew="No new requests: every request has been answered."
      id={(request) => request.id}
      badge={(request) => <RequestStatusBadge status={request.status} />}
      row={(request) => (
        <>
          <Link to={`/requests/${request.id}`} className="font-semibold break-words text-evergreen-700 underline-offset-2 hover:underline">
            {request.name}, {request.organisation}
          </Link>
          <p className="text-sm break-words text-muted">
            Event {formatDay(request.eventDate)} in {request.location} · sent {formatWhen(request.createdAt)}
            {noteCount(request.notes)}
          </p>
        </>
      )}
    />
  );
}
