// /admin/audit (owners): every sign-in, failure and change, newest first, filtered by person
// and action, 50 at a time. The log is append-only: nothing here can change it.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { auditPageSchema, type AuditEntry } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, messageOf } from "../api";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../components/page";

function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const actor = params.get("actor") ?? "";
  const action = params.get("action") ?? "";
  const [actorInput, setActorInput] = useState(actor);
  const [entries, setEntries] = useState<AuditEntry[] | undefined>();
  const [actions, setActions] = useState<string[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const load = useCallback(
    async (before?: number) => {
      const query = new URLSearchParams({ ...(actor && { actor }), ...(action && { action }), ...(before && { before: String(before) }) });
      const page = await api("GET", `/audit?${query.toString()}`, { schema: auditPageSchema });
      setEntries((shown) => (before && shown ? [...shown, ...page.entries] : page.entries));
      setActions(page.actions);
      setNext(page.next);
    },
    [actor, action],
  );

  useEffect(() => {
    setEntries(undefined);
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("action");
    setParams({ ...(actorInput.trim() && { actor: actorInput.trim() }), ...(typeof chosen === "string" && chosen && { action: chosen }) });
  }

  return (
    <AdminPage title="Audit log" intro="Who did what, when and from where. Nothing here can be edited or deleted.">
      <ErrorNotice>{error}</ErrorNotice>
      <Panel>
        <form onSubmit={filter} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" role="search" aria-label="Filter the audit log">
          <TextField label="Person (email)" name="actor" value={actorInput} onChange={(e) => setActorInput(e.target.value)} />
          <SelectField label="Action" name="action" defaultValue={action} key={action}>
            <option value="">Every action</option>
            {actions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Filter</Button>
        </form>
      </Panel>
      {entries === undefined ? (
        <p role="status">Loading…</p>
      ) : entries.length === 0 ? (
        <Panel>
          <p className="text-muted">Nothing matches these filters.</p>
        </Panel>
      ) : (
        <Panel>
          <ol aria-label="Audit entries" className="divide-y divide-line">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_1fr]">
                <time dateTime={entry.at} className="text-muted">
                  {formatWhen(entry.at)}
                </time>
                <div className="min-w-0 break-words">
                  <p>
                    <span className="font-medium text-ink">{entry.actor}</span> <code className="rounded bg-sand px-1">{entry.action}</code>
                    {entry.target && <span className="text-muted"> · {entry.target}</span>}
                  </p>
                  <p className="text-muted">
                    {entry.ip && `from ${entry.ip}`}
                    {entry.ip && Object.keys(entry.details).length > 0 && " · "}
                    {detailsText(entry.details)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          {next && (
            <Button className="mt-4" variant="outline" onClick={() => void load(next).catch((caught: unknown) => setError(messageOf(caught)))}>
              Older entries
            </Button>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
