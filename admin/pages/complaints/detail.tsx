// /admin/complaints/:id: one complaint about how we handle personal data, as it was sent (plain
// text: React escapes it), its status, the date a full answer is due, and the team's notes. Each
// change is audited on the server with before and after.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { complaintDetailSchema, complaintStatuses, complaintStatusLabels, type ComplaintDetail, type ComplaintStatus } from "@core/schemas/complaint";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { NotesPanel } from "../../components/notes";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { ComplaintStatusBadge, formatDueDay, isOverdue } from "./list";

function ChangeForm({ complaint, onDone }: { complaint: ComplaintDetail; onDone(updated: ComplaintDetail): void }) {
  const [status, setStatus] = useState<ComplaintStatus>(complaint.status);
  const [due, setDue] = useState(complaint.answerDueOn);
  const [errors, setErrors] = useState<{ status?: string; answerDueOn?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setStatus(complaint.status);
    setDue(complaint.answerDueOn);
  }, [complaint.status, complaint.answerDueOn]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      onDone(await api("PATCH", `/complaints/${complaint.id}`, { body: { status, answerDueOn: due }, schema: complaintDetailSchema }));
    } catch (caught) {
      if (caught instanceof ApiError) {
        setErrors({ status: caught.fieldMessage("status"), answerDueOn: caught.fieldMessage("answerDueOn"), other: caught.fieldMessage("status") || caught.fieldMessage("answerDueOn") ? undefined : caught.message });
      } else setErrors({ other: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      {errors.other && <ErrorNotice>{errors.other}</ErrorNotice>}
      <SelectField label="Status" name="status" value={status} onChange={(e) => setStatus(e.target.value as ComplaintStatus)} error={errors.status}>
        {complaintStatuses.map((s) => (
          <option key={s} value={s}>
            {complaintStatusLabels[s]}
          </option>
        ))}
      </SelectField>
      <TextField label="Full answer due by" name="answerDueOn" type="date" value={due} onChange={(e) => setDue(e.target.value)} error={errors.answerDueOn} />
      <Button type="submit" size="sm" disabled={busy || (status === complaint.status && due === complaint.answerDueOn)}>
        Save
      </Button>
    </form>
  );
}

export function ComplaintDetailPage() {
  const { id = "" } = useParams();
  const [complaint, setComplaint] = useState<ComplaintDetail | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const load = useCallback(async () => setComplaint(await api("GET", `/complaints/${encodeURIComponent(id)}`, { schema: complaintDetailSchema })), [id]);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  const back = (
    <Link to="/complaints" className="underline">
      Back to complaints
    </Link>
  );

  if (!complaint) {
    return (
      <AdminPage title="Complaint">
        {error ? <ErrorNotice>{error}</ErrorNotice> : <p role="status">Loading the complaint…</p>}
        {back}
      </AdminPage>
    );
  }

  const overdue = isOverdue(complaint.status, complaint.answerDueOn);
  return (
    <AdminPage title={`Complaint from ${complaint.name}`} intro={`Sent ${formatWhen(complaint.createdAt)} · last changed ${formatWhen(complaint.updatedAt)}`} actions={back}>
      <div className="flex flex-wrap items-center gap-2">
        <ComplaintStatusBadge status={complaint.status} />
        <span className={overdue ? "text-sm font-semibold text-danger" : "text-sm text-muted"}>
          Full answer due by {formatDueDay(complaint.answerDueOn)}
          {overdue && " (overdue)"}
        </span>
      </div>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="What happened">
            <p className="break-words whitespace-pre-wrap">{complaint.message}</p>
          </Panel>
          <NotesPanel
            notes={complaint.notes}
            path={`/complaints/${complaint.id}/notes`}
            onAdded={() => {
              setNotice("Note added.");
              load().catch((caught: unknown) => setError(messageOf(caught)));
            }}
          />
        </div>
        <div className="space-y-6">
          <Panel title="From">
            <p className="font-medium break-words">{complaint.name}</p>
            <p className="text-sm break-all">
              <a className="underline" href={`mailto:${complaint.email}`}>
                {complaint.email}
              </a>
            </p>
          </Panel>
          <Panel title="Status and due date">
            <ChangeForm
              complaint={complaint}
              onDone={(updated) => {
                setComplaint(updated);
                setNotice("Saved.");
              }}
            />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
