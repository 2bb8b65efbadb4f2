// Settings → Backups (owners): the embedded database's backups, the nightly run's last result,
// and Back up now, which takes one and downloads it (the download is in the audit log as an
// export of personal data: a backup holds every supporter's details). With PostgreSQL, what to
// use instead.
import { useEffect, useState } from "react";
import { backupsPageSchema, backupTakenSchema, type BackupsPage } from "@core/schemas/go-live";
import { Button } from "~/components/ui/button";
import { api, messageOf } from "../api";
import { ErrorNotice, formatWhen, Panel } from "../components/page";
import { SaveRow, SaveStatus } from "../components/save-status";

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function BackupsPanel() {
  const [page, setPage] = useState<BackupsPage | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = () =>
    api("GET", "/backups", { schema: backupsPageSchema })
      .then(setPage)
      .catch((caught: unknown) => setError(messageOf(caught)));
  useEffect(() => void load(), []);

  async function backUpNow() {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const taken = await api("POST", "/backups", { schema: backupTakenSchema });
      setNotice(`Backed up (${megabytes(taken.backup.bytes)}). Your download has started: keep the file somewhere safe and private.`);
      // The browser downloads it with the session cookie; the server records the download.
      window.location.assign(taken.download);
      await load();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Backups">
      <div id="backups" className="scroll-mt-24" />
      <ErrorNotice>{error}</ErrorNotice>
      {!page ? (
        !error && <p role="status">Loading…</p>
      ) : page.kind === "postgres" ? (
        <p className="text-muted">
          This site keeps its data in PostgreSQL, so backups are the database's own: a nightly <code>pg_dump</code>, or your host's
          point-in-time recovery. The README's "Backups" section shows the commands.
        </p>
      ) : (
        <div className="grid gap-4">
          <p className="text-muted">
            A backup of everything (orders, gifts, Gift Aid declarations, staff and settings) is taken every night and kept in{" "}
            <code className="break-all">{page.dir}</code>, the newest {page.kept}. Restoring one is in the README, "Backups".
          </p>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium">Last nightly run</dt>
            <dd>
              {!page.nightly.scheduled
                ? "Nightly backups are off on this server (SCHEDULED_JOBS=off)."
                : page.nightly.lastResult?.error
                  ? `Failed: ${page.nightly.lastResult.error}`
                  : formatWhen(page.nightly.lastFinishedAt)}
            </dd>
            <dt className="font-medium">Newest backup</dt>
            <dd>{page.backups[0] ? `${formatWhen(page.backups[0].takenAt)} (${megabytes(page.backups[0].bytes)})` : "None yet"}</dd>
          </dl>
          <SaveRow status={<SaveStatus message={notice} />}>
            <Button type="button" onClick={() => void backUpNow()} disabled={busy}>
              {busy ? "Backing up…" : "Back up now"}
            </Button>
          </SaveRow>
        </div>
      )}
    </Panel>
  );
}
