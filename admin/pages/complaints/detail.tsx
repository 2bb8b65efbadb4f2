// /admin/complaints/:id: one complaint about how we handle personal data, as it was sent (plain
// text: React escapes it), its status, the date a full answer is due, and the team's notes. Each
// change is audited on the server with before and after.
import { useEffect, useState, type FormEvent } from "react";
import { complaintDetailSchema, complaintStatuses, complaintStatusLabels, type ComplaintDetail, type ComplaintStatus } from "@core/schemas/complaint";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { InboxRecordPage } from "../../components/inbox";
import { ErrorNotice, formatWhen } from "../../components/page";
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

/** Its status, and when a full answer is due (in red once overdue). */
function StatusAndDue({ complaint }: { complaint: ComplaintDetail }) {
  const overdue = isOverdue(complaint.status, complaint.answerDueOn);
  return (
    <>
      <ComplaintStatusBadge status={complaint.status} />
      <span className={overdue ? "text-sm font-semibold text-danger" : "text-sm text-muted"}>
        Full answer due by {formatDueDay(complaint.answerDueOn)}
        {overdue && " (overdue)"}
      </span>
    </>
  );
}

export function ComplaintDetailPage() {
  return (
    <InboxRecordPage
      path="/complaints"
      schema={complaintDetailSchema}
      loadingTitle="Complaint"
      what="the complaint"
      backLabel="Back to complaints"
      title={(complaint) => `Complaint from ${complaint.name}`}
      intro={(complaint) => `Sent ${formatWhen(complaint.createdAt)} · last changed ${formatWhen(complaint.updatedAt)}`}
      status={(complaint) => <StatusAndDue complaint={complaint} />}
      messageTitle="What happened"
      changeTitle="Status and due date"
      change={(complaint, done) => <ChangeForm complaint={complaint} onDone={(updated) => done(updated, "Saved.")} />}
    />
  );
}
