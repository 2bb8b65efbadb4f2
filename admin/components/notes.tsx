// The team's notes on a record (an order, a speaking request, a complaint): the form that adds
// one, and the list of them with who wrote each. The server keeps them, audited.
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { formatWhen, Panel } from "./page";

/** `path`: the record's notes route under /api/admin, e.g. `/orders/PM-10001/notes`. */
export function NoteForm({ path, onDone }: { path: string; onDone(): void }) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api("POST", path, { body: { body } });
      setBody("");
      setError(undefined);
      onDone();
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldMessage("body") ?? caught.message) : messageOf(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3 border-t border-line pt-4">
      <TextareaField label="Add a note for the team" name="note" maxLength={2000} value={body} onChange={(e) => setBody(e.target.value)} error={error} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Add note
      </Button>
    </form>
  );
}

export interface Note {
  id: string;
  at: string;
  body: string;
  by: string;
}

/** The "Notes" panel: each note, newest as the server orders them, and the form to add one. */
export function NotesPanel({ notes, path, onAdded }: { notes: readonly Note[]; path: string; onAdded(): void }) {
  return (
    <Panel title="Notes">
      {notes.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ol aria-label="Notes" className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="grid gap-0.5 text-sm sm:grid-cols-[11rem_1fr]">
              <time dateTime={note.at} className="text-muted">
                {formatWhen(note.at)}
              </time>
              <div className="min-w-0">
                <p className="break-words whitespace-pre-wrap">{note.body}</p>
                <p className="text-muted">by {note.by}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <NoteForm path={path} onDone={onAdded} />
    </Panel>
  );
}
