// The editor's publishing panel: where the page stands (live since when and by whom, the draft,
// unsaved changes, a schedule) and what can be done with what the form holds: Save draft,
// Preview, Publish, Schedule at a UK date and time, Cancel the schedule.
import { useState } from "react";
import type { AdminPage as AdminPageData } from "@core/schemas/admin-pages";
import { formatUkDateTime, ukDateAndTime } from "@core/uk-time";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatWhen } from "../../components/page";

export type PublishAction = "save" | "preview" | "publish" | "schedule" | "cancel-schedule" | "restore";

export interface ScheduleErrors {
  date?: string;
  time?: string;
}

export function PublishingPanel({
  page,
  dirty,
  busy,
  scheduleErrors,
  onAction,
  onSchedule,
}: {
  page: AdminPageData;
  /** The form holds changes not yet saved. */
  dirty: boolean;
  busy: PublishAction | undefined;
  scheduleErrors: ScheduleErrors;
  onAction: (action: "preview" | "publish" | "cancel-schedule") => void;
  onSchedule: (date: string, time: string) => void;
}) {
  // Tomorrow at nine, UK time: a sensible first guess for a planned change.
  const [date, setDate] = useState(() => ukDateAndTime(new Date(Date.now() + 86_400_000)).date);
  const [time, setTime] = useState("09:00");
  const [scheduling, setScheduling] = useState(false);
  const working = busy !== undefined;

  return (
    <section aria-labelledby="publishing-heading" className="card space-y-4 p-4 sm:p-6">
      <h2 id="publishing-heading" className="text-lg font-semibold text-ink">
        Publishing
      </h2>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium text-ink">Visitors see</dt>
          <dd className="text-muted">
            {page.publishedNumber === null
              ? "The words the site was installed with"
              : `Version ${page.publishedNumber}, published ${formatWhen(page.publishedAt)}${page.publishedBy ? ` by ${page.publishedBy}` : ""}`}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">Draft</dt>
          <dd className="text-muted">
            {dirty ? (
              <strong className="font-semibold text-gold-700">Changes not saved yet</strong>
            ) : page.unpublishedChanges ? (
              `Saved ${formatWhen(page.draftSavedAt)}${page.draftSavedBy ? ` by ${page.draftSavedBy}` : ""}, not yet live`
            ) : (
              "The same as what visitors see"
            )}
          </dd>
        </div>
        {page.scheduledFor && (
          <div>
            <dt className="font-medium text-ink">Scheduled</dt>
            <dd className="text-muted">
              Publishes {formatUkDateTime(new Date(page.scheduledFor))} (UK time)
              {page.scheduledBy ? `, set by ${page.scheduledBy}` : ""}. What it publishes is the page as it was when
              scheduled.
            </dd>
          </div>
        )}
      </dl>
      <div className="grid gap-2">
        <Button type="submit" disabled={working}>
          {busy === "save" ? "Saving…" : "Save draft"}
        </Button>
        <Button type="button" variant="outline" disabled={working} onClick={() => onAction("preview")}>
          {busy === "preview" ? "Opening the preview…" : "Preview"}
        </Button>
        <Button type="button" variant="gold" disabled={working} onClick={() => onAction("publish")}>
          {busy === "publish" ? "Publishing…" : "Publish"}
        </Button>
        <p className="text-xs text-muted">
          Preview opens in a new tab and saves the draft first. Publish saves and puts the page live within seconds.
        </p>
      </div>
      {page.scheduledFor ? (
        <Button type="button" variant="outline" disabled={working} onClick={() => onAction("cancel-schedule")}>
          {busy === "cancel-schedule" ? "Cancelling…" : "Cancel schedule"}
        </Button>
      ) : (
        <div className="border-t border-line pt-4">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={scheduling}
            onClick={() => setScheduling((open) => !open)}
          >
            Schedule a publish…
          </Button>
          {scheduling && (
            <div className="mt-3 space-y-3">
              <TextField
                label="Day"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                error={scheduleErrors.date}
                disabled={working}
              />
              <TextField
                label="Time (UK)"
                type="time"
                value={time}
                onChange={(e) => setTime(e.target.value)}
                error={scheduleErrors.time}
                disabled={working}
                hint="London time, whatever this computer's clock says"
              />
              <Button type="button" variant="outline" disabled={working} onClick={() => onSchedule(date, time)}>
                {busy === "schedule" ? "Scheduling…" : "Schedule"}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
