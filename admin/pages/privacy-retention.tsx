// The retention periods (as the public privacy page states them, from the same source) and the
// nightly job's last run: what it removed, or why it failed, and when it runs next.
import { useEffect, useState } from "react";
import { retentionStatusSchema, type RetentionStatusView } from "@core/schemas/admin-privacy";
import { api, messageOf } from "../api";
import { ErrorNotice, formatWhen, Panel } from "../components/page";

function lastRun(status: RetentionStatusView): string {
  if (!status.lastStartedAt) return "It has not run yet.";
  const result = status.lastResult ?? {};
  if (typeof result.error === "string") return `The last run (${formatWhen(status.lastStartedAt)}) failed: ${result.error}. It will be tried again.`;
  const total = Object.values(result).reduce<number>((sum, n) => sum + (typeof n === "number" ? n : 0), 0);
  return `Last run ${formatWhen(status.lastFinishedAt ?? status.lastStartedAt)}: ${total} ${total === 1 ? "record" : "records"} deleted or anonymised (details in the audit log).`;
}

export function PrivacyRetention() {
  const [status, setStatus] = useState<RetentionStatusView | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    api("GET", "/privacy/retention", { schema: retentionStatusSchema })
      .then(setStatus)
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, []);

  return (
    <Panel title="How long we keep it">
      <ErrorNotice>{error}</ErrorNotice>
      {status && (
        <>
          <p className="mb-3 text-sm text-muted">
            {lastRun(status)} {status.nextRunAt && `Next run ${formatWhen(status.nextRunAt)}.`}
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {status.rules.map((rule) => (
              <li key={rule.id}>{rule.text}</li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
