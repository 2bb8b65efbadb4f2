// An owners' inbox (speaking requests, data-protection complaints): a list with a tab per status
// (new ones first, the default) and All, a search, newest first 50 at a time; and one record's
// page with its status, what was sent, who sent it and the team's notes. The pages say what is
// theirs (the columns of a row, the fields of a record, the status form); the rest is here once.
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { api, messageOf } from "../api";
import { NotesPanel } from "./notes";
import { AdminPage, ErrorNotice, InfoNotice, Panel } from "./page";
import { Badge } from "./status";
import { usePagedList, type RowOf } from "./use-paged-list";

/** A status in words, in its tone (colour is never the only signal). */
export function InboxStatusBadge<Status extends string>({ status, labels, tones }: { status: Status; labels: Record<Status, string>; tones: Record<Status, string> }) {
  return <Badge className={tones[status]}>{labels[status]}</Badge>;
}

/** A page of an inbox's list, as the server sends it: `moreInAll` where a search on one tab says how many more match on the others. */
type InboxPage = { next: string | null; moreInAll?: number };

export interface InboxListProps<Status extends string, Page extends InboxPage, Field extends keyof Page> {
  title: string;
  intro: ReactNode;
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  /** The list's API path ("/requests") and the field its rows come under. */
  path: string;
  schema: z.ZodMiniType<Page>;
  field: Field;
  /** "request", "requests", "Speaking requests": the words for one, many, and the list's name. */
  noun: { one: string; many: string; list: string };
  searchHint: string;
  /** What the default tab says when nothing is new. */
  nothingNew: string;
  /** A row's id (its key), its content, and its status badge beside it. */
  id(row: RowOf<Page, Field>): string;
  row(row: RowOf<Page, Field>): ReactNode;
  badge(row: RowOf<Page, Field>): ReactNode;
}

export function InboxListPage<Status extends string, Page extends InboxPage, Field extends keyof Page>(props: InboxListProps<Status, Page, Field>) {
  const { statuses, statusLabels, noun } = props;
  const tabs: readonly (Status | "all")[] = [...statuses, "all"];
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const tab = tabs.find((t) => t === requested) ?? statuses[0]!;
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ ...(tab !== "all" && { status: tab }), ...(q && { q }) }).toString();
  const { rows, page, error, loadMore } = usePagedList(`${props.path}?${query}`, props.schema, props.field);
  const capitalised = noun.one.charAt(0).toUpperCase() + noun.one.slice(1);

  const linkFor = (t: Status | "all") => {
    const target = new URLSearchParams({ ...(t !== statuses[0] && { status: t }), ...(q && { q }) }).toString();
    return target ? `?${target}` : "?";
  };

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("q");
    const text = typeof typed === "string" ? typed.trim() : "";
    setParams({ ...(tab !== statuses[0] && { status: tab }), ...(text && { q: text }) });
  }

  const more = page?.moreInAll;
  return (
    <AdminPage title={props.title} intro={props.intro}>
      <nav aria-label={`${capitalised} status`} className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t} to={linkFor(t)} aria-current={tab === t ? "page" : undefined} className={cn("btn btn-sm", tab === t ? "btn-primary" : "btn-outline")}>
            {t === "all" ? "All" : statusLabels[t]}
          </Link>
        ))}
      </nav>

      <Panel>
        <form onSubmit={search} role="search" aria-label={`Find ${noun.many}`} key={q} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField label="Search" name="q" defaultValue={q} maxLength={100} hint={props.searchHint} />
          <Button type="submit" className="sm:mt-7">
            Search
          </Button>
        </form>
      </Panel>

      <ErrorNotice>{error}</ErrorNotice>
      {/* A search on one tab finds only that status: say where the others are. */}
      {more ? (
        <p className="text-sm">
          <Link to={linkFor("all")} className="font-semibold text-evergreen-700 underline underline-offset-2">
            {more} more {more === 1 ? `${noun.one} matches` : `${noun.many} match`} in All
          </Link>
        </p>
      ) : null}

      {rows === undefined ? (
        !error && <p role="status">Loading {noun.many}…</p>
      ) : rows.length === 0 ? (
        <Panel>
          <p className="text-muted">{tab === statuses[0] && !q ? props.nothingNew : `No ${noun.many} match.`}</p>
        </Panel>
      ) : (
        <ul aria-label={noun.list} className="divide-y divide-line rounded-card border border-line bg-white">
          {rows.map((row) => (
            <li key={props.id(row)} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:p-4">
              <div className="min-w-0">{props.row(row)}</div>
              <div>{props.badge(row)}</div>
            </li>
          ))}
        </ul>
      )}
      {loadMore && (
        <Button variant="outline" onClick={loadMore}>
          More {noun.many}
        </Button>
      )}
    </AdminPage>
  );
}

