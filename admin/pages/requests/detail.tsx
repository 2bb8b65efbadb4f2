// /admin/requests/:id: one speaking request, every field as it was sent (the message as plain
// text: React escapes it, so nothing in it runs or links), its status, and the team's notes.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
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
import { NotesPanel } from "../../components/notes";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
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

export function RequestDetailPage() {
  const { id = "" } = useParams();
  const [request, setRequest] = useState<RequestDetail | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const load = useCallback(async () => setRequest(await api("GET", `/requests/${encodeURIComponent(id)}`, { schema: requestDetailSchema })), [id]);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  const back = (
    <Link to="/requests" className="underline">
      Back to requests
    </Link>
  );

  if (!request) {
    return (
      <AdminPage title="Speaking request">
        {error ? <ErrorNotice>{error}</ErrorNotice> : <p role="status">Loading the request…</p>}
        {back}
      </AdminPage>
    );
  }

  const fields: [string, string][] = [
    ["Organisation", request.organisation],
    ["Event date", formatDay(request.eventDate)],
    ["Location", request.location],
    ["Audience", request.audienceSize === null ? "Not given" : groupThousands(request.audienceSize)],
    ["Topic", request.topic ?? "Not given"],
  ];

  return (
    <AdminPage title={`Request from ${request.name}`} intro={`Sent ${formatWhen(request.createdAt)} · last changed ${formatWhen(request.updatedAt)}`} actions={back}>
      <div className="flex flex-wrap gap-2">
        <RequestStatusBadge status={request.status} />
      </div>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
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

          <Panel title="Message">
            <p className="break-words whitespace-pre-wrap">{request.message}</p>
          </Panel>

          <NotesPanel
            notes={request.notes}
            path={`/requests/${request.id}/notes`}
            onAdded={() => {
              setNotice("Note added.");
              load().catch((caught: unknown) => setError(messageOf(caught)));
            }}
          />
        </div>

        <div className="space-y-6">
          <Panel title="From">
            <p className="font-medium break-words">{request.name}</p>
            <p className="text-sm break-all">
              <a className="underline" href={`mailto:${request.email}`}>
                {request.email}
              </a>
            </p>
            {request.phone && (
              <p className="text-sm">
                <a className="underline" href={`tel:${request.phone.replace(/[^\d+]/g, "")}`}>
                  {request.phone}
                </a>
              </p>
            )}
          </Panel>
          <Panel title="Status">
            <StatusForm
              request={request}
              onDone={(updated) => {
                setRequest(updated);
                setNotice(`Marked as ${speakingRequestStatusLabels[updated.status].toLowerCase()}.`);
              }}
            />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
