// /admin/newsletters/new and /admin/newsletters/:id (owners and editors): write a draft (subject,
// preview line, body), preview it as the email at a desk's and a phone's width, send yourself a
// test, then send it: the count of who will receive it is shown and confirmed first. While it
// sends: progress (sent, waiting, failed, skipped), refreshed every few seconds, with Pause,
// Resume and Cancel. The server decides everything; this page shows what it says.
import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { RichTextDoc } from "@core/pages/rich-text";
import { NEWSLETTER_BODY_RULES, NEWSLETTER_PREVIEW_MAX, NEWSLETTER_SUBJECT_MAX, type AdminNewsletter } from "@core/schemas/admin-newsletters";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { useConfirmation } from "../../components/confirmation";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../../components/page";
import { NewsletterStatusBadge } from "./list";

// The pages' rich text editor (Tiptap and ProseMirror, decision 0038), loaded when someone opens a
// newsletter, not with the back office.
const RichTextEditor = lazy(() => import("../../components/rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

const emptyBody: RichTextDoc = { type: "doc", content: [] };

interface Draft {
  subject: string;
  preview: string;
  body: RichTextDoc;
}

function Preview({ id, version, onClose }: { id: string; version: number; onClose(): void }) {
  const [html, setHtml] = useState<string | undefined>();
  const [width, setWidth] = useState<"desk" | "phone">("desk");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    fetch(`/api/admin/newsletters/${id}/preview`, { credentials: "same-origin" })
      .then(async (response) => (response.ok ? setHtml(await response.text()) : setError("The preview could not be made. Save and try again.")))
      .catch(() => setError("The back office could not be reached."));
  }, [id, version]);
  return (
    <Panel title="Preview">
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Preview width">
        <Button size="sm" variant={width === "desk" ? "primary" : "outline"} aria-pressed={width === "desk"} onClick={() => setWidth("desk")}>
          Desk width
        </Button>
        <Button size="sm" variant={width === "phone" ? "primary" : "outline"} aria-pressed={width === "phone"} onClick={() => setWidth("phone")}>
          Phone width (375 px)
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close the preview
        </Button>
      </div>
      <ErrorNotice>{error}</ErrorNotice>
      {html && (
        // No scripts, no forms, no navigation: the email's own HTML, shown and nothing more.
        <iframe title="Preview of the email" sandbox="" srcDoc={html} className="h-[40rem] max-w-full rounded-lg border border-line bg-white" style={{ width: width === "phone" ? 375 : "100%" }} />
      )}
    </Panel>
  );
}

