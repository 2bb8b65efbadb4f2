// /admin/requests/:id: one speaking request, every field as it was sent (the message as plain
// text: React escapes it, so nothing in it runs or links), its status, and the team's notes.
import { useEffect, useState, type FormEvent } from "react";
import { groupThousands } from "@core/money";
import {
  requestDetailSchema,
  speakingRequestStatuses,
  speakingRequestStatusLabels,
  type RequestDetail,
  type SpeakingRequestStatus,
} from "@core/schemas/admin-requests";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { InboxRecordPage } from "../../components/inbox";
import { formatWhen, Panel } from "../../components/page";
import { formatDay, RequestStatusBadge } from "./list";

function StatusForm({ request, onDone }: { request: RequestDetail; onDone(updated: RequestDetail): void }) {
  const [status, setStatus] = useState<SpeakingRequestStatus>(request.status);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setStatus(request.status), [request.status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onDone(await api("PATCH", `/requests/${request.id}`, { body: { status }, schema: requestDetailSchema }));
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldMessage("status") ?? caught.message) : messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3">
      <SelectField label="Status" name="status" value={status} onChange={(e) => setStatus(e.target.value as SpeakingRequestStatus)} error={error}>
        {speakingRequestStatuses.map((s) => (
          <option key={s} value={s}>
            {speakingRequestStatusLabels[s]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="sm" disabled={busy || status === request.status}>
        Save status
      </Button>
    </form>
  );
}

/** What was asked for: the event, as the form sent it. */
function EventDetails({ request }: { request: RequestDetail }) {
  const fields: [string, string][] = [
    ["Organisation", request.organisation],
    ["Event date", formatDay(request.eventDate)],
    ["Location", request.location],
    ["Audience", request.audienceSize === null ? "Not given" : groupThousands(request.audienceSize)],
    ["Topic", request.topic ?? "Not given"],
  ];
  return (
    <Panel title="The event">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function RequestDetailPage() {
  return (
    <InboxRecordPage
      path="/requests"
      schema={requestDetailSchema}
      loadingTitle="Speaking request"
      what="the request"
      backLabel="Back to requests"
      title={(request) => `Request from ${request.name}`}
      intro={(request) => `Sent ${formatWhen(request.createdAt)} · last changed ${formatWhen(request.updatedAt)}`}
      status={(request) => <RequestStatusBadge status={request.status} />}
      details={(request) => <EventDetails request={request} />}
      messageTitle="Message"
      contact={(request) =>
        request.phone && (
          <p className="text-sm">
            <a className="underline" href={`tel:${request.phone.replace(/[^\d+]/g, "")}`}>
              {request.phone}
            </a>
          </p>
        )
      }
      changeTitle="Status"
      change={(request, done) => (
        <StatusForm request={request} onDone={(updated) => done(updated, `Marked as ${speakingRequestStatusLabels[updated.status].toLowerCase()}.`)} />
      )}
    />
  );
}
