// /admin/audit (owners): every sign-in, failure and change, newest first, as sentences ("Ruth
// changed the stock of Grace Wins Hoodie, M, Black from 3 to 1") with a link to what each was
// about and the changes of a save listed under it; filtered by person, action and UK days, the
// filters kept in the address so a filtered view can be shared; 50 at a time. The log is
// append-only: nothing here can change it. Staff's words are text React renders, never HTML.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { auditActionLabel, auditSentence, type AuditChangeLine, type AuditNames, type SentencePart } from "@core/audit-sentences";
import { auditPageSchema, type AuditEntry } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../components/page";

const filterNames = ["actor", "action", "from", "to"] as const;
type FilterName = (typeof filterNames)[number];

function Sentence({ parts }: { parts: SentencePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={index} to={part.to} className="font-medium text-evergreen-800 underline underline-offset-2 hover:text-evergreen-700">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

function ChangeLine({ line }: { line: AuditChangeLine }) {
  return (
    <li>
      <span className="font-medium text-ink">{line.label}:</span>{" "}
      {"text" in line ? (
        line.text
      ) : (
        <>
          {line.before} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {line.after}
        </>
      )}
    </li>
  );
}

function Entry({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const sentence = auditSentence(entry, names);
  return (
    <li className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_1fr]">
      <time dateTime={entry.at} className="text-muted">
        {formatWhen(entry.at)}
      </time>
      <div className="min-w-0 break-words">
        <p className="text-ink">
          <Sentence parts={sentence.parts} />
        </p>
        {sentence.changes.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink" aria-label="Changes">
            {sentence.changes.map((line, index) => (
              <ChangeLine key={index} line={line} />
            ))}
          </ul>
        )}
        <p className="text-xs text-muted">
          {auditActionLabel(entry.action)}
          {entry.who !== entry.actor && ` · ${entry.actor}`}
          {entry.ip && ` · from ${entry.ip}`}
        </p>
      </div>
    </li>
  );
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""])) as Record<FilterName, string>;
  const { actor, action, from, to } = filters;
  const [entries, setEntries] = useState<AuditEntry[] | undefined>();
  const [actions, setActions] = useState<string[]>([]);
  const [names, setNames] = useState<AuditNames>({});
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FilterName, string>>>({});

  const load = useCallback(
    async (before?: number) => {
      const query = new URLSearchParams({ ...(actor && { actor }), ...(action && { action }), ...(from && { from }), ...(to && { to }), ...(before && { before: String(before) }) });
      const page = await api("GET", `/audit?${query.toString()}`, { schema: auditPageSchema });
      setEntries((shown) => (before && shown ? [...shown, ...page.entries] : page.entries));
      setActions(page.actions);
      setNames((known) => ({ variants: { ...known.variants, ...page.variants } }));
      setNext(page.next);
    },
    [actor, action, from, to],
  );

  const failed = useCallback((caught: unknown) => {
    if (caught instanceof ApiError && caught.issues.length) {
      setFieldErrors(Object.fromEntries(filterNames.map((name) => [name, caught.fieldMessage(name)]).filter(([, message]) => message)));
      setEntries([]);
      setError(undefined);
    } else setError(messageOf(caught));
  }, []);

  useEffect(() => {
    setEntries(undefined);
    setError(undefined);
    setFieldErrors({});
    load().catch(failed);
  }, [load, failed]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = filterNames.map((name) => [name, String(form.get(name) ?? "").trim()] as const).filter(([, value]) => value);
    setParams(Object.fromEntries(chosen));
  }

  const filtered = filterNames.some((name) => filters[name]);
  // The chosen action is an option from the first render, before the log's list of them arrives,
  // so a shared address opens with it selected.
  const byLabel = [...new Set([...actions, ...(action ? [action] : [])])].sort((a, b) => auditActionLabel(a).localeCompare(auditActionLabel(b), "en-GB"));

  return (
    <AdminPage title="Audit log" intro="Who did what, when and from where, newest first. Nothing here can be edited or deleted.">
      <ErrorNotice>{error}</ErrorNotice>
      <Panel>
        {/* Keyed by the address, so Back and a shared link show their own filters in the fields. */}
        <form key={params.toString()} onSubmit={filter} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start" role="search" aria-label="Filter the audit log">
          <TextField label="Person" name="actor" defaultValue={actor} hint="Part of a name or email address" error={fieldErrors.actor} />
          <SelectField label="Action" name="action" defaultValue={action} error={fieldErrors.action}>
            <option value="">Every action</option>
            {byLabel.map((name) => (
              <option key={name} value={name}>
                {auditActionLabel(name)}
              </option>
            ))}
          </SelectField>
          <TextField label="From" name="from" type="date" defaultValue={from} hint="The first day, UK time" error={fieldErrors.from} />
          <TextField label="To" name="to" type="date" defaultValue={to} hint="The last day, included" error={fieldErrors.to} />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
            <Button type="submit">Filter</Button>
            {filtered && (
              <Link to="/audit" className="text-sm font-medium text-evergreen-800 underline underline-offset-2">
                Clear the filters
              </Link>
            )}
          </div>
        </form>
      </Panel>
      {entries === undefined ? (
        <p role="status">Loading…</p>
      ) : entries.length === 0 ? (
        <Panel>
          <p className="text-muted" role="status">
            {Object.keys(fieldErrors).length ? "Correct the filters above to see entries." : "Nothing matches these filters."}
          </p>
        </Panel>
      ) : (
        <Panel>
          <ol aria-label="Audit entries" className="divide-y divide-line">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} names={names} />
            ))}
          </ol>
          {next && (
            <Button className="mt-4" variant="outline" onClick={() => void load(next).catch(failed)}>
              Older entries
            </Button>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