function Progress({ issue, onChange }: { issue: AdminNewsletter; onChange(issue: AdminNewsletter): void }) {
  const [error, setError] = useState<string | undefined>();
  const confirmation = useConfirmation();
  const progress = issue.progress;
  async function act(action: "pause" | "resume" | "cancel") {
    if (action === "cancel" && !(await confirmation.ask("Cancel this newsletter? Nobody still waiting will receive it, and it can't be started again.", "Yes, cancel the newsletter"))) return;
    setError(undefined);
    try {
      onChange(await api<AdminNewsletter>("POST", `/newsletters/${issue.id}/${action}`));
    } catch (caught) {
      setError(messageOf(caught));
    }
  }
  return (
    <Panel title="Sending">
      <p className="mb-3 text-sm text-muted">
        {issue.audienceCount} recipients, confirmed {formatWhen(issue.confirmedAt)} by {issue.confirmedBy}.
        {issue.sentAt && ` Finished ${formatWhen(issue.sentAt)}.`}
      </p>
      {progress && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-live="polite">
          {(
            [
              ["Sent", progress.sent],
              ["Waiting", progress.waiting],
              ["Failed", progress.failed],
              ["Not sent (unsubscribed or stopped)", progress.skipped + progress.cancelled],
              ["Unsubscribed since", progress.unsubscribedSince],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg border border-line bg-white p-3">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ErrorNotice>{error}</ErrorNotice>
      <div className="mt-4 flex flex-wrap gap-2">
        {issue.status === "sending" && <Button onClick={() => void act("pause")}>Pause</Button>}
        {issue.status === "paused" && <Button onClick={() => void act("resume")}>Resume</Button>}
        {(issue.status === "sending" || issue.status === "paused") && (
          <Button variant="destructive" onClick={() => void act("cancel")}>
            Cancel the newsletter
          </Button>
        )}
        {confirmation.prompt()}
        {issue.archivePath && (
          <a className="btn btn-outline btn-md" href={issue.archivePath}>
            See it in the archive
          </a>
        )}
      </div>
    </Panel>
  );
}

export function NewsletterEditPage() {
  const { id = "new" } = useParams();
  const navigate = useNavigate();
  const [issue, setIssue] = useState<AdminNewsletter | undefined>();
  const [draft, setDraft] = useState<Draft>({ subject: "", preview: "", body: emptyBody });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(id === "new");
  const [previewing, setPreviewing] = useState(false);

  const show = useCallback((found: AdminNewsletter) => {
    setIssue(found);
    setDraft({ subject: found.subject, preview: found.preview, body: found.body as RichTextDoc });
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (id === "new") return;
    api<AdminNewsletter>("GET", `/newsletters/${id}`).then(show, (caught: unknown) => setError(messageOf(caught)));
  }, [id, show]);

  // While it sends, the counts move: read them again every few seconds.
  useEffect(() => {
    if (issue?.status !== "sending") return;
    const timer = setInterval(() => {
      api<AdminNewsletter>("GET", `/newsletters/${issue.id}`).then(setIssue, () => undefined);
    }, 3000);
    return () => clearInterval(timer);
  }, [issue?.id, issue?.status]);

  function refused(caught: unknown) {
    if (caught instanceof ApiError && caught.issues.length) {
      setErrors(Object.fromEntries(caught.issues.map((issue) => [issue.field.startsWith("body") ? "body" : issue.field, issue.message])));
      setError(caught.message);
    } else setError(messageOf(caught));
  }

  /** Saves what the form holds; answers the saved issue, or undefined when refused (the fields say why). */
  async function save(): Promise<AdminNewsletter | undefined> {
    setErrors({});
    setError(undefined);
    setNotice(undefined);
    try {
      const body = { ...draft, ...(issue && { version: issue.version }) };
      const saved = issue ? await api<AdminNewsletter>("PUT", `/newsletters/${issue.id}`, { body }) : await api<AdminNewsletter>("POST", "/newsletters", { body });
      setIssue(saved);
      if (!issue) void navigate(`/newsletters/${saved.id}`, { replace: true });
      return saved;
    } catch (caught) {
      refused(caught);
      return undefined;
    }
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const saveDraft = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (await save()) setNotice("Draft saved.");
    });
  };

  const preview = () =>
    run(async () => {
      if (await save()) setPreviewing(true);
    });

  const sendTest = () =>
    run(async () => {
      const saved = await save();
      if (!saved) return;
      try {
        const answer = await api<{ message: string }>("POST", `/newsletters/${saved.id}/test`);
        setNotice(answer.message);
      } catch (caught) {
        refused(caught);
      }
    });

  const askToSend = () =>
    run(async () => {
      const saved = await save();
      if (!saved) return;
      try {
        setConfirming((await api<{ audienceCount: number }>("GET", "/newsletters/audience")).audienceCount);
      } catch (caught) {
        refused(caught);
      }
    });

  const send = () =>
    run(async () => {
      if (!issue || confirming === undefined) return;
      setError(undefined);
      try {
        const sending = await api<AdminNewsletter>("POST", `/newsletters/${issue.id}/send`, { body: { audienceCount: confirming } });
        setConfirming(undefined);
        setIssue(sending);
        setNotice(`Sending to ${sending.audienceCount} people.`);
      } catch (caught) {
        setConfirming(undefined);
        refused(caught);
      }
    });

  const editable = !issue || issue.status === "draft";
  const title = id === "new" ? "New newsletter" : issue ? issue.subject || "(No subject yet)" : "Newsletter";

  return (
    <AdminPage title={title} intro={<Link to="/newsletters" className="underline">All newsletters</Link>} actions={issue && <NewsletterStatusBadge status={issue.status} />}>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      {issue && !editable && <Progress issue={issue} onChange={setIssue} />}
      {loaded && (
        <form onSubmit={saveDraft} noValidate className="space-y-4">
          <Panel>
            <div className="space-y-4">
              <TextField
                label="Subject"
                name="subject"
                required
                maxLength={NEWSLETTER_SUBJECT_MAX}
                value={draft.subject}
                readOnly={!editable}
                error={errors.subject}
                onChange={(event) => setDraft((d) => ({ ...d, subject: event.target.value }))}
              />
              <TextField
                label="Preview line"
                name="preview"
                maxLength={NEWSLETTER_PREVIEW_MAX}
                hint="Shown after the subject in most inboxes."
                value={draft.preview}
                readOnly={!editable}
                error={errors.preview}
                onChange={(event) => setDraft((d) => ({ ...d, preview: event.target.value }))}
              />
              <Suspense fallback={<p role="status">Loading the editor…</p>}>
                <RichTextEditor
                  label="Body"
                  value={draft.body}
                  rules={NEWSLETTER_BODY_RULES}
                  disabled={!editable}
                  error={errors.body}
                  onChange={(body) => setDraft((d) => ({ ...d, body }))}
                />
              </Suspense>
            </div>
          </Panel>
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" disabled={busy}>
                Save draft
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => void preview()}>
                Preview
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => void sendTest()}>
                Send me a test
              </Button>
              <Button type="button" disabled={busy} onClick={() => void askToSend()}>
                Send…
              </Button>
            </div>
          )}
        </form>
      )}
      {confirming !== undefined && (
        <Panel title="Send this newsletter?">
          {confirming === 0 ? (
            <p>Nobody would receive it: there are no confirmed subscribers yet.</p>
          ) : (
            <p>
              It will go to <strong>{confirming}</strong> {confirming === 1 ? "person" : "people"}: confirmed subscribers, and supporters by the soft
              opt-in if it is on in Settings. It can't be changed once sent.
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {confirming > 0 && (
              <Button disabled={busy} onClick={() => void send()}>
                {`Send to ${confirming} ${confirming === 1 ? "person" : "people"}`}
              </Button>
            )}
            <Button variant="outline" onClick={() => setConfirming(undefined)}>
              Not yet
            </Button>
          </div>
        </Panel>
      )}
      {issue && previewing && <Preview id={issue.id} version={issue.version} onClose={() => setPreviewing(false)} />}
    </AdminPage>
  );
}