/** The notes a record carries in its list row: " · 2 notes", or nothing. */
export function noteCount(notes: number): string {
  return notes > 0 ? ` · ${notes} ${notes === 1 ? "note" : "notes"}` : "";
}

interface InboxRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  notes: Parameters<typeof NotesPanel>[0]["notes"];
}

export interface InboxRecordProps<Record extends InboxRecord> {
  /** "/requests": the list's path, the record's API path under it. */
  path: string;
  schema: z.ZodMiniType<Record>;
  /** The page's title while it loads ("Speaking request"), and its words once it has ("Request from …"). */
  loadingTitle: string;
  title(record: Record): string;
  intro(record: Record): string;
  /** "Back to requests", "the request". */
  backLabel: string;
  what: string;
  /** Beside the status badge: a due date, say. */
  status(record: Record): ReactNode;
  /** What was sent, above its message (the event's details). */
  details?(record: Record): ReactNode;
  messageTitle: string;
  /** Under the sender's name and email (a phone number). */
  contact?(record: Record): ReactNode;
  /** The status form's panel: its title and the form, which hands back the saved record and what to say. */
  changeTitle: string;
  change(record: Record, done: (updated: Record, notice: string) => void): ReactNode;
}

/** One record of an inbox: what was sent (plain text, escaped by React), who sent it, its status and notes. */
export function InboxRecordPage<Record extends InboxRecord>(props: InboxRecordProps<Record>) {
  const { id = "" } = useParams();
  const [record, setRecord] = useState<Record | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const { path, schema } = props;

  const load = useCallback(async () => setRecord(await api("GET", `${path}/${encodeURIComponent(id)}`, { schema })), [id, path, schema]);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  const back = (
    <Link to={path} className="underline">
      {props.backLabel}
    </Link>
  );

  if (!record) {
    return (
      <AdminPage title={props.loadingTitle}>
        {error ? <ErrorNotice>{error}</ErrorNotice> : <p role="status">Loading {props.what}…</p>}
        {back}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={props.title(record)} intro={props.intro(record)} actions={back}>
      <div className="flex flex-wrap items-center gap-2">{props.status(record)}</div>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {props.details?.(record)}
          <Panel title={props.messageTitle}>
            <p className="break-words whitespace-pre-wrap">{record.message}</p>
          </Panel>
          <NotesPanel
            notes={record.notes}
            path={`${path}/${record.id}/notes`}
            onAdded={() => {
              setNotice("Note added.");
              load().catch((caught: unknown) => setError(messageOf(caught)));
            }}
          />
        </div>

        <div className="space-y-6">
          <Panel title="From">
            <p className="font-medium break-words">{record.name}</p>
            <p className="text-sm break-all">
              <a className="underline" href={`mailto:${record.email}`}>
                {record.email}
              </a>
            </p>
            {props.contact?.(record)}
          </Panel>
          <Panel title={props.changeTitle}>
            {props.change(record, (updated, said) => {
              setRecord(updated);
              setNotice(said);
            })}
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
