// A page's history: every published version with who published it and when (and the words the
// site was installed with, version 0), what each differs by from the page visitors see now
// (core/pages/diff.ts, the words the audit log uses), and Restore, which makes a version the draft
// without touching what is live.
import { useEffect, useState } from "react";
import { contentChanges, type ContentChange } from "@core/pages/diff";
import type { PageContent, PageTemplate } from "@core/pages/template";
import type { PageVersionSummary } from "@core/schemas/admin-pages";
import { Button } from "~/components/ui/button";
import { messageOf } from "../../api";
import { ErrorNotice, formatWhen } from "../../components/page";
import { Badge } from "../../components/status";
import { contentOf, listVersions, readVersion } from "./api";

/** A list of changes as staff read them: where, then before and after. */
export function ChangeList({
  changes,
  beforeLabel,
  afterLabel,
}: {
  changes: ContentChange[];
  beforeLabel: string;
  afterLabel: string;
}) {
  if (changes.length === 0) return <p className="text-sm text-muted">No differences.</p>;
  return (
    <ul className="space-y-3">
      {changes.map((change) => (
        <li key={change.field} className="text-sm">
          <p className="font-medium text-ink">{change.label}</p>
          <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">{beforeLabel}</dt>
            <dd className="min-w-0 whitespace-pre-line">{change.before || "(empty)"}</dd>
            <dt className="text-muted">{afterLabel}</dt>
            <dd className="min-w-0 whitespace-pre-line">{change.after || "(empty)"}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function versionName(version: PageVersionSummary): string {
  return version.number === 0 ? "The installed words" : `Version ${version.number}`;
}

function VersionRow({
  pageKey,
  template,
  version,
  live,
  busy,
  onRestore,
}: {
  pageKey: string;
  template: PageTemplate;
  version: PageVersionSummary;
  live: PageContent;
  busy: boolean;
  onRestore: (number: number) => void;
}) {
  const [changes, setChanges] = useState<ContentChange[] | undefined>();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const name = versionName(version);

  async function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    if (changes) return;
    try {
      const kept = await readVersion(pageKey, version.number);
      setChanges(contentChanges(template, live, contentOf(kept)));
    } catch (caught) {
      setProblem(messageOf(caught));
    }
  }

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">
            {name} {version.live && <Badge className="ml-1 bg-evergreen-100 text-evergreen-900">Live</Badge>}
          </p>
          <p className="text-sm text-muted">
            {version.number === 0
              ? "What the site showed when it was installed"
              : `${version.how === "scheduled" ? "Published on schedule" : "Published"} ${formatWhen(version.publishedAt)} by ${version.publishedBy ?? "someone no longer on the staff"}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!version.live && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-expanded={open}
              onClick={() => void toggle()}
              aria-label={`What changed, ${name.toLowerCase()}`}
            >
              What changed
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onRestore(version.number)}
            aria-label={`Restore ${name.toLowerCase()}`}
          >
            Restore
          </Button>
        </div>
      </div>
      {open && (
        <div className="mt-3 rounded-lg border border-line bg-paper/50 p-3">
          <ErrorNotice>{problem}</ErrorNotice>
          {changes ? (
            <ChangeList changes={changes} beforeLabel="Live now" afterLabel={name} />
          ) : (
            !problem && <p role="status">Reading {name.toLowerCase()}…</p>
          )}
        </div>
      )}
    </li>
  );
}

export function PageHistory({
  pageKey,
  template,
  live,
  read,
  busy,
  onRestore,
}: {
  pageKey: string;
  template: PageTemplate;
  /** What visitors see now: what each version is compared with. */
  live: PageContent;
  /** Bumped after a publish or restore, so the list is read again. */
  read: number;
  busy: boolean;
  onRestore: (number: number) => void;
}) {
  const [versions, setVersions] = useState<PageVersionSummary[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    listVersions(pageKey)
      .then(({ versions: read }) => setVersions(read))
      .catch((caught: unknown) => setProblem(messageOf(caught)));
  }, [pageKey, read]);

  return (
    <section aria-labelledby="page-history-heading" className="card min-w-0 p-4 sm:p-6">
      <h2 id="page-history-heading" className="text-lg font-semibold text-ink">
        History
      </h2>
      <p className="mt-1 text-sm text-muted">
        Restoring a version makes it the draft. Visitors see it only once it is published.
      </p>
      <ErrorNotice>{problem}</ErrorNotice>
      {versions ? (
        <ul className="mt-2 divide-y divide-line">
          {versions.map((version) => (
            // Read again after a publish or restore: what is live, and so each difference, has changed.
            <VersionRow
              key={`${version.number}-${read}`}
              pageKey={pageKey}
              template={template}
              version={version}
              live={live}
              busy={busy}
              onRestore={onRestore}
            />
          ))}
        </ul>
      ) : (
        !problem && <p role="status">Reading the history…</p>
      )}
    </section>
  );
}
